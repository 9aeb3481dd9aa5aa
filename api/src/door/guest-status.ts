/** A pass's place on the guest list, computed in SQL so the list can filter and count by it. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { GuestCounts, GuestStatus } from 'contract';
import type { Database } from '../db/database';
import { passCheckIns } from '../db/schema-door';
import { passes } from '../db/schema-ticketing';

/**
 * Any pass status but `valid` wins (cancelled, refunded, pending approval, denied, removed); then
 * checked in; else going. Needs `passCheckIns` left-joined.
 */
export const guestStatusSql: SQL<GuestStatus> = sql<GuestStatus>`case when ${passes.status} <> 'valid' then ${passes.status} when ${passCheckIns.passId} is not null then 'checked_in' else 'going' end`;

/** How many passes of the event stand in each status. */
export async function guestCounts(db: Database, eventId: string): Promise<GuestCounts> {
  const rows = await db
    .select({ status: guestStatusSql, n: sql<number>`count(*)::int` })
    .from(passes)
    .leftJoin(passCheckIns, eq(passCheckIns.passId, passes.id))
    .where(eq(passes.eventId, eventId))
    .groupBy(guestStatusSql);
  const counts: GuestCounts = {
    all: 0,
    going: 0,
    checked_in: 0,
    cancelled: 0,
    refunded: 0,
    pending: 0,
    denied: 0,
    removed: 0,
  };
  for (const row of rows) {
    counts[row.status] = Number(row.n);
    counts.all += Number(row.n);
  }
  return counts;
}
