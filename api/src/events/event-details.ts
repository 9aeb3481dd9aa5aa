/**
 * Everything an Event shows beyond its own row: ticket types (ticketing's view), likes, view and
 * share counts, and the computed fields (who is going). One query per kind for a whole page of
 * events, never one per event.
 */
import { and, asc, countDistinct, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { eventLikes, eventMetricMarks, users } from '../db/schema';
import { passes } from '../db/schema-ticketing';
import { friendIdsOf } from '../social/friend-lists';
import { ticketTypesForEvents } from '../tickets/ticket-types';
import { toPublicUser } from '../users/user-view';
import type { EventWithHost } from './event-repository';
import type { Event, PublicUser } from 'contract';
import { toBaseEvent } from './event-view';

/** How many of the people going an event lists (the going text names at most three). */
export const ATTENDEES_SHOWN = 5;

export interface EventDetailsOptions {
  /** The signed-in caller's user id, for `isLiked`, `numFriends` and friends first among attendees. */
  callerId: string | null;
  /** False when the client sent `X-Exclude-Computed-Fields: true`. */
  computed: boolean;
  now: Date;
}

export async function toEvents(
  db: Database,
  rows: readonly EventWithHost[],
  options: EventDetailsOptions,
): Promise<Event[]> {
  const ids = rows.map((r) => r.event.id);
  if (ids.length === 0) return [];
  const [ticketTypes, likes, liked, metrics, going] = await Promise.all([
    ticketTypesForEvents(db, ids, options.now),
    likeCounts(db, ids),
    likedBy(db, ids, options.callerId),
    metricCounts(db, ids),
    options.computed ? goingOf(db, ids, options.callerId) : null,
  ]);
  return rows.map(({ event, host }) => ({
    ...toBaseEvent(event, host),
    ticketTypes: ticketTypes.get(event.id) ?? [],
    numLikes: likes.get(event.id) ?? 0,
    isLiked: liked.has(event.id),
    numViews: metrics.get(`${event.id}:view`) ?? 0,
    numShares: metrics.get(`${event.id}:share`) ?? 0,
    ...(going
      ? {
          numGoing: going.counts.get(event.id) ?? 0,
          attendees: going.attendees.get(event.id) ?? [],
          // Null for a visitor: there is no one whose friends these could be.
          numFriends: options.callerId === null ? null : (going.friends.get(event.id) ?? 0),
        }
      : {}),
  }));
}

async function likeCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ eventId: eventLikes.eventId, n: count() })
    .from(eventLikes)
    .where(inArray(eventLikes.eventId, ids))
    .groupBy(eventLikes.eventId);
  return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
}

async function likedBy(db: Database, ids: string[], userId: string | null): Promise<Set<string>> {
  if (!userId) return new Set();
  const rows = await db
    .select({ eventId: eventLikes.eventId })
    .from(eventLikes)
    .where(and(inArray(eventLikes.eventId, ids), eq(eventLikes.userId, userId)));
  return new Set(rows.map((r) => r.eventId));
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
 * Distinct people holding a valid pass (free RSVPs are passes too), how many of them are the
 * caller's friends, and the first few of them: the caller's friends first (SPEC section 9: the going
 * text names friends first), then in the order they got their pass.
 */
async function goingOf(db: Database, ids: string[], callerId: string | null) {
  const valid = and(inArray(passes.eventId, ids), eq(passes.status, 'valid'));
  const friendIds = callerId === null ? null : friendIdsOf(db, callerId);
  const isFriend = friendIds === null ? sql`false` : sql`${passes.holderId} in ${friendIds}`;
  const countRows = await db
    .select({
      eventId: passes.eventId,
      n: countDistinct(passes.holderId),
      friends: sql<number>`count(distinct ${passes.holderId}) filter (where ${isFriend})`,
    })
    .from(passes)
    .where(valid)
    .groupBy(passes.eventId);

  const holders = db
    .select({
      eventId: passes.eventId,
      holderId: passes.holderId,
      rank: sql<number>`row_number() over (partition by ${passes.eventId} order by bool_or(${isFriend}) desc, min(${passes.createdAt}), ${passes.holderId})`.as(
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
  return {
    counts: new Map(countRows.map((r) => [r.eventId, Number(r.n)])),
    friends: new Map(countRows.map((r) => [r.eventId, Number(r.friends)])),
    attendees,
  };
}
