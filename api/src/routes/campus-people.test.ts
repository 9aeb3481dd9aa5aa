/**
 * GET /campuses/members over HTTP: the people of a campus, for its members only, the caller's
 * friends first and then by name, paged; each kind of caller served or refused (a visitor, a
 * signed-in person with no record, someone of another campus or of none, a member).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestResponse } from '../../test/test-api';
import { campusMembers, campuses } from '../db/schema-campuses';
import { friendships } from '../db/schema-social';
import { canonicalPair } from '../social/friend-pairs';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

let api: TestApi;
let campusId: string;
let otherCampusId: string;
let me: Person;
let zoe: Person;
let amy: Person;
let bea: Person;
let yan: Person;
let elsewhere: Person;
let nowhere: Person;

const as = (who: Person | null, query: string) =>
  api.request(`/v2/campuses/members?${query}`, { token: who?.auth.idToken });
const names = (res: TestResponse) =>
  res.body.data.people.map((p: { user: { name: string } }) => p.user.name);

beforeAll(async () => {
  api = await startTestApi();
  const db = api.database.db;
  const rows = await db
    .insert(campuses)
    .values([{ name: 'People Test College' }, { name: 'Other Test College' }])
    .returning({ id: campuses.id });
  campusId = rows[0]!.id;
  otherCampusId = rows[1]!.id;
  const person = (name: string) => api.createUser({ name });
  [me, zoe, amy, bea, yan, elsewhere, nowhere] = await Promise.all([
    person('Mia Member'),
    person('Zoe Friend'),
    person('Amy Stranger'),
    person('bea lowercase'),
    person('Yan Friend'),
    person('Eli Elsewhere'),
    person('Noa Nowhere'),
  ]);
  const member = (who: Person, campus: string) => ({
    userId: who.user.id as string,
    campusId: campus,
    email: `${String(who.user.id)}@people.test`,
    joinedAt: new Date(),
  });
  await db
    .insert(campusMembers)
    .values([
      member(me, campusId),
      member(zoe, campusId),
      member(amy, campusId),
      member(bea, campusId),
      member(yan, campusId),
      member(elsewhere, otherCampusId),
    ]);
  // Zoe and Yan are my friends; Eli is my friend too, but at another campus.
  await db
    .insert(friendships)
    .values([
      canonicalPair(me.user.id as string, zoe.user.id as string),
      canonicalPair(me.user.id as string, yan.user.id as string),
      canonicalPair(me.user.id as string, elsewhere.user.id as string),
    ]);
});
afterAll(() => api?.close());

describe('GET /campuses/members', () => {
  it('lists a member the people there, friends first, each group by name, never the caller', async () => {
    const res = await as(me, `campusId=${campusId}`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Yan Friend', 'Zoe Friend', 'Amy Stranger', 'bea lowercase']);
    expect(res.body.data.people.map((p: { isFriend: boolean }) => p.isFriend)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    // Public fields only: a phone number never leaves with a person.
    expect(res.body.data.people[0].user.phone).toBeUndefined();
    expect(res.body.data.pagination).toEqual({ continuationToken: null, hasMoreItems: false });
  });

  it('pages in the same order, nobody twice', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    for (let page = 0; page < 5; page++) {
      const res: TestResponse = await as(
        me,
        `campusId=${campusId}&limit=3${token ? `&continuationToken=${token}` : ''}`,
      );
      expect(res.status).toBe(200);
      seen.push(...names(res));
      token = res.body.data.pagination.continuationToken;
      if (!token) break;
    }
    expect(seen).toEqual(['Yan Friend', 'Zoe Friend', 'Amy Stranger', 'bea lowercase']);
  });

  it('shows another member their own friends first', async () => {
    const res = await as(amy, `campusId=${campusId}`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['bea lowercase', 'Mia Member', 'Yan Friend', 'Zoe Friend']);
    expect(res.body.data.people.every((p: { isFriend: boolean }) => !p.isFriend)).toBe(true);
  });

  it('refuses someone of another campus or of none (403), a visitor (401), a person with no record (404)', async () => {
    for (const who of [elsewhere, nowhere]) {
      const res = await as(who, `campusId=${campusId}`);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    // Control: Eli is served at his own campus (where he is alone).
    const own = await as(elsewhere, `campusId=${otherCampusId}`);
    expect(own.status).toBe(200);
    expect(names(own)).toEqual([]);
    expect((await as(null, `campusId=${campusId}`)).status).toBe(401);
    const unregistered = await api.signIn();
    const res = await api.request(`/v2/campuses/members?campusId=${campusId}`, {
      token: unregistered.idToken,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('user_not_found');
  });

  it('answers 404 for a campus that does not exist, 400 for a bad token', async () => {
    const missing = await as(me, 'campusId=00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await as(me, 'campusId=not-a-uuid')).status).toBe(404);
    const bad = await as(me, `campusId=${campusId}&continuationToken=xyz`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual({ field: 'continuationToken' });
  });
});
