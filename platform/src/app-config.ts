import { LOCAL_OVERRIDE_ORIGINS, isOverrideOriginPattern } from './override-origins';

/**
 * The browser's runtime configuration, served at `/app-config.json` (no-store) by the static
 * server (and by each app's dev server when it runs alone). The shell reads it at start, so one
 * build runs against the Auth emulator here and a real Firebase project in production.
 */
export interface AppConfig {
  /** Where the v2 API is, usually the same-origin `/v2`. */
  apiBaseUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  /** Set only when the Firebase Auth emulator is in use, e.g. `http://127.0.0.1:9099`. */
  authEmulatorUrl?: string;
  analytics?: { measurementId: string };
  /**
   * The origins allowed to stand in for a released remote in one browser (the shell's
   * `?override=`; override-origins.ts). The local stack and a staging configuration list them;
   * production has none, and then every override is refused.
   */
  remoteOverrides?: { allowedOrigins: string[] };
}

export const APP_CONFIG_PATH = '/app-config.json';

/** Project id of the local emulator setup (see `.firebaserc`): `demo-` ids never reach Google. */
const LOCAL_PROJECT_ID = 'demo-events';

/**
 * The configuration for this machine: same-origin API, the Firebase Auth emulator, and overrides
 * from any local port (a remote's dev server).
 */
export function localAppConfig(
  emulatorHost = '127.0.0.1:9099',
  overrideOrigins: readonly string[] = LOCAL_OVERRIDE_ORIGINS,
): AppConfig {
  return {
    apiBaseUrl: '/v2',
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${LOCAL_PROJECT_ID}.firebaseapp.com`,
      projectId: LOCAL_PROJECT_ID,
    },
    authEmulatorUrl: /^https?:\/\//.test(emulatorHost) ? emulatorHost : `http://${emulatorHost}`,
    ...(overrideOrigins.length > 0
      ? { remoteOverrides: { allowedOrigins: [...overrideOrigins] } }
      : {}),
  };
}

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object';
const isString = (x: unknown): x is string => typeof x === 'string' && x.length > 0;

/** Narrow fetched JSON to a configuration, so a bad deploy fails at start with a clear message. */
export function parseAppConfig(value: unknown): AppConfig {
  if (!isObject(value)) throw new Error('app configuration is not an object');
  if (!isString(value.apiBaseUrl)) throw new Error('app configuration has no apiBaseUrl');
  const fb = value.firebase;
  if (
    !isObject(fb) ||
    !isString(fb.apiKey) ||
    !isString(fb.authDomain) ||
    !isString(fb.projectId)
  ) {
    throw new Error('app configuration needs firebase.apiKey, authDomain and projectId');
  }
  if (fb.appId !== undefined && typeof fb.appId !== 'string') {
    throw new Error('app configuration firebase.appId must be a string');
  }
  if (value.authEmulatorUrl !== undefined && !isString(value.authEmulatorUrl)) {
    throw new Error('app configuration authEmulatorUrl must be a URL');
  }
  const analytics = value.analytics;
  if (analytics !== undefined && (!isObject(analytics) || !isString(analytics.measurementId))) {
    throw new Error('app configuration analytics needs a measurementId');
  }
  const overrides = value.remoteOverrides;
  if (
    overrides !== undefined &&
    (!isObject(overrides) ||
      !Array.isArray(overrides.allowedOrigins) ||
      !overrides.allowedOrigins.every((o) => isString(o) && isOverrideOriginPattern(o)))
  ) {
    throw new Error(
      'app configuration remoteOverrides.allowedOrigins must list origins (http://host:port, http://host:*)',
    );
  }
  return value as unknown as AppConfig;
}

/** Fetches and checks the run-time configuration (never cached: it differs per deployment). */
export async function loadAppConfig(): Promise<AppConfig> {
  const res = await fetch(APP_CONFIG_PATH, { cache: 'no-store' });
  if (!res.ok) throw new Error(`app configuration could not be loaded (HTTP ${res.status})`);
  return parseAppConfig(await res.json());
}
