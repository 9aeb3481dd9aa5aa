import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabaseLocation } from '../test/test-database';
import { startApi, type RunningApi } from './start-api';

describe('startApi', () => {
  let api: RunningApi;
  let location: Awaited<ReturnType<typeof createTestDatabaseLocation>>;

  beforeAll(async () => {
    location = await createTestDatabaseLocation(inject('testDatabase'));
    api = await startApi({
      ...location.options,
      port: 0,
      authEmulatorHost: inject('authEmulatorHost'),
      seedDemo: true,
      uploadsDir: '/var/lib/events/uploads',
      imagePublicBaseUrl: 'https://img.example/v2/images/files',
      trustProxy: '10.0.0.0/8',
    });
  });
  afterAll(async () => {
    await api?.close();
    await location?.dispose();
  });

  it('migrates, seeds and serves the API under /v2', async () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v2$/);
    const health = await fetch(`${api.url}/health`);
    expect(await health.json()).toEqual({ data: { ok: true } });
    const feed = await fetch(`${api.url}/events/feed?limit=50`);
    const body = (await feed.json()) as { data: { events: unknown[] } };
    expect(body.data.events.length).toBeGreaterThanOrEqual(12);
  });

  it('closes once, however many times it is asked', async () => {
    const other = await createTestDatabaseLocation(inject('testDatabase'));
    try {
      const second = await startApi({ ...other.options, port: 0 });
      await Promise.all([second.close(), second.close()]);
      await expect(fetch(`${second.url}/health`)).rejects.toThrow();
    } finally {
      await other.dispose();
    }
  });
});
