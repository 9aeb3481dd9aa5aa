/**
 * Moves ended events out of the live set: sets `events.archived` on those that ended more than
 * `ARCHIVE_GRACE_MS` ago, so the partial indexes the feed, search and upcoming lists read stay the
 * size of what is on, not of everything that ever was (docs/performance.md).
 *
 * Safe with any number of API processes sweeping at once: each batch takes its rows with
 * `for update skip locked` (two sweepers never wait on or redo each other's rows) and the update is
 * idempotent (archiving an archived event changes nothing). Archived means ended, so a sweep that
 * never runs only costs speed, never a wrong answer: queries still check `ends_at`.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Events stay live this long after they end, so a clock a little behind still sees them. */
export const ARCHIVE_GRACE_MS = 60 * 60_000;
/** Rows per transaction: short locks, a bounded amount of work per statement. */
const BATCH = 5_000;

export async function archiveEndedEvents(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ARCHIVE_GRACE_MS).toISOString();
  let archived = 0;
  for (;;) {
    const result = await db.execute(sql`
      update events set archived = true
      where id in (
        select id from events
        where not archived and ends_at < ${before}::timestamptz
        limit ${BATCH}
        for update skip locked
      )`);
    const count = rowCount(result);
    archived += count;
    if (count < BATCH) return archived;
  }
}

function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
