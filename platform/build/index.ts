export { FAVICON, TYPESCRIPT_RULE, createAppConfig } from './create-config';
export type { HostOptions, RemoteOptions } from './create-config';
export { createRemoteConfig, exposesOf } from './create-remote-config';
export { REMOTE_LIST_FILE, checkRemoteList, findRepoRoot, readRemoteList } from './remote-list';
export type { RemoteEntry } from './remote-list';
