import { deleteApp, getApps } from 'firebase/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirebaseAnalyticsSink, type AnalyticsModule } from './firebase-sink';

function fakeModule(supported = true) {
  const logged: Array<{ name: string; params?: Record<string, unknown> }> = [];
  const apps: Array<{ options: Record<string, unknown> }> = [];
  const module: AnalyticsModule = {
    isSupported: async () => supported,
    getAnalytics: (app) => {
      apps.push(app as unknown as { options: Record<string, unknown> });
      return { app };
    },
    logEvent: (_analytics, name, params) => void logged.push({ name, params }),
  };
  return { module, logged, apps };
}

afterEach(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
  vi.restoreAllMocks();
});

describe('createFirebaseAnalyticsSink', () => {
  it('forwards events to Firebase logEvent, on an app with the measurement id', async () => {
    const fake = fakeModule();
    const sink = await createFirebaseAnalyticsSink(
      { measurementId: 'G-TEST123', appId: '1:1:web:1' },
      async () => fake.module,
    );
    sink!.track('search', { search_term: 'jazz' });
    expect(fake.logged).toEqual([{ name: 'search', params: { search_term: 'jazz' } }]);
    expect(fake.apps[0]?.options).toMatchObject({ measurementId: 'G-TEST123', appId: '1:1:web:1' });
  });

  it('is null where Analytics is not supported, or without an app id', async () => {
    expect(
      await createFirebaseAnalyticsSink(
        { measurementId: 'G-1', appId: 'a' },
        async () => fakeModule(false).module,
      ),
    ).toBeNull();
    expect(
      await createFirebaseAnalyticsSink({ measurementId: 'G-1' }, async () => fakeModule().module),
    ).toBeNull();
  });
});
