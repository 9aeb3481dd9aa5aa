import { remoteLifecycles } from 'platform/standalone';
import { remote } from './pages';

/** single-spa lifecycles: how a shell that cannot share this remote's React mounts it. */
export const { bootstrap, mount, unmount } = remoteLifecycles(remote);
