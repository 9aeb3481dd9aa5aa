import { createRemoteLifecycles } from 'platform/standalone';
import { standaloneOptions } from './standalone-options';

/** single-spa lifecycles: how a shell that cannot share this remote's React mounts it. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(standaloneOptions);
