/**
 * The production analytics sink: Google Analytics 4 through Firebase Analytics, used when the
 * run-time configuration names a measurement id. The SDK is loaded only then (a lazy chunk), and so
 * is `firebase/app`: shared-api is one shared module, so a static import here would put Firebase on
 * every first page.
 */
import type { FirebaseApp } from 'firebase/app';
import type { AnalyticsSink } from './track';

export interface FirebaseAnalyticsConfig {
  measurementId: string;
  /** Firebase Analytics needs the web app's id as well as the measurement id. */
  appId?: string;
}

/** The parts of `firebase/analytics` used here; tests pass a stand-in (Google is not reachable). */
export interface AnalyticsModule {
  isSupported(): Promise<boolean>;
  getAnalytics(app: FirebaseApp): unknown;
  logEvent(analytics: never, name: string, params?: Record<string, unknown>): void;
}

const ANALYTICS_APP_NAME = 'analytics';

/**
 * A sink that forwards every event to `logEvent`, or null where Analytics cannot run (no cookies,
 * a browser extension blocking it, no appId). It uses its own Firebase app, made from the session's
 * options plus the measurement id, so the sign-in app is left exactly as the session set it up.
 */
export async function createFirebaseAnalyticsSink(
  config: FirebaseAnalyticsConfig,
  load: () => Promise<AnalyticsModule> = () =>
    import('firebase/analytics') as unknown as Promise<AnalyticsModule>,
): Promise<AnalyticsSink | null> {
  const [module, { getApp, getApps, initializeApp }] = await Promise.all([
    load(),
    import('firebase/app'),
  ]);
  if (!(await module.isSupported())) return null;
  const base = getApps().length > 0 ? getApp().options : {};
  const appId = config.appId ?? base.appId;
  if (!appId) return null;
  const app =
    getApps().find((a) => a.name === ANALYTICS_APP_NAME) ??
    initializeApp({ ...base, appId, measurementId: config.measurementId }, ANALYTICS_APP_NAME);
  const analytics = module.getAnalytics(app) as never;
  return {
    track(name, params) {
      module.logEvent(analytics, name, params as Record<string, unknown>);
    },
  };
}
