export { createAppConfig } from './create-config';
export type { HostOptions, RemoteOptions } from './create-config';
