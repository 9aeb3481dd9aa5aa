import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from 'contract';
import { clientErrors, clientLoads } from '../db/schema-client-errors';
import { errorRatesByRelease } from '../client-errors/error-rates';
import { formatErrorRates } from '../client-errors/format-error-rates';
import {
  CLIENT_REPORT_RETENTION_DAYS,
  pruneClientReports,
} from '../client-errors/prune-client-reports';
import { scaledRateLimits } from '../http/route-rate-limits';
import { startTestApi, TEST_RATE_LIMITS, type TestApi } from '../../test/test-api';

let now = new Date('2026-05-01T12:00:00Z');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    clock: () => now,
    // Every other limit raised, the reports' own at its real value.
    rateLimits: {
      ...TEST_RATE_LIMITS,
      clientReportsPerMinute: CLIENT_ERROR_LIMITS.perMinutePerClient,
    },
  });
});
afterAll(() => api?.close());

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'error_boundary',
  message: 'Cannot read properties of undefined (reading name) for ada@example.com',
  stack: 'TypeError: x\n    at Page (http://localhost/releases/mf-events/1.0.0-aa/main.js:1:2)',
  remote: { name: 'mf-events', version: '1.0.0-aa' },
  route: '/app/event/:eventId',
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
      route: '/app/event/:eventId',
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

  it('stores ids left in a route as :id', async () => {
    const userId = '0b5e7c2a-3f4d-4e5f-8a9b-0c1d2e3f4a5b';
    expect((await send(report({ route: `/app/user/${userId}/friends` }))).status).toBe(201);
    const [row] = await api.database.db
      .select({ route: clientErrors.route })
      .from(clientErrors)
      .orderBy(desc(clientErrors.id))
      .limit(1);
    expect(row?.route).toBe('/app/user/:id/friends');
  });
});

const loads = (json: unknown, headers: Record<string, string> = {}) =>
  api.request('/v2/error/loads', { json, headers });
const events = (version: string) => ({ name: 'mf-events', version });

