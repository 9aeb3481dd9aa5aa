import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let host: Person;
let fan: Person;
let other: Person;
let eventId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  api = await startTestApi();
  [host, fan, other] = await Promise.all([
    api.createUser({ name: 'Like Host' }),
    api.createUser({ name: 'Big Fan' }),
    api.createUser({ name: 'Other Fan' }),
  ]);
  const created = await api.request('/v2/events/', {
    token: host.auth.idToken,
    json: { name: 'Likeable', startTime: Math.floor(Date.now() / 1000) + 86_400, timeZone: 'UTC' },
  });
  eventId = created.body.data.event.id;
});
afterAll(() => api?.close());

const like = (who: Person, id = eventId) =>
  api.request('/v2/events/like', { json: { eventId: id }, token: who.auth.idToken });
const unlike = (who: Person, id = eventId) =>
  api.request(`/v2/events/like?eventId=${id}`, { method: 'DELETE', token: who.auth.idToken });
const read = (who?: Person) =>
  api.request(`/v2/events/?eventId=${eventId}`, { token: who?.auth.idToken });

describe('POST and DELETE /v2/events/like', () => {
  it('likes once however often it is pressed, and shows it on the event', async () => {
    expect((await like(fan)).body).toEqual({ data: { isLiked: true, numLikes: 1 } });
    expect((await like(fan)).body).toEqual({ data: { isLiked: true, numLikes: 1 } });
    expect((await like(other)).body.data.numLikes).toBe(2);
    expect((await read(fan)).body.data.event).toMatchObject({ numLikes: 2, isLiked: true });
    expect((await read(host)).body.data.event).toMatchObject({ numLikes: 2, isLiked: false });
    expect((await read()).body.data.event).toMatchObject({ numLikes: 2, isLiked: false });
  });

  it('counts one like when the same person presses it many times at once', async () => {
    const eager = await api.createUser({ name: 'Eager Clicker' });
    const before = (await read()).body.data.event.numLikes;
    const answers = await Promise.all(Array.from({ length: 6 }, () => like(eager)));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect((await read()).body.data.event.numLikes).toBe(before + 1);
    await unlike(eager);
  });

  it('unlikes idempotently', async () => {
    expect((await unlike(other)).body).toEqual({ data: { isLiked: false, numLikes: 1 } });
    expect((await unlike(other)).body).toEqual({ data: { isLiked: false, numLikes: 1 } });
    expect((await read(other)).body.data.event.isLiked).toBe(false);
  });

  it('needs a signed-in user, an existing event and an eventId', async () => {
    expect((await api.request('/v2/events/like', { json: { eventId } })).status).toBe(401);
    expect((await like(fan, UNKNOWN)).status).toBe(404);
    expect((await like(fan, 'garbage')).body.error).toEqual({
      code: 'not_found',
      message: 'Event not found',
    });
    const missing = await api.request('/v2/events/like', { json: {}, token: fan.auth.idToken });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('eventId is required');
    const noQuery = await api.request('/v2/events/like', {
      method: 'DELETE',
      token: fan.auth.idToken,
    });
    expect(noQuery.status).toBe(400);
  });
});

describe('POST /v2/events/metrics/view and /share', () => {
  const metric = (kind: string, headers: Record<string, string>, token?: string) =>
    api.request(`/v2/events/metrics/${kind}`, { json: { eventId }, headers, token });

  it('counts each viewer once a day: people by their account, anonymous ones by their address alone', async () => {
    const phone = { 'user-agent': 'PhoneBrowser/1.0' };
    const laptop = { 'user-agent': 'LaptopBrowser/2.0' };
    expect((await metric('view', phone)).body).toEqual({ data: { counted: true, count: 1 } });
    expect((await metric('view', phone)).body).toEqual({ data: { counted: false, count: 1 } });
    // Another User-Agent from the same address is not another viewer.
    expect((await metric('view', laptop)).body).toEqual({ data: { counted: false, count: 1 } });
    expect((await metric('view', phone, fan.auth.idToken)).body).toEqual({
      data: { counted: true, count: 2 },
    });
    expect((await metric('view', laptop, fan.auth.idToken)).body.data.counted).toBe(false);
    expect((await read()).body.data.event).toMatchObject({ numViews: 2, numShares: 0 });
  });

  it('believes X-Forwarded-For only from a trusted proxy: a client cannot inflate views with it', async () => {
    // This server trusts a proxy elsewhere (10.0.0.0/8); the test's loopback client is not it.
    const direct = await startTestApi({ trustProxy: '10.0.0.0/8' });
    try {
      const owner = await direct.createUser({ name: 'Direct Host' });
      const created = await direct.request('/v2/events/', {
        token: owner.auth.idToken,
        json: {
          name: 'Direct',
          startTime: Math.floor(Date.now() / 1000) + 86_400,
          timeZone: 'UTC',
        },
      });
      const id = created.body.data.event.id;
      const answers = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await direct.request('/v2/events/metrics/view', {
          json: { eventId: id },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'user-agent': `Bot/${i}` },
        });
        answers.push(res.body.data);
      }
      expect(answers.map((a) => a.counted)).toEqual([true, false, false, false, false]);
      expect(answers.at(-1)).toEqual({ counted: false, count: 1 });
    } finally {
      await direct.close();
    }
  });

  it('tells anonymous people behind the local proxy apart by their forwarded address', async () => {
    const browser = { 'user-agent': 'SameBrowser/1.0' };
    const first = await metric('view', { ...browser, 'x-forwarded-for': '203.0.113.7' });
    const second = await metric('view', { ...browser, 'x-forwarded-for': '203.0.113.8' });
    const again = await metric('view', { ...browser, 'x-forwarded-for': '203.0.113.8' });
    expect([first.body.data.counted, second.body.data.counted, again.body.data.counted]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('counts shares apart from views', async () => {
    expect((await metric('share', {}, fan.auth.idToken)).body).toEqual({
      data: { counted: true, count: 1 },
    });
    expect((await metric('share', {}, fan.auth.idToken)).body.data.counted).toBe(false);
    expect((await read()).body.data.event).toMatchObject({ numViews: 4, numShares: 1 });
  });

  it('answers 404 for an unknown event and 400 for a bad body', async () => {
    const unknown = await api.request('/v2/events/metrics/view', { json: { eventId: UNKNOWN } });
    expect(unknown.status).toBe(404);
    const bad = await api.request('/v2/events/metrics/share', { json: { eventId: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('eventId must be a string');
  });
});
