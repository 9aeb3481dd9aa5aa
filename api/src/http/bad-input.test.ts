/**
 * Input that once reached the database and came back as a 500: a NUL character (PostgreSQL text
 * cannot hold one), a forged paging token with a timestamp outside what a timestamp column holds,
 * and a URL parameter longer than the router takes (answered outside the error envelope).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeOpaqueToken } from './opaque-token';
import { MAX_JSON_DEPTH } from './json-depth';
import { startTestApi, type TestApi } from '../../test/test-api';

const NUL = '\u0000';
const NOW = new Date('2026-03-10T17:00:00Z');

let api: TestApi;
let person: Awaited<ReturnType<TestApi['createUser']>>;
beforeAll(async () => {
  api = await startTestApi({ clock: () => NOW });
  person = await api.createUser({ name: 'Careful Person' });
});
afterAll(() => api?.close());

const expectInvalid = (
  response: { status: number; body: { error?: { code?: string; details?: { field?: string } } } },
  field?: string,
) => {
  expect(response.status).toBe(400);
  expect(response.body.error?.code).toBe('invalid_request');
  if (field) expect(response.body.error?.details?.field).toBe(field);
};

describe('a NUL character anywhere in a request', () => {
  it('is refused in a profile bio, and the profile is unchanged', async () => {
    const token = person.auth.idToken;
    const response = await api.request('/v2/users/', {
      method: 'PATCH',
      token,
      json: { bio: `hello${NUL}world` },
    });
    expectInvalid(response, 'bio');
    expect(response.body.error.message).toMatch(/NUL/);
    const me = await api.request('/v2/users/', { token });
    expect(me.body.data.user.bio ?? null).toBeNull();
  });

  it('is refused in an event description and in a ticket type name or description', async () => {
    const token = person.auth.idToken;
    const base = {
      name: 'Garden Party',
      startTime: NOW.getTime() / 1000 + 3 * 86_400,
      timeZone: 'America/Chicago',
    };
    expectInvalid(
      await api.request('/v2/events/', { token, json: { ...base, description: `a${NUL}b` } }),
      'description',
    );
    const ticketTypes = [{ name: `VIP${NUL}`, price: 0, capacity: 10 }];
    const withTicket = await api.request('/v2/events/', { token, json: { ...base, ticketTypes } });
    expect(withTicket.status).toBe(400);
    expect(withTicket.body.error.code).toBe('invalid_request');
  });

  it('is refused in a query string and in a path parameter', async () => {
    expectInvalid(await api.request(`/v2/search/?query=a${encodeURIComponent(NUL)}b`));
    const page = await api.request(`/v2/payments/sandbox/checkout/tx${encodeURIComponent(NUL)}`);
    expect(page.status).toBe(400);
  });
});

describe('a forged feed token', () => {
  it.each([8.64e15, -8.64e15, 9_007_199_254_740_991, -1])(
    'with start time %d is a 400, not a 500',
    async (startTime) => {
      const token = encodeOpaqueToken({
        v: 1,
        s: startTime,
        i: '00000000-0000-4000-8000-000000000000',
      });
      const response = await api.request(`/v2/events/feed?continuationToken=${token}`);
      expectInvalid(response, 'continuationToken');
    },
  );
});

describe('a URL parameter longer than the router takes', () => {
  it('answers inside the error envelope', async () => {
    const response = await api.request(`/v2/images/files/${'x'.repeat(5000)}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.error.code).toEqual(expect.any(String));
    expect(response.body.error.message).toEqual(expect.any(String));
  });
});

// Found by the contract fuzz suite (contract-fuzz-endpoints.test.ts).
describe('an address or headers over the HTTP parser limit (16 KB)', () => {
  it("is a 431 inside the error envelope, not in Fastify's own shape", async () => {
    const response = await api.request(`/v2/events/?eventId=${'x'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.body.error.code).toBe('invalid_request');
    expect(response.body.error.message).toMatch(/too long/);
  });
});

describe('a NUL character in a form body (the SMS webhook)', () => {
  it('is refused as bad input, and no text is recorded', async () => {
    const { smsOptOuts } = await import('../db/schema-host-team');
    const response = await fetch(`${api.origin}/v2/sms/inbound`, {
      method: 'POST',
      body: new URLSearchParams({ From: `+1555044${NUL}0001`, Body: 'STOP' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; details: { field: string } } };
    expect(body.error).toMatchObject({ code: 'invalid_request', details: { field: 'From' } });
    expect(await api.database.db.select().from(smsOptOuts)).toEqual([]);
  });
});

describe('a friend id that is not a uuid', () => {
  it.each([
    ['DELETE', '/v2/friends/?receiverUserId='],
    ['DELETE', '/v2/friends/requests/cancel?receiverUserId='],
    ['DELETE', '/v2/friends/requests/reject?senderUserId='],
  ])('%s %s… is a 404, not a 500', async (method, path) => {
    const response = await api.request(`${path}${encodeURIComponent('"; DROP TABLE users; --')}`, {
      method,
      token: person.auth.idToken,
    });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});

describe('a body sent to a call that declares none', () => {
  it('too large is a 413 the contract declares for every method but GET', async () => {
    const { contract, errorsOf } = await import('contract');
    const response = await api.request('/v2/events/like?eventId=x', {
      method: 'DELETE',
      token: person.auth.idToken,
      json: { padding: 'x'.repeat(200 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(errorsOf(contract['DELETE /events/like'], 'DELETE')).toContain('payload_too_large');
    expect(errorsOf(contract['GET /events/'], 'GET')).not.toContain('payload_too_large');
  });
});

describe('a deeply nested JSON body (10,000 levels)', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it('is a 400 on an anonymous JSON route, arrays or objects', async () => {
    for (const body of [deep(10_000), deepObject(10_000), `{"eventId":${deep(10_000)}}`]) {
      const response = await api.request('/v2/events/metrics/view', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expectInvalid(response);
    }
  });

  it('is a 400 on a signed-in route, in a field that takes any JSON', async () => {
    const response = await api.request('/v2/users/', {
      method: 'PATCH',
      token: person.auth.idToken,
      body: `{"bio":${deepObject(10_000)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectInvalid(response);
  });

  it('is refused past the depth limit and served within it', async () => {
    const tooDeep = await api.request('/v2/error', {
      method: 'POST',
      body: `{"eventId":${deep(MAX_JSON_DEPTH)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectInvalid(tooDeep);
    expect(tooDeep.body.error.message).toMatch(/nested/);
    // Within the limit the body is parsed and validated as usual: a wrong eventId, named.
    const within = await api.request('/v2/events/metrics/view', {
      method: 'POST',
      body: `{"eventId":${deep(MAX_JSON_DEPTH - 1)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectInvalid(within, 'eventId');
  });
});

describe('a forged campus paging token', () => {
  it('is a 400 for an offset past what the lists could hold, never a 500', async () => {
    for (const o of [1e300, 2 ** 63, 2 ** 53 * 1024, -5, 1.5]) {
      const token = encodeOpaqueToken({ v: 1, o });
      const response = await api.request(
        `/v2/campuses/?query=a&continuationToken=${encodeURIComponent(token)}`,
      );
      expectInvalid(response, 'continuationToken');
    }
  });
});

describe('a body sent with Expect: 100-continue', () => {
  /** Sends headers only and waits: the interim 100, or the final answer. */
  const headersOnly = (path: string, length: number) =>
    new Promise<{ continued: boolean; status: number }>((resolve, reject) => {
      const url = new URL(`${api.origin}${path}`);
      const request = http.request({
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          'content-length': String(length),
          expect: '100-continue',
          authorization: `Bearer ${person.auth.idToken}`,
        },
      });
      request.on('continue', () => {
        request.destroy();
        resolve({ continued: true, status: 100 });
      });
      request.on('response', (answer) => {
        answer.resume();
        resolve({ continued: false, status: answer.statusCode ?? 0 });
        request.destroy();
      });
      request.on('error', reject);
      request.flushHeaders();
    });

  it('too large: the 413 comes before any body is sent', async () => {
    expect(await headersOnly('/v2/users/', 50 * 1024 * 1024)).toEqual({
      continued: false,
      status: 413,
    });
  });

  it('within the limit: 100 Continue, then the body is read as usual', async () => {
    expect((await headersOnly('/v2/users/', 20)).continued).toBe(true);
  });
});
