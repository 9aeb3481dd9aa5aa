/**
 * The sandbox's controls (let days pass, open and resolve disputes, fail a payout) move money
 * without anyone paying: they exist outside production only. The same calls are made to a server
 * started under NODE_ENV=production (404: no such route) and, as the control run, to one started
 * under the test environment (the route is there, whatever it answers to this empty input).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';

const CONTROLS = [
  { path: '/v2/payments/sandbox/control/advance', json: { days: 1 } },
  { path: '/v2/payments/sandbox/control/disputes', json: { orderId: randomUUID() } },
  {
    path: `/v2/payments/sandbox/control/disputes/${randomUUID()}/resolve`,
    json: { outcome: 'won' },
  },
  { path: `/v2/payments/sandbox/control/payouts/${randomUUID()}/fail`, json: {} },
];

let production: TestApi;
let development: TestApi;
beforeAll(async () => {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    production = await startTestApi();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  development = await startTestApi();
});
afterAll(async () => {
  await production?.close();
  await development?.close();
});

/** Fastify's own 404 (no such route), not a route's "no such dispute". */
const isRouteMissing = (res: { status: number; body: { error?: { message?: string } } }) =>
  res.status === 404 && /^No route for /.test(res.body.error?.message ?? '');

describe('sandbox controls', () => {
  it('are absent under NODE_ENV=production', async () => {
    for (const { path, json } of CONTROLS) {
      const res = await production.request(path, { json });
      expect(res.status, path).toBe(404);
      expect(isRouteMissing(res), `${path} ${JSON.stringify(res.body)}`).toBe(true);
    }
  });

  it('control: the same routes exist outside production', async () => {
    for (const { path, json } of CONTROLS) {
      const res = await development.request(path, { json });
      expect(isRouteMissing(res), `${path} → ${res.status} ${JSON.stringify(res.body)}`).toBe(
        false,
      );
    }
    const advanced = await development.request(CONTROLS[0]!.path, { json: CONTROLS[0]!.json });
    expect(advanced.status).toBe(200);
  });

  it('the sandbox’s own onboarding page stays (a staging deploy runs on it)', async () => {
    const res = await production.request(`/v2/payments/sandbox/onboarding/${randomUUID()}`);
    expect(isRouteMissing(res)).toBe(false);
  });
});
