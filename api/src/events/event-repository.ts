/** Data access for events. Every read returns the event with its host, as every view shows both. */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { events, users, type EventRow, type UserRow } from '../db/schema';
import { isUuid } from '../db/uuid';
import type { FeedCursor } from './feed-cursor';

export interface EventWithHost {
  event: EventRow;
  host: UserRow;
}

export interface FeedPageQuery {
  now: Date;
  after: FeedCursor | null;
  limit: number;
}

export interface EventRepository {
  findById(id: string): Promise<EventWithHost | null>;
  /**
   * Events that have not ended yet, ordered by (start_time, id), after the cursor. Returns up to
   * `limit` rows; the caller asks for one more than it shows to learn whether more exist.
   */
  feedPage(query: FeedPageQuery): Promise<EventWithHost[]>;
  /** How many events the feed holds (those that have not ended). */
  feedCount(now: Date): Promise<number>;
}

/**
 * An event without an end time counts as running for this long after it starts. The database's
 * `event_ends_at` function (migration 0013), behind the stored `events.ends_at`, says the same.
 */
export const ASSUMED_EVENT_DURATION = '6 hours';

function withHost(db: Database) {
  return db
    .select({ event: events, host: users })
    .from(events)
    .innerJoin(users, eq(events.hostId, users.id));
}

/** The feed page's query, unexecuted (the query plan test and the bench EXPLAIN it). */
export function feedPageQuery(db: Database, { now, after, limit }: FeedPageQuery) {
  const afterCursor = after
    ? sql`(${events.startTime}, ${events.id}) > (to_timestamp(${after.startTime}::double precision), ${after.id}::uuid)`
    : undefined;
  return withHost(db)
    .where(and(notEnded(now), afterCursor))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(limit);
}

export function createEventRepository(db: Database): EventRepository {
  return {
    async findById(id) {
      if (!isUuid(id)) return null;
      const [row] = await withHost(db).where(eq(events.id, id)).limit(1);
      return row ?? null;
    },

    async feedPage(query) {
      return feedPageQuery(db, query);
    },

    async feedCount(now) {
      const [row] = await db.select({ n: count() }).from(events).where(notEnded(now));
      return Number(row?.n ?? 0);
    },
  };
}

/**
 * Events that have not ended at `now` (the feed, search, people's upcoming lists). `not archived`
 * lets PostgreSQL read the partial indexes that hold live events only (schema.ts); `ends_at`
 * decides for the events that ended but are not archived yet.
 */
export function notEnded(now: Date): SQL {
  return sql`not ${events.archived} and ${events.endsAt} >= ${now.toISOString()}::timestamptz`;
}

/** Events that have ended at `now` (archived or not). */
export function hasEnded(now: Date): SQL {
  return sql`${events.endsAt} < ${now.toISOString()}::timestamptz`;
}
