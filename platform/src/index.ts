export { DEFAULT_LOGIN_PROMPT, DEFAULT_NAV, formatPrompt, promptOf } from './routes';
export type { LoginPrompt, NavVisibility, RouteAuth, RouteDeclaration } from './routes';
export {
  HIDDEN_ON_MOBILE,
  definePages,
  exposeKeyOf,
  pageFileOf,
  pageNamesOf,
  routesOf,
  signIn,
} from './remote-pages';
export type { PageDeclaration, RemotePages } from './remote-pages';
export { checkRouteDeclarations, findRouteConflicts, pathShapes } from './route-conflicts';
export type { RouteConflict } from './route-conflicts';
export {
  BUILD_INFO_FILE,
  RELEASE_MANIFEST_PATH,
  REMOTE_ENTRY_FILE,
  emptyReleaseManifest,
  entryUrlBeside,
  parseReleaseManifest,
} from './release-manifest';
export type {
  CanaryRelease,
  ReleaseManifest,
  RemoteBuildInfo,
  RemoteRelease,
} from './release-manifest';
export { canaryBucket, chooseRelease, type ReleaseChoice } from './canary-choice';
export { SHARED_SINGLETONS, isReactBound, packageOf } from './shared-singletons';
export type { SharedSingleton } from './shared-singletons';
export {
  SHARED_NEEDS_FILE,
  SHARED_PROVIDES_FILE,
  parseSharedSurface,
  sharedSurfaceProblems,
} from './shared-surface';
export type { SharedPackageSurface, SharedSurface } from './shared-surface';
export { APP_CONFIG_PATH, loadAppConfig, localAppConfig, parseAppConfig } from './app-config';
export type { AppConfig } from './app-config';
export {
  LOCAL_OVERRIDE_ORIGINS,
  httpOriginOf,
  isOverrideOriginAllowed,
  isOverrideOriginPattern,
} from './override-origins';
export {
  SIZE_BUDGET_COMPRESSION,
  SIZE_BUDGET_FILE,
  parseSizeRecord,
  sizeBudgetProblem,
} from './size-budget';
export type { SizeRecord } from './size-budget';
export { APP_PAGE_FILE, LANDING_PAGE_FILE } from './shell-pages';
export {
  ISLAND_LIFECYCLES_EXPOSE,
  ISLAND_PROPS_VERSION,
  islandBasePath,
  islandPropsProblem,
} from './island-props';
export type {
  IslandLifecycles,
  IslandParcelProps,
  IslandPerson,
  IslandProps,
  IslandSession,
} from './island-props';
