export { createAppConfig } from './create-config';
export type { HostOptions, RemoteOptions } from './create-config';
export { sharedConfig } from './shared-config';
export { RoutesManifestPlugin } from './routes-plugin';
