/**
 * The rate limits per route class, with their real values (RATE_LIMITS): other test servers raise
 * them (a test file makes many calls from one address). Every refusal is the usual envelope,
 * 429 `rate_limited`, with Retry-After.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS, RATE_LIMITS } from 'contract';
import { API_RATE_LIMITS, scaledRateLimits } from './route-rate-limits';
import { startTestApi, type TestApi, type TestResponse } from '../../test/test-api';

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let host: Person;
let other: Person;

beforeAll(async () => {
  api = await startTestApi({ rateLimits: API_RATE_LIMITS });
  [host, other] = await Promise.all([
    api.createUser({ name: 'Busy Host' }),
    api.createUser({ name: 'Other Host' }),
  ]);
});
afterAll(() => api?.close());

function expectRateLimited(res: TestResponse) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
}

const newEvent = (who: Person, n: number) =>
  api.request('/v2/events/', {
    token: who.auth.idToken,
    json: {
      name: `Event ${n}`,
      startTime: Math.floor(Date.now() / 1000) + 86_400,
      timeZone: 'UTC',
    },
  });

/** `count` requests, a few at a time. */
async function many(count: number, send: (i: number) => Promise<TestResponse>) {
  const answers: TestResponse[] = [];
  for (let i = 0; i < count; i += 10) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, (_, j) => send(i + j)),
      )),
    );
  }
  return answers;
}

describe('rate limits per route class', { timeout: 120_000 }, () => {
  it(`event creation: ${RATE_LIMITS.eventCreatesPerHour} an hour per person, then 429; others are not affected`, async () => {
    const made = await many(RATE_LIMITS.eventCreatesPerHour, (i) => newEvent(host, i));
    expect(made.map((r) => r.status)).toEqual(Array(made.length).fill(201));
    const over = await newEvent(host, 999);
    expectRateLimited(over);
    expect(over.body.error.message).toMatch(/created many events/);
    expect((await newEvent(other, 1)).status).toBe(201);
  });

  it(`writes: ${RATE_LIMITS.writesPerMinute} a minute per person, then 429`, async () => {
    const eventId = (await newEvent(other, 2)).body.data.event.id;
    const like = () =>
      api.request('/v2/events/like', { token: other.auth.idToken, json: { eventId } });
    const answers = await many(RATE_LIMITS.writesPerMinute, like);
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([200]));
    expectRateLimited(await like());
  });

  it(`reads: ${RATE_LIMITS.readsPerMinute} a minute per client address, then 429; another address is served`, async () => {
    const from = { 'x-forwarded-for': '198.51.100.20' };
    // A cheap read (a malformed id is a 404 before the database): the count is what is tested.
    const read = () => api.request('/v2/events/?eventId=nope', { headers: from });
    const answers = await many(RATE_LIMITS.readsPerMinute, read);
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([404]));
    // Answers within the limit carry no rate-limit headers (only a refusal does).
    expect(answers.some((r) => r.headers.has('x-ratelimit-remaining'))).toBe(false);
    expectRateLimited(await read());
    const elsewhere = await api.request('/v2/events/?eventId=nope', {
      headers: { 'x-forwarded-for': '198.51.100.21' },
    });
    expect(elsewhere.status).toBe(404);
  });

  it(`sign-in calls: ${RATE_LIMITS.authPerMinute} a minute per client address, then 429`, async () => {
    const from = { 'x-forwarded-for': '198.51.100.30' };
    const exists = () =>
      api.request('/v2/users/exists', { token: host.auth.idToken, headers: from });
    const answers = await many(RATE_LIMITS.authPerMinute, exists);
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([200]));
    expectRateLimited(await exists());
  });

  it(`uploads: ${RATE_LIMITS.uploadsPerHour} images an hour per person (the quota), then 429`, async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const uploader = await api.createUser({ name: 'Uploader' });
    const send = async (): Promise<TestResponse> => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      const res = await fetch(`${api.origin}/v2/images/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${uploader.auth.idToken}` },
        body: form,
      });
      return { status: res.status, headers: res.headers, body: await res.json() };
    };
    const answers = await many(RATE_LIMITS.uploadsPerHour, send);
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([201]));
    expectRateLimited(await send());
  });
});

describe('scaledRateLimits', () => {
  it("multiplies every limit, the client reports' own included", () => {
    const scaled = scaledRateLimits(100);
    expect(Object.keys(scaled).sort()).toEqual(Object.keys(API_RATE_LIMITS).sort());
    for (const [name, value] of Object.entries(API_RATE_LIMITS)) {
      expect(scaled[name as keyof typeof API_RATE_LIMITS], name).toBe(value * 100);
    }
    expect(API_RATE_LIMITS.clientReportsPerMinute).toBe(CLIENT_ERROR_LIMITS.perMinutePerClient);
  });
});
