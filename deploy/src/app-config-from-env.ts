import { LOCAL_OVERRIDE_ORIGINS, isOverrideOriginPattern, localAppConfig } from 'platform';
import type { AppConfig } from 'platform';
import { DeployRefusal } from './deploy-refusal';

/**
 * The browser configuration for `serve` and `stage`, from the same variables the API reads.
 * Without FIREBASE_PROJECT_ID it is the local emulator setup; with it, a real Firebase project.
 *
 * REMOTE_OVERRIDE_ORIGINS lists the origins allowed to stand in for a released remote (the
 * shell's `?override=`), comma- or space-separated: `http://localhost:*`, `https://preview.example`.
 * Locally it defaults to any local port; with a real project (a staging configuration) there are
 * none unless it is set, and a production deploy refuses it (`productionAppConfig`).
 */
export function appConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const overrideOrigins = overrideOriginsFromEnv(env);
  const projectId = env.FIREBASE_PROJECT_ID;
  if (!projectId) {
    return localAppConfig(
      env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
      overrideOrigins ?? LOCAL_OVERRIDE_ORIGINS,
    );
  }
  const apiKey = env.FIREBASE_API_KEY;
  if (!apiKey) throw new DeployRefusal('FIREBASE_API_KEY must be set when FIREBASE_PROJECT_ID is');
  return {
    apiBaseUrl: env.API_BASE_URL || '/v2',
    firebase: {
      apiKey,
      authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
      ...(env.FIREBASE_APP_ID ? { appId: env.FIREBASE_APP_ID } : {}),
    },
    ...(env.FIREBASE_AUTH_EMULATOR_HOST
      ? { authEmulatorUrl: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` }
      : {}),
    ...(env.FIREBASE_MEASUREMENT_ID
      ? { analytics: { measurementId: env.FIREBASE_MEASUREMENT_ID } }
      : {}),
    ...(overrideOrigins?.length ? { remoteOverrides: { allowedOrigins: overrideOrigins } } : {}),
  };
}

/**
 * For a production deploy: a real project, never the emulator (whose tokens are unsigned), and
 * never a remote override (hosting/firebase.json's Content-Security-Policy admits none either).
 */
export function productionAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new DeployRefusal('FIREBASE_AUTH_EMULATOR_HOST must be unset for a production deploy');
  }
  if (!env.FIREBASE_PROJECT_ID) {
    throw new DeployRefusal('FIREBASE_PROJECT_ID must be set for a production deploy');
  }
  if (env.REMOTE_OVERRIDE_ORIGINS !== undefined) {
    throw new DeployRefusal(
      'REMOTE_OVERRIDE_ORIGINS must be unset for a production deploy: production takes no remote ' +
        'override (serve a staging configuration with `deploy serve` instead)',
    );
  }
  return appConfigFromEnv(env);
}

/** The listed origins, or undefined when the variable is unset; a malformed entry is refused. */
function overrideOriginsFromEnv(env: NodeJS.ProcessEnv): string[] | undefined {
  const value = env.REMOTE_OVERRIDE_ORIGINS;
  if (value === undefined) return undefined;
  const origins = value.split(/[\s,]+/).filter(Boolean);
  const bad = origins.filter((origin) => !isOverrideOriginPattern(origin));
  if (bad.length > 0) {
    throw new DeployRefusal(
      `REMOTE_OVERRIDE_ORIGINS takes origins (http://host:port, or http://host:* for any port): ` +
        `not ${bad.join(', ')}`,
    );
  }
  return origins;
}
