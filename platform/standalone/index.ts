export { StandaloneApp } from './standalone-app';
export type { StandaloneOptions } from './standalone-app';
export { createRemoteLifecycles, mountStandalone } from './lifecycles';
export { ContextProbe } from './context-probe';
export { mountRemote, remoteLifecycles, standaloneOptionsOf } from './remote';
