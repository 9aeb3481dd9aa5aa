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

/** An event without an end time counts as running for this long after it starts. */
export const ASSUMED_EVENT_DURATION = '6 hours';

export function createEventRepository(db: Database): EventRepository {
  const withHost = () =>
    db
      .select({ event: events, host: users })
      .from(events)
      .innerJoin(users, eq(events.hostId, users.id));

  return {
    async findById(id) {
      if (!isUuid(id)) return null;
      const [row] = await withHost().where(eq(events.id, id)).limit(1);
      return row ?? null;
    },

    async feedPage({ now, after, limit }) {
      const afterCursor = after
        ? sql`(${events.startTime}, ${events.id}) > (to_timestamp(${after.startTime}::double precision), ${after.id}::uuid)`
        : undefined;
      return withHost()
        .where(and(notEnded(now), afterCursor))
        .orderBy(asc(events.startTime), asc(events.id))
        .limit(limit);
    },

    async feedCount(now) {
      const [row] = await db.select({ n: count() }).from(events).where(notEnded(now));
      return Number(row?.n ?? 0);
    },
  };
}

/** Events that have not ended at `now` (the feed, search). */
export function notEnded(now: Date): SQL {
  return sql`coalesce(${events.endTime}, ${events.startTime} + ${ASSUMED_EVENT_DURATION}::interval) >= ${now.toISOString()}::timestamptz`;
}
