/**
 * Everything an Event shows beyond its own row: ticket types (ticketing's view), likes, view and
 * share counts, and the computed fields (who is going). One query per kind for a whole page of
 * events, never one per event. The parts the same for everyone may come from the per-process
 * cache (shared-event-details.ts); the caller's own (liked, friends going) are always read.
 */
import { and, asc, countDistinct, count, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { eventLikes, eventMetricMarks, events, users } from '../db/schema';
import { passes } from '../db/schema-ticketing';
import { friendIdsOf } from '../social/friend-lists';
import { ticketTypesForEvents } from '../tickets/ticket-types';
import { toPublicUser } from '../users/user-view';
import type { EventWithHost } from './event-repository';
import type { Event, PublicUser, TicketTypeView } from 'contract';
import { toBaseEvent } from './event-view';
import type { SharedEventDetails } from './shared-event-details';

/** How many of the people going an event lists (the going text names at most three). */
export const ATTENDEES_SHOWN = 5;

export interface EventDetailsOptions {
  /** The signed-in caller's user id, for `isLiked`, `numFriends` and friends first among attendees. */
  callerId: string | null;
  /** False when the client sent `X-Exclude-Computed-Fields: true`. */
  computed: boolean;
  now: Date;
  /** The per-process cache of the parts that are the same for everyone; none on writes and in tests. */
  shared?: SharedEventDetails | null;
}

/** What an Event shows that is the same for every reader (cached per process: shared-event-details.ts). */
export interface EventSharedDetails {
  ticketTypes: TicketTypeView[];
  numLikes: number;
  numViews: number;
  numShares: number;
  /** With the computed fields only: everyone going, and the first of them in pass order. */
  going: { numGoing: number; attendees: PublicUser[] } | null;
}

export async function toEvents(
  db: Database,
  rows: readonly EventWithHost[],
  options: EventDetailsOptions,
): Promise<Event[]> {
  const ids = rows.map((r) => r.event.id);
  if (ids.length === 0) return [];
  const cache = options.shared ?? null;
  const known = cache?.get(ids, options.computed) ?? new Map<string, EventSharedDetails>();
  const missing = ids.filter((id) => !known.has(id));
  const mark = cache?.mark() ?? 0;
  const [fetched, personal] = await Promise.all([
    sharedDetails(db, missing, options),
    personalDetails(db, ids, options),
  ]);
  cache?.remember(mark, options.computed, fetched);
  return rows.map(({ event, host }) => {
    const shared = known.get(event.id) ?? fetched.get(event.id)!;
    return {
      ...toBaseEvent(event, host),
      ticketTypes: shared.ticketTypes,
      numLikes: shared.numLikes,
      isLiked: personal.liked.has(event.id),
      numViews: shared.numViews,
      numShares: shared.numShares,
      ...(shared.going
        ? {
            numGoing: shared.going.numGoing,
            attendees: friendsFirst(
              personal.friendsGoing?.attendees.get(event.id) ?? [],
              shared.going.attendees,
            ),
            // Null for a visitor: there is no one whose friends these could be.
            numFriends:
              personal.friendsGoing === null
                ? null
                : (personal.friendsGoing.counts.get(event.id) ?? 0),
          }
        : {}),
    };
  });
}

/**
 * The first attendees as the going text shows them: the caller's friends first, then everyone
 * else, each group in the order they got their pass. `everyone` is the first ATTENDEES_SHOWN of all
 * holders in that order, so it always holds enough non-friends to fill the list.
 */
function friendsFirst(friends: readonly PublicUser[], everyone: readonly PublicUser[]) {
  if (friends.length === 0) return [...everyone];
  const friendIds = new Set(friends.map((f) => f.id));
  return [...friends, ...everyone.filter((p) => !friendIds.has(p.id))].slice(0, ATTENDEES_SHOWN);
}

async function sharedDetails(
  db: Database,
  ids: string[],
  options: EventDetailsOptions,
): Promise<Map<string, EventSharedDetails>> {
  if (ids.length === 0) return new Map();
  const [ticketTypes, likes, metrics, going] = await Promise.all([
    ticketTypesForEvents(db, ids, options.now),
    likeCounts(db, ids),
    metricCounts(db, ids),
    options.computed ? goingOf(db, ids) : null,
  ]);
  return new Map(
    ids.map((id) => [
      id,
      {
        ticketTypes: ticketTypes.get(id) ?? [],
        numLikes: likes.get(id) ?? 0,
        numViews: metrics.get(`${id}:view`) ?? 0,
        numShares: metrics.get(`${id}:share`) ?? 0,
        going: going
          ? { numGoing: going.counts.get(id) ?? 0, attendees: going.attendees.get(id) ?? [] }
          : null,
      },
    ]),
  );
}

/**
 * What only the caller sees, in one query for the page: whether they liked each event and how many
 * of their friends hold a valid pass to it; then, only where some do, which of them (the going list
 * names friends first).
 */
async function personalDetails(db: Database, ids: string[], options: EventDetailsOptions) {
  const { callerId } = options;
  if (callerId === null) return { liked: new Set<string>(), friendsGoing: null };
  // Written out: drizzle leaves a lone table's columns unqualified, and inside the subqueries a
  // bare "id" would be the inner table's own.
  const eventId = sql`"events"."id"`;
  const rows = await db
    .select({
      eventId: events.id,
      liked: sql<boolean>`exists (select 1 from ${eventLikes} where ${eventLikes.eventId} = ${eventId} and ${eventLikes.userId} = ${callerId})`,
      friends: options.computed
        ? sql<number>`(select count(distinct ${passes.holderId}) from ${passes} where ${passes.eventId} = ${eventId} and ${passes.status} = ${'valid'} and ${passes.holderId} in ${friendIdsOf(db, callerId)})`
        : sql<number>`0`,
    })
    .from(events)
    .where(inArray(events.id, ids));
  const liked = new Set(rows.filter((r) => r.liked).map((r) => r.eventId));
  if (!options.computed) return { liked, friendsGoing: null };
  const counts = new Map(
    rows.filter((r) => Number(r.friends) > 0).map((r) => [r.eventId, Number(r.friends)]),
  );
  const attendees =
    counts.size === 0
      ? new Map<string, PublicUser[]>()
      : await firstHolders(
          db,
          and(
            inArray(passes.eventId, [...counts.keys()]),
            eq(passes.status, 'valid'),
            sql`${passes.holderId} in ${friendIdsOf(db, callerId)}`,
          ),
        );
  return { liked, friendsGoing: { counts, attendees } };
}

async function likeCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ eventId: eventLikes.eventId, n: count() })
    .from(eventLikes)
    .where(inArray(eventLikes.eventId, ids))
    .groupBy(eventLikes.eventId);
  return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
}

