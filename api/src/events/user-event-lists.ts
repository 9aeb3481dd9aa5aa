/**
 * The signed-in user's own event lists, paged by the feed's keyset cursor:
 * - `upcoming`: not ended, and the user hosts it, co-hosts it (accepted) or holds a valid pass;
 * - `liked`: not ended, and the user liked it;
 * - `hostedPast`: ended, and the user hosted or co-hosted it — newest first;
 * - `hosting`: not ended, and the user hosts or co-hosts it (accepted): the dashboards they open.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { UserEventList } from 'contract';
import type { Database } from '../db/database';
import { events, users } from '../db/schema';
import { hasEnded, notEnded, type EventWithHost } from './event-repository';
import type { FeedCursor } from './feed-cursor';

export interface UserEventPageQuery {
  list: UserEventList;
  userId: string;
  now: Date;
  after: FeedCursor | null;
  limit: number;
}

/**
 * Ids of the events the user hosts or co-hosts (accepted). One `in (…)` over a union, never an
 * `or` between a column and a subquery: that `or` can only be checked row by row, so PostgreSQL
 * would read every event ever made to answer one person's list; the union is read through the
 * person's own index entries (events_host_id_idx, event_organizers' key) and grows with their
 * history only.
 */
function organizedIds(userId: string): SQL {
  return sql`select e.id from events e where e.host_id = ${userId}
    union all select o.event_id from event_organizers o where o.user_id = ${userId} and o.status = 'accepted'`;
}

function membership(list: UserEventList, userId: string, now: Date): SQL {
  switch (list) {
    case 'upcoming':
      // `= any(array(…))`: the person's ids are read once (an InitPlan); an `in` here was planned
      // as a semi join that re-read them for every live event.
      return sql`${events.id} = any(array(${organizedIds(userId)}
        union all select p.event_id from passes p where p.holder_id = ${userId} and p.status = 'valid')) and ${notEnded(now)}`;
    case 'liked':
      return sql`${events.id} in (select l.event_id from event_likes l where l.user_id = ${userId}) and ${notEnded(now)}`;
    case 'hostedPast':
      return sql`${events.id} in (${organizedIds(userId)}) and ${hasEnded(now)}`;
    case 'hosting':
      // As `upcoming` (live events): the person's ids read once, never a semi join per live event.
      return sql`${events.id} = any(array(${organizedIds(userId)})) and ${notEnded(now)}`;
  }
}

export async function userEventPage(db: Database, q: UserEventPageQuery): Promise<EventWithHost[]> {
  return userEventPageQuery(db, q);
}

/** A list's query, unexecuted (the query plan test and the bench EXPLAIN it). */
export function userEventPageQuery(db: Database, q: UserEventPageQuery) {
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
