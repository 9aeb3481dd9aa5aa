/**
 * GET /events/scraped/request over HTTP: who may read, that a person sees only their own requests
 * (newest first, with the state the team set), and paging that neither repeats nor skips a row.
 * Asking (POST) is covered in host-insights.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { scrapedEventRequests } from '../db/schema-insights';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

let api: TestApi;
let alice: Person;
let bob: Person;

beforeAll(async () => {
  api = await startTestApi();
  alice = await api.createUser({ name: 'Alice Asker' });
  bob = await api.createUser({ name: 'Bob Asker' });
});
afterAll(() => api?.close());

const ask = (who: Person, url: string, intent: 'list' | 'claim' = 'list') =>
  api.request('/v2/events/scraped/request', { token: who.auth.idToken, json: { url, intent } });
const mine = (token: string | undefined, query = '') =>
  api.request(`/v2/events/scraped/request${query}`, { token });

describe('GET /events/scraped/request', () => {
  it('401 for a visitor, 404 for a signed-in person with no account', async () => {
    expect((await mine(undefined)).status).toBe(401);
    const noAccount = await api.signIn();
    const res = await mine(noAccount.idToken);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('user_not_found');
  });

  it('an empty list before asking anything', async () => {
    const res = await mine(alice.auth.idToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      requests: [],
      pagination: { continuationToken: null, hasMoreItems: false },
    });
  });

  it("answers only the caller's own requests, newest first, with the state the team set", async () => {
    const first = await ask(alice, 'https://tickets.example.org/e/first');
    const second = await ask(alice, 'https://tickets.example.org/e/second', 'claim');
    const bobs = await ask(bob, 'https://tickets.example.org/e/first');
    expect([first.status, second.status, bobs.status]).toEqual([201, 201, 201]);
    await api.database.db
      .update(scrapedEventRequests)
      .set({ status: 'accepted' })
      .where(eq(scrapedEventRequests.id, first.body.data.request.id));

    const res = await mine(alice.auth.idToken);
    expect(res.status).toBe(200);
    expect(res.body.data.requests.map((r: { id: string }) => r.id)).toEqual([
      second.body.data.request.id,
      first.body.data.request.id,
    ]);
    expect(res.body.data.requests[0]).toMatchObject({
      url: 'https://tickets.example.org/e/second',
      intent: 'claim',
      status: 'received',
      created: false,
    });
    expect(res.body.data.requests[1]).toMatchObject({ intent: 'list', status: 'accepted' });

    const bobsList = await mine(bob.auth.idToken);
    expect(bobsList.body.data.requests.map((r: { id: string }) => r.id)).toEqual([
      bobs.body.data.request.id,
    ]);
  });

  it('pages by continuation token without repeating or skipping, and refuses a forged token', async () => {
    const carol = await api.createUser({ name: 'Carol Pager' });
    const asked: string[] = [];
    for (let i = 0; i < 5; i++) {
      asked.push((await ask(carol, `https://pages.example.org/e/${i}`)).body.data.request.id);
    }
    const seen: string[] = [];
    let query = '?limit=2';
    let pages = 0;
    for (;;) {
      const res = await mine(carol.auth.idToken, query);
      expect(res.status).toBe(200);
      pages += 1;
      expect(res.body.data.requests.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.requests.map((r: { id: string }) => r.id));
      const { continuationToken, hasMoreItems } = res.body.data.pagination;
      if (!hasMoreItems) {
        expect(continuationToken).toBeNull();
        break;
      }
      query = `?limit=2&continuationToken=${continuationToken}`;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...asked].reverse());

    const forged = await mine(carol.auth.idToken, '?continuationToken=not-a-token');
    expect(forged.status).toBe(400);
    const tooMany = await mine(carol.auth.idToken, '?limit=1000');
    expect(tooMany.status).toBe(400);
  });
});
