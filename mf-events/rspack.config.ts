import { createRemoteConfig } from 'platform/build';
import { remote } from './src/pages';

export default createRemoteConfig(import.meta.url, remote);
