import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLikes, events } from '../db/schema';
import { eventSearchDocument, userSearchDocument } from '../db/search-documents';
import { users } from '../db/schema';
import { seedDemoData } from '../seed/demo-data';
import { startTestApi, type TestApi } from '../../test/test-api';

const NOW = new Date('2026-03-10T17:00:00Z');
let api: TestApi;
let liker: { auth: { idToken: string }; user: { id: string } };

beforeAll(async () => {
  api = await startTestApi({ clock: () => NOW });
  await seedDemoData(api.database.db, { now: NOW });
  liker = await api.createUser({ name: 'Search Liker' });
});
afterAll(() => api?.close());

const names = (list: { name: string }[]) => list.map((x) => x.name);
const search = (query: string, token?: string) => api.request(`/v2/search?${query}`, { token });

async function eventId(name: string): Promise<string> {
  const [row] = await api.database.db.select().from(events).where(eq(events.name, name));
  return row!.id;
}

describe('GET /v2/search', () => {
  it('finds events by the start of every word, in any case', async () => {
    const res = await search('query=JAZ%20roof');
    expect(res.status).toBe(200);
    expect(names(res.body.data.events)).toEqual(['Rooftop Jazz Night']);
    expect(res.body.data.organizations).toEqual([]);
    const event = res.body.data.events[0];
    expect(event.host.username).toBe('maya.hosts');
    expect(event).toHaveProperty('ticketTypes');
    // Four demo guests RSVP'd to it.
    expect(event.numGoing).toBe(4);
    expect(event.attendees.map((a: { name: string }) => a.name)).toEqual([
      'Alex Kim',
      'Sam Okafor',
      'Lena Fischer',
      'Diego Santos',
    ]);
  });

  it('finds events by city and venue, and never ones that have ended', async () => {
    const res = await search('query=brooklyn&type=event');
    // "Brooklyn Vintage Flea" was three days ago.
    expect(names(res.body.data.events)).toEqual(['Rooftop Jazz Night']);
    const venue = await search('query=wells%20street&type=event');
    expect(names(venue.body.data.events)).toEqual(['Deep Dish & Improv Comedy']);
  });

  it('finds users by name and by any part of their username', async () => {
    const byName = await search('query=maya');
    expect(names(byName.body.data.users)).toEqual(['Maya Chen']);
    const byUsername = await search('query=runs&type=user');
    expect(names(byUsername.body.data.users)).toEqual(['Priya Patel']);
    expect(byUsername.body.data.events).toEqual([]);
    expect(byUsername.body.data.users[0]).not.toHaveProperty('phone');
  });

  it('limits results to the requested type', async () => {
    const onlyEvents = await search('query=sunset&type=event');
    expect(names(onlyEvents.body.data.events)).toEqual(['Sunset Beach Volleyball']);
    expect(onlyEvents.body.data.users).toEqual([]);
    const both = await search('query=sunset');
    expect(names(both.body.data.users)).toEqual(['Sunset Collective']);
    const orgs = await search('query=sunset&type=organization');
    expect(orgs.body.data).toEqual({
      events: [],
      users: [],
      organizations: [
        // A demo organization; a visitor has no friends in it to count (null).
        expect.objectContaining({ name: 'Sunset Collective Crew', numFriends: null }),
      ],
      pagination: { continuationToken: null, hasMoreItems: false },
    });
  });

  it('finds nothing (not an error) for a query without letters or digits', async () => {
    const res = await search(`query=${encodeURIComponent('&&& !!')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.events).toEqual([]);
    expect(res.body.data.users).toEqual([]);
  });

  it('pages each type with a continuation token, every match exactly once', async () => {
    const all = await search('query=a&type=event&limit=50');
    const expected = all.body.data.events.map((e: { id: string }) => e.id);
    expect(expected.length).toBeGreaterThan(3);
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const res = await search(
        `query=a&type=event&limit=2${token ? `&continuationToken=${token}` : ''}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.data.events.map((e: { id: string }) => e.id));
      token = res.body.data.pagination.continuationToken;
      expect(res.body.data.pagination.hasMoreItems).toBe(token !== null);
      pages++;
    } while (token && pages < 20);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 2));
  });

  it('ranks what the caller is close to first with priority=true', async () => {
    const plain = await search('query=austin&type=event');
    const plainOrder = names(plain.body.data.events);
    expect(plainOrder).toHaveLength(2);
    const lastOne = plainOrder[1]!;
    await api.database.db
      .insert(eventLikes)
      .values({ eventId: await eventId(lastOne), userId: liker.user.id });
    const mine = await search('query=austin&type=event&priority=true', liker.auth.idToken);
    expect(names(mine.body.data.events)).toEqual([lastOne, plainOrder[0]]);
    expect(mine.body.data.events[0].isLiked).toBe(true);
    // Without the flag, the same caller gets plain relevance.
    const unflagged = await search('query=austin&type=event', liker.auth.idToken);
    expect(names(unflagged.body.data.events)).toEqual(plainOrder);
    // Anonymous callers cannot have priority; the flag is ignored.
    const anonymous = await search('query=austin&type=event&priority=true');
    expect(names(anonymous.body.data.events)).toEqual(plainOrder);
  });

  it('ranks the hosts of events the caller is close to first among people', async () => {
    const caller = await api.createUser({ name: 'Jazz Fan' });
    const plain = await search('query=c&type=user');
    const plainOrder = names(plain.body.data.users);
    expect(plainOrder.length).toBeGreaterThanOrEqual(2);
    const other = plainOrder.at(-1)!;
    const [otherHost] = await api.database.db.select().from(users).where(eq(users.name, other));
    const [hosted] = await api.database.db
      .select()
      .from(events)
      .where(eq(events.hostId, otherHost!.id))
      .limit(1);
    expect(hosted).toBeDefined();
    await api.database.db
      .insert(eventLikes)
      .values({ eventId: hosted!.id, userId: caller.user.id });
    const mine = await search('query=c&type=user&priority=true', caller.auth.idToken);
    expect(names(mine.body.data.users)[0]).toBe(other);
  });

  it.each([
    ['a missing query', '', 'query is required'],
    ['an empty query', 'query=', 'query must not be empty'],
    ['a blank query', 'query=%20%20%20', 'query must not be empty'],
    ['a long query', `query=${'a'.repeat(101)}`, 'query must be at most 100 characters long'],
    ['an unknown type', 'query=x&type=place', 'type must be one of: event, user, organization'],
    ['a zero limit', 'query=x&limit=0', 'limit must be at least 1'],
    ['a priority that is not a boolean', 'query=x&priority=yes', 'priority must be a boolean'],
  ])('answers 400 for %s', async (_, query, message) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toBe(message);
  });

  it('refuses a continuation token made for another search', async () => {
    const first = await search('query=a&type=event&limit=1');
    const token = first.body.data.pagination.continuationToken;
    expect(token).toEqual(expect.any(String));
    for (const other of [
      'query=b&type=event&limit=1',
      'query=a&limit=1',
      'query=a&type=event&limit=2',
    ]) {
      const res = await search(`${other}&continuationToken=${token}`);
      expect(res.status, other).toBe(400);
      expect(res.body.error.details).toEqual({ field: 'continuationToken' });
    }
    const garbage = await search('query=a&continuationToken=not-a-token');
    expect(garbage.status).toBe(400);
  });

  it('uses the full-text GIN indexes (no sequential scan needed)', async () => {
    const db = api.database.db;
    const plans = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = async (query: ReturnType<typeof sql>) => {
        const result = (await tx.execute(query)) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      };
      return [
        await plan(
          sql`explain select id from ${events} where ${eventSearchDocument(events)} @@ to_tsquery('simple', 'jazz:*') and not ${events.archived}`,
        ),
        await plan(
          sql`explain select id from ${users} where ${userSearchDocument(users)} @@ to_tsquery('simple', 'maya:*')`,
        ),
      ];
    });
    // Events: the partial index of live (unarchived) events; the history is not in it.
    expect(plans[0]).toContain('events_live_search_idx');
    expect(plans[1]).toContain('users_search_idx');
  });
});
