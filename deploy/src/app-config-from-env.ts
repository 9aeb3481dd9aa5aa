import { localAppConfig } from 'platform';
import type { AppConfig } from 'platform';
import { DeployRefusal } from './deploy-refusal';

/**
 * The browser configuration for `serve` and `stage`, from the same variables the API reads.
 * Without FIREBASE_PROJECT_ID it is the local emulator setup; with it, a real Firebase project.
 */
export function appConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const projectId = env.FIREBASE_PROJECT_ID;
  if (!projectId) return localAppConfig(env.FIREBASE_AUTH_EMULATOR_HOST || undefined);
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
  };
}

/** For a production deploy: a real project and never the emulator, whose tokens are unsigned. */
export function productionAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new DeployRefusal('FIREBASE_AUTH_EMULATOR_HOST must be unset for a production deploy');
  }
  if (!env.FIREBASE_PROJECT_ID) {
    throw new DeployRefusal('FIREBASE_PROJECT_ID must be set for a production deploy');
  }
  return appConfigFromEnv(env);
}
