export {
  DEFAULT_LOGIN_PROMPT,
  DEFAULT_NAV,
  formatPrompt,
  promptOf,
  type LoginPrompt,
  type NavVisibility,
  type RouteAuth,
  type RouteDeclaration,
} from './routes';
export {
  HIDDEN_ON_MOBILE,
  definePages,
  exposeKeyOf,
  pageFileOf,
  pageNamesOf,
  routesOf,
  signIn,
  type PageDeclaration,
  type RemotePages,
} from './remote-pages';
export {
  checkRouteDeclarations,
  findRouteConflicts,
  pathShapes,
  type RouteConflict,
} from './route-conflicts';
export {
  BUILD_INFO_FILE,
  RELEASE_MANIFEST_PATH,
  REMOTE_ENTRY_FILE,
  emptyReleaseManifest,
  entryUrlBeside,
  parseReleaseManifest,
  type CanaryRelease,
  type ReleaseManifest,
  type RemoteBuildInfo,
  type RemoteRelease,
} from './release-manifest';
export { canaryBucket, chooseRelease, type ReleaseChoice } from './canary-choice';
export {
  SHARED_SINGLETONS,
  isReactBound,
  packageOf,
  type SharedSingleton,
} from './shared-singletons';
export {
  SHARED_NEEDS_FILE,
  SHARED_PROVIDES_FILE,
  parseSharedSurface,
  sharedSurfaceProblems,
  type SharedPackageSurface,
  type SharedSurface,
} from './shared-surface';
export {
  APP_CONFIG_PATH,
  loadAppConfig,
  localAppConfig,
  parseAppConfig,
  type AppConfig,
} from './app-config';
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
  type SizeRecord,
} from './size-budget';
export { APP_PAGE_FILE, LANDING_PAGE_FILE } from './shell-pages';
export {
  ISLAND_LIFECYCLES_EXPOSE,
  ISLAND_PROPS_VERSION,
  islandBasePath,
  islandPropsProblem,
  type IslandLifecycles,
  type IslandParcelProps,
  type IslandPerson,
  type IslandProps,
  type IslandSession,
} from './island-props';
