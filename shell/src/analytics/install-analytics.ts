import type { AppConfig } from 'platform';
import {
  createFirebaseAnalyticsSink,
  memoryAnalyticsSink,
  setAnalyticsSink,
  type AnalyticsSink,
} from 'shared-api';

/**
 * Chooses where analytics go for this deployment: Firebase Analytics when the run-time
 * configuration names a measurement id, otherwise the local in-memory sink (shown on /debug).
 * Events tracked while the Firebase SDK loads are kept in memory and handed over once it is in.
 */
export async function installAnalytics(
  config: Pick<AppConfig, 'analytics' | 'firebase'>,
  createSink: typeof createFirebaseAnalyticsSink = createFirebaseAnalyticsSink,
): Promise<'firebase' | 'local'> {
  const measurementId = config.analytics?.measurementId;
  if (!measurementId) return 'local';
  let sink: AnalyticsSink | null = null;
  try {
    sink = await createSink({ measurementId, appId: config.firebase.appId });
  } catch (error) {
    console.warn('analytics: Firebase Analytics could not start; keeping events locally', error);
  }
  if (!sink) return 'local';
  const early = [...memoryAnalyticsSink.events];
  setAnalyticsSink(sink);
  for (const event of early) sink.track(event.name, event.params);
  memoryAnalyticsSink.clear();
  return 'firebase';
}
