import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from 'shared-api/contract';
import { clientErrors } from '../db/schema-client-errors';
import { errorCountsByRelease } from '../client-errors/client-error-store';
import { startTestApi, type TestApi } from '../../test/test-api';

const NOW = new Date('2026-05-01T12:00:00Z');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock: () => NOW });
});
afterAll(() => api?.close());

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'error_boundary',
  message: 'Cannot read properties of undefined (reading name) for ada@example.com',
  stack: 'TypeError: x\n    at Page (http://localhost/releases/mf-events/1.0.0-aa/main.js:1:2)',
  remote: { name: 'mf-events', version: '1.0.0-aa' },
  route: '/app/event/123',
  appVersion: 'shell@0.1.0',
  ...overrides,
});
const send = (json: unknown, headers: Record<string, string> = {}) =>
  api.request('/v2/error', { json, headers });

describe('POST /v2/error', () => {
  it('stores a report from anyone, without personal data', async () => {
    const sent = await send(report(), { 'x-forwarded-for': '198.51.100.1' });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ data: { received: true } });
    const rows = await api.database.db.select().from(clientErrors);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({
      kind: 'error_boundary',
      remoteName: 'mf-events',
      remoteVersion: '1.0.0-aa',
      route: '/app/event/123',
      appVersion: 'shell@0.1.0',
    });
    expect(row.message).toBe('Cannot read properties of undefined (reading name) for [email]');
    expect(JSON.stringify(row)).not.toContain('198.51.100.1');
  });

  it('refuses a route with a query string, an unknown kind, and extra fields', async () => {
    for (const bad of [
      report({ route: '/app/search?query=ada' }),
      report({ kind: 'panic' }),
      report({ userId: 'u1' }),
      report({ message: 'x'.repeat(CLIENT_ERROR_LIMITS.messageMaxLength + 1) }),
    ]) {
      const res = await send(bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
  });

  it('refuses a body over its size cap', async () => {
    const res = await api.request('/v2/error', {
      body: JSON.stringify({ ...report(), padding: 'x'.repeat(CLIENT_ERROR_LIMITS.maxBodyBytes) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
  });

  it('answers 429 once one address sent its share for the minute, others still get through', async () => {
    const flooder = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_ERROR_LIMITS.perMinutePerClient; i++) {
      statuses.push((await send(report(), flooder)).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(CLIENT_ERROR_LIMITS.perMinutePerClient);
    const refused = await send(report(), flooder);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'rate_limited',
      message: 'Too many error reports; try again in a minute',
    });
    expect((await send(report(), { 'x-forwarded-for': '203.0.113.10' })).status).toBe(201);
  });

  it('counts reports per released remote version', async () => {
    await send(report({ remote: { name: 'mf-host', version: '2.0.0-bb' }, kind: 'remote_load' }));
    await send(report({ remote: null, kind: 'uncaught' }));
    const counts = await errorCountsByRelease(api.database.db, new Date(NOW.getTime() - 60_000));
    expect(counts.find((c) => c.remoteName === 'mf-host')).toEqual({
      remoteName: 'mf-host',
      remoteVersion: '2.0.0-bb',
      reports: 1,
      byKind: { remote_load: 1 },
    });
    expect(counts.find((c) => c.remoteName === null)?.byKind).toEqual({ uncaught: 1 });
    expect(counts[0]?.remoteName).toBe('mf-events');
  });
});
