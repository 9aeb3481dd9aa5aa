export { publishRemote } from './publish';
export type { PublishOptions, PublishResult } from './publish';
export { rollbackRemote } from './rollback';
export type { RollbackOptions } from './rollback';
export { promoteCanary, rollbackCanary, stepCanary } from './canary/canary-ops';
export type { CanaryChange, CanaryChangeOptions } from './canary/canary-ops';
export { judgeCanary } from './canary/judge';
export type { JudgeInput, Verdict, VersionCounts } from './canary/judge';
export { DEFAULT_JUDGE_CONFIG, checkJudgeConfig } from './canary/judge-config';
export type { JudgeConfig } from './canary/judge-config';
export { releaseCountsOverHttp } from './canary/release-counts-client';
export { watchOnce } from './canary/watch';
export type { WatchOptions, WatchOutcome } from './canary/watch';
export { listReleases } from './list-releases';
export type { ReleaseListing } from './list-releases';
export {
  CURRENT_FILE,
  HISTORY_FILE,
  federationManifestUrl,
  readHistory,
  readReleaseManifest,
} from './release-store';
export type { HistoryEntry } from './release-store';
export { startStaticServer } from './static-server';
export type { StaticServer, StaticServerOptions } from './static-server';
export type { TlsCredentials } from './web-server';
export { stageHosting } from './stage-hosting';
export type { StageOptions } from './stage-hosting';
export { appConfigFromEnv, productionAppConfig } from './app-config-from-env';
export { DeployRefusal } from './deploy-refusal';
export { satisfies } from './semver-range';
