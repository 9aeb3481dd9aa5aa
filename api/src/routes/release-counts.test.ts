/**
 * GET /v2/error/releases/counts: what the canary judge reads, with the deploy credential. Loads
 * and errors count once per device and window; overridden remotes and the shell's own errors never
 * count; two API servers on one database count as one.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseVerifier } from '../auth/firebase-verifier';
import { buildServer } from '../app/build-server';
import { startTestApi, TEST_DEPLOY_TOKEN, type TestApi } from '../../test/test-api';

let now = new Date('2030-03-01T12:00:00Z');
let api: TestApi;
let second: FastifyInstance;
let secondOrigin: string;
const verifier = createFirebaseVerifier({ projectId: 'demo-events' });

beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  // A second API process on the same database: nothing about counting may live in one's memory.
  second = buildServer({
    db: api.database.db,
    verifier,
    clock: () => now,
    deployToken: TEST_DEPLOY_TOKEN,
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  secondOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await second?.close();
  await verifier.close();
  await api?.close();
});

const device = (n: number) => `device-${String(n).padStart(12, '0')}`;
const post = (origin: string, path: string, json: unknown) =>
  fetch(`${origin}/v2${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  }).then((r) => r.status);
const load = (n: number, version: string, origin = api.origin) =>
  post(origin, '/error/loads', {
    appVersion: 'shell@1',
    pageLoad: true,
    remotes: [{ name: 'mf-canary', version }],
    device: device(n),
  });
const error = (n: number, version: string, fields: Record<string, unknown> = {}) =>
  post(api.origin, '/error', {
    kind: 'error_boundary',
    message: 'boom',
    remote: { name: 'mf-canary', version },
    route: '/app/x',
    appVersion: 'shell@1',
    device: device(n),
    ...fields,
  });
const counts = (since: Date, token: string | null = TEST_DEPLOY_TOKEN) =>
  api.request(`/v2/error/releases/counts?package=mf-canary&since=${since.toISOString()}`, {
    token: token ?? undefined,
  });

describe('GET /v2/error/releases/counts', () => {
  it('counts each device once per window, from any API server, per version', async () => {
    const start = now;
    const sent: Promise<number>[] = [];
    // Devices 0–9 load stable, each twice, half of them through the second server.
    for (let n = 0; n < 10; n++) {
      sent.push(load(n, '1.0.0-stable'), load(n, '1.0.0-stable', n % 2 ? secondOrigin : undefined));
    }
    // Devices 10–14 load the canary; 10 and 11 hit errors, 10 in a loop of reloads.
    for (let n = 10; n < 15; n++) sent.push(load(n, '1.1.0-canary'));
    await Promise.all(sent);
    for (let i = 0; i < 5; i++) {
      expect(await load(10, '1.1.0-canary', secondOrigin)).toBe(201);
      expect(await error(10, '1.1.0-canary')).toBe(201);
    }
    await error(11, '1.1.0-canary');
    // Device 15 could not load the canary at all.
    await error(15, '1.1.0-canary', { kind: 'remote_load' });
    // Never counted: an overridden remote's error, the shell's own, a report with no device.
    await error(12, '1.1.0-canary', {
      remote: { name: 'mf-canary', version: '1.1.0-canary', overridden: true },
    });
    await error(13, '1.1.0-canary', { remote: null });
    await post(api.origin, '/error', {
      kind: 'uncaught',
      message: 'x',
      remote: { name: 'mf-canary', version: '1.1.0-canary' },
      route: '/',
      appVersion: 'shell@1',
    });

    const res = await counts(start);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      windowSeconds: 600,
      releases: [
        { version: '1.0.0-stable', loads: 10, loadFailures: 0, errors: 0, devices: 10 },
        { version: '1.1.0-canary', loads: 5, loadFailures: 1, errors: 2, devices: 6 },
      ],
    });
  });

  it('counts a device again in a later window, and reads from the window `since` falls in', async () => {
    const before = now;
    now = new Date(now.getTime() + 10 * 60_000);
    await load(0, '1.0.0-stable');
    const all = await counts(before);
    expect(all.body.data.releases[0]).toMatchObject({
      version: '1.0.0-stable',
      loads: 11,
      devices: 10,
    });
    const later = await counts(new Date(now.getTime() + 60_000));
    expect(later.body.data.releases).toEqual([
      { version: '1.0.0-stable', loads: 1, loadFailures: 0, errors: 0, devices: 1 },
    ]);
  });

  it('serves the deploy credential alone: no token 401, a person or a wrong secret 403', async () => {
    expect((await counts(now, null)).status).toBe(401);
    const person = await api.createUser();
    const asPerson = await counts(now, person.auth.idToken);
    expect(asPerson.status).toBe(403);
    expect(asPerson.body.error.code).toBe('forbidden');
    expect((await counts(now, `${TEST_DEPLOY_TOKEN}x`)).status).toBe(403);
    expect((await counts(now)).status).toBe(200);
  });

  it('refuses every caller when the server has no deploy credential', async () => {
    const bare = await startTestApi({ deployToken: undefined });
    try {
      const res = await bare.request(
        `/v2/error/releases/counts?package=mf-canary&since=${now.toISOString()}`,
        { token: TEST_DEPLOY_TOKEN },
      );
      expect(res.status).toBe(403);
    } finally {
      await bare.close();
    }
  });

  it('refuses a since that is not an ISO time and a device id that is not one', async () => {
    const res = await api.request('/v2/error/releases/counts?package=mf-canary&since=yesterday', {
      token: TEST_DEPLOY_TOKEN,
    });
    expect(res.status).toBe(400);
    expect(
      await post(api.origin, '/error/loads', {
        appVersion: 'a',
        pageLoad: true,
        remotes: [],
        device: 'short',
      }),
    ).toBe(400);
  });
});