async function metricCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ eventId: eventMetricMarks.eventId, kind: eventMetricMarks.kind, n: count() })
    .from(eventMetricMarks)
    .where(inArray(eventMetricMarks.eventId, ids))
    .groupBy(eventMetricMarks.eventId, eventMetricMarks.kind);
  return new Map(rows.map((r) => [`${r.eventId}:${r.kind}`, Number(r.n)]));
}

/**
 * Distinct people holding a valid pass (free RSVPs are passes too) and the first few of them in
 * the order they got their pass: the same for every reader.
 */
async function goingOf(db: Database, ids: string[]) {
  const valid = and(inArray(passes.eventId, ids), eq(passes.status, 'valid'));
  const countRows = await db
    .select({ eventId: passes.eventId, n: countDistinct(passes.holderId) })
    .from(passes)
    .where(valid)
    .groupBy(passes.eventId);
  return {
    counts: new Map(countRows.map((r) => [r.eventId, Number(r.n)])),
    attendees: await firstHolders(db, valid),
  };
}

/** The first ATTENDEES_SHOWN holders per event of the passes `valid` selects, in pass order. */
async function firstHolders(db: Database, valid: SQL | undefined) {
  const holders = db
    .select({
      eventId: passes.eventId,
      holderId: passes.holderId,
      rank: sql<number>`row_number() over (partition by ${passes.eventId} order by min(${passes.createdAt}), ${passes.holderId})`.as(
        'rank',
      ),
    })
    .from(passes)
    .where(valid)
    .groupBy(passes.eventId, passes.holderId)
    .as('holders');
  const attendeeRows = await db
    .select({ eventId: holders.eventId, user: users })
    .from(holders)
    .innerJoin(users, eq(users.id, holders.holderId))
    .where(lte(holders.rank, ATTENDEES_SHOWN))
    .orderBy(asc(holders.eventId), asc(holders.rank));
  const attendees = new Map<string, PublicUser[]>();
  for (const row of attendeeRows) {
    const list = attendees.get(row.eventId) ?? [];
    list.push(toPublicUser(row.user));
    attendees.set(row.eventId, list);
  }
  return attendees;
}
