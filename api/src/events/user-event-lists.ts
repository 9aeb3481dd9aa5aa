/**
 * The signed-in user's own event lists, paged by the feed's keyset cursor:
 * - `upcoming`: not ended, and the user hosts it, co-hosts it (accepted) or holds a valid pass;
 * - `liked`: not ended, and the user liked it;
 * - `hostedPast`: ended, and the user hosted or co-hosted it — newest first.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { events, users } from '../db/schema';
import { ASSUMED_EVENT_DURATION, notEnded, type EventWithHost } from './event-repository';
import type { FeedCursor } from './feed-cursor';

export const USER_EVENT_LISTS = ['upcoming', 'liked', 'hostedPast'] as const;
export type UserEventList = (typeof USER_EVENT_LISTS)[number];

export interface UserEventPageQuery {
  list: UserEventList;
  userId: string;
  now: Date;
  after: FeedCursor | null;
  limit: number;
}

function organizes(userId: string): SQL {
  return sql`(${events.hostId} = ${userId} or ${events.id} in (select o.event_id from event_organizers o where o.user_id = ${userId} and o.status = 'accepted'))`;
}

function membership(list: UserEventList, userId: string, now: Date): SQL {
  switch (list) {
    case 'upcoming':
      return sql`(${organizes(userId)} or ${events.id} in (select p.event_id from passes p where p.holder_id = ${userId} and p.status = 'valid')) and ${notEnded(now)}`;
    case 'liked':
      return sql`${events.id} in (select l.event_id from event_likes l where l.user_id = ${userId}) and ${notEnded(now)}`;
    case 'hostedPast':
      return sql`${organizes(userId)} and coalesce(${events.endTime}, ${events.startTime} + ${ASSUMED_EVENT_DURATION}::interval) < ${now.toISOString()}::timestamptz`;
  }
}

export async function userEventPage(db: Database, q: UserEventPageQuery): Promise<EventWithHost[]> {
  const newestFirst = q.list === 'hostedPast';
  const cursor = q.after
    ? sql`(${events.startTime}, ${events.id}) ${sql.raw(newestFirst ? '<' : '>')} (to_timestamp(${q.after.startTime}::double precision), ${q.after.id}::uuid)`
    : undefined;
  const order = newestFirst
    ? [desc(events.startTime), desc(events.id)]
    : [asc(events.startTime), asc(events.id)];
  return db
    .select({ event: events, host: users })
    .from(events)
    .innerJoin(users, eq(events.hostId, users.id))
    .where(and(membership(q.list, q.userId, q.now), cursor))
    .orderBy(...order)
    .limit(q.limit);
}