describe('POST /v2/error/loads and the error rate per release', () => {
  it('counts page loads and remote loads per release, and reads reports per load', async () => {
    now = new Date('2026-06-01T10:15:00Z');
    const since = new Date('2026-06-01T10:00:00Z');
    // 4 page loads; mf-events 1.1 loaded in 3 of them, 1.2 in 1 (a later deploy), mf-host in 2.
    for (const body of [
      { appVersion: 'shell@0.2.0', pageLoad: true, remotes: [events('1.1.0-aa')] },
      {
        appVersion: 'shell@0.2.0',
        pageLoad: true,
        remotes: [events('1.1.0-aa'), events('1.1.0-aa')],
      },
      { appVersion: 'shell@0.2.0', pageLoad: true, remotes: [] },
      {
        appVersion: 'shell@0.2.0',
        pageLoad: false,
        remotes: [{ name: 'mf-host', version: '2.0.0-cc' }],
      },
      {
        appVersion: 'shell@0.2.0',
        pageLoad: false,
        remotes: [{ name: 'mf-host', version: '2.0.0-cc' }, events('1.1.0-aa')],
      },
      { appVersion: 'shell@0.2.0', pageLoad: true, remotes: [events('1.2.0-bb')] },
    ]) {
      const res = await loads(body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({ data: { received: true } });
    }
    await send(report({ remote: events('1.1.0-aa'), kind: 'error_boundary' }));
    await send(report({ remote: events('1.2.0-bb'), kind: 'error_boundary' }));
    await send(report({ remote: events('1.2.0-bb'), kind: 'uncaught' }));
    await send(report({ remote: null, kind: 'unhandled_rejection', appVersion: 'shell@0.2.0' }));

    const rates = await errorRatesByRelease(api.database.db, since);
    const rate = (name: string, version: string) =>
      rates.find((r) => r.name === name && r.version === version);
    expect(rate('mf-events', '1.1.0-aa')).toEqual({
      name: 'mf-events',
      version: '1.1.0-aa',
      overridden: false,
      loads: 3,
      reports: 1,
      byKind: { error_boundary: 1 },
      rate: 1 / 3,
    });
    expect(rate('mf-events', '1.2.0-bb')).toMatchObject({ loads: 1, reports: 2, rate: 2 });
    expect(rate('mf-host', '2.0.0-cc')).toMatchObject({ loads: 2, reports: 0, rate: 0 });
    expect(rate('shell', 'shell@0.2.0')).toMatchObject({ loads: 4, reports: 1, rate: 0.25 });
    // Highest rate first: the release a rollback would look at.
    expect(rates[0]).toMatchObject({ name: 'mf-events', version: '1.2.0-bb' });

    const table = formatErrorRates(rates, since);
    expect(table).toContain('mf-events@1.2.0-bb');
    expect(table).toMatch(/mf-events@1\.1\.0-aa\s+3\s+1\s+33\.33%\s+error_boundary 1/);
  });

  it('files reports from an overridden remote apart: the release keeps its rate, the table leaves them out', async () => {
    now = new Date('2026-07-01T10:15:00Z');
    const since = new Date('2026-07-01T10:00:00Z');
    const release = events('1.3.0-dd');
    await loads({ appVersion: 'shell@0.2.0', pageLoad: true, remotes: [release] });
    await loads({ appVersion: 'shell@0.2.0', pageLoad: true, remotes: [release] });
    expect((await send(report({ remote: release }))).status).toBe(201);
    for (const message of ['dev build broke', 'dev build broke again']) {
      const sent = await send(report({ message, remote: { ...release, overridden: true } }));
      expect(sent.status).toBe(201);
    }
    const [stored] = await api.database.db
      .select({ overridden: clientErrors.overridden })
      .from(clientErrors)
      .orderBy(desc(clientErrors.id))
      .limit(1);
    expect(stored?.overridden).toBe(true);

    const rates = await errorRatesByRelease(api.database.db, since);
    const ofRelease = rates.filter((r) => r.name === 'mf-events' && r.version === '1.3.0-dd');
    expect(ofRelease).toEqual([
      expect.objectContaining({ overridden: false, loads: 2, reports: 1, rate: 0.5 }),
      expect.objectContaining({ overridden: true, loads: 0, reports: 2, rate: null }),
    ]);
    const table = formatErrorRates(rates, since);
    expect(table).toMatch(/mf-events@1\.3\.0-dd\s+2\s+1\s+50\.00%/);
    expect(table).not.toContain('(overridden)');
    expect(table).toContain('2 reports from overridden remotes left out');
    const all = formatErrorRates(rates, since, { overridden: true });
    expect(all).toMatch(/mf-events@1\.3\.0-dd \(overridden\)\s+0\s+2\s+no loads/);
    // Control: the release's own report alone is not tagged.
    expect(ofRelease[0]?.reports).toBe(1);
  });

  it('refuses extra fields, too many remotes and a missing page-load flag', async () => {
    for (const bad of [
      { appVersion: 'shell@1', pageLoad: true, remotes: [], userId: 'u1' },
      { appVersion: 'shell@1', remotes: [] },
      // An overridden remote's loads are not counted: the flag belongs to error reports only.
      { appVersion: 'shell@1', pageLoad: true, remotes: [{ ...events('1'), overridden: true }] },
      {
        appVersion: 'shell@1',
        pageLoad: true,
        remotes: Array.from({ length: CLIENT_ERROR_LIMITS.remotesPerLoadReport + 1 }, (_, i) =>
          events(`1.0.${i}`),
        ),
      },
    ]) {
      const res = await loads(bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
  });

  it('answers 429 once one address sent its share of load reports for the minute', async () => {
    const flooder = { 'x-forwarded-for': '203.0.113.77' };
    const body = { appVersion: 'shell@0.2.0', pageLoad: true, remotes: [] };
    for (let i = 0; i < CLIENT_ERROR_LIMITS.perMinutePerClient; i++) {
      expect((await loads(body, flooder)).status).toBe(201);
    }
    const refused = await loads(body, flooder);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
  });

  it('takes more reports from one address when the limits are scaled (RATE_LIMIT_SCALE)', async () => {
    // The e2e run scales every limit: all its browsers report their page loads from one address.
    const scaled = await startTestApi({ clock: () => now, rateLimits: scaledRateLimits(100) });
    try {
      const from = { 'x-forwarded-for': '203.0.113.78' };
      const body = { appVersion: 'shell@0.2.0', pageLoad: true, remotes: [] };
      const statuses: number[] = [];
      for (let i = 0; i < CLIENT_ERROR_LIMITS.perMinutePerClient * 2; i++) {
        const res = await scaled.request('/v2/error/loads', { json: body, headers: from });
        statuses.push(res.status);
      }
      expect(new Set(statuses)).toEqual(new Set([201]));
    } finally {
      await scaled.close();
    }
  });

  it('prunes reports and load counts past the retention period, keeps the recent ones', async () => {
    now = new Date('2026-08-01T00:00:00Z');
    const old = new Date(now.getTime() - (CLIENT_REPORT_RETENTION_DAYS + 1) * 86_400_000);
    const recent = new Date(now.getTime() - (CLIENT_REPORT_RETENTION_DAYS - 1) * 86_400_000);
    const db = api.database.db;
    await db.delete(clientErrors);
    await db.delete(clientLoads);
    for (const at of [old, recent]) {
      await db.insert(clientErrors).values({
        kind: 'uncaught',
        message: 'x',
        route: '/',
        appVersion: 'shell@0.3.0',
        reportedAt: at,
      });
      await db.insert(clientLoads).values({
        releaseName: 'shell',
        releaseVersion: `shell@${at.toISOString()}`,
        hour: at,
        loads: 5,
      });
    }
    expect(await pruneClientReports(db, now)).toEqual({ errors: 1, loadHours: 1 });
    expect((await db.select().from(clientErrors)).map((r) => r.reportedAt)).toEqual([recent]);
    expect((await db.select().from(clientLoads)).map((r) => r.hour)).toEqual([recent]);
  });
});
