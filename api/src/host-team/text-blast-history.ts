/** `GET /events/hosts/text-blasts`: an event's blasts with how their texts stand, and who each status reaches. */
import { and, count, countDistinct, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  GUEST_STATUSES,
  TEXT_BLAST_LIMITS,
  type TextBlast,
  type TextBlastCounts,
  type TextBlastHistory,
} from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { passCheckIns } from '../db/schema-door';
import { textBlasts, textMessages } from '../db/schema-host-team';
import { passes } from '../db/schema-ticketing';
import { guestStatusSql } from '../door/guest-status';
import { toEpochSeconds } from '../time/epoch-seconds';
import { toPublicUser } from '../users/user-view';

export const HOUR_MS = 3600_000;

/** Blasts of one event (newest first, at most `historyMax`), or the one blast named. */
export async function blastViews(
  db: Database,
  which: { eventId: string } | { blastId: string },
): Promise<TextBlast[]> {
  const blasts = await db
    .select({ blast: textBlasts, sender: users })
    .from(textBlasts)
    .innerJoin(users, eq(users.id, textBlasts.sentBy))
    .where(
      'blastId' in which ? eq(textBlasts.id, which.blastId) : eq(textBlasts.eventId, which.eventId),
    )
    .orderBy(desc(textBlasts.createdAt), desc(textBlasts.id))
    .limit(TEXT_BLAST_LIMITS.historyMax);
  if (blasts.length === 0) return [];
  const tallies = await db
    .select({
      blastId: textMessages.blastId,
      status: textMessages.status,
      n: sql<number>`count(*)::int`,
    })
    .from(textMessages)
    .where(
      inArray(
        textMessages.blastId,
        blasts.map((b) => b.blast.id),
      ),
    )
    .groupBy(textMessages.blastId, textMessages.status);
  return blasts.map(({ blast, sender }) => {
    const counts: TextBlastCounts = { recipients: 0, sent: 0, queued: 0, optedOut: 0, failed: 0 };
    for (const t of tallies.filter((row) => row.blastId === blast.id)) {
      const n = Number(t.n);
      counts.recipients += n;
      if (t.status === 'opted_out') counts.optedOut += n;
      else counts[t.status] += n;
    }
    return {
      id: blast.id,
      message: blast.message,
      statuses: blast.statuses,
      sentBy: toPublicUser(sender),
      createdAt: toEpochSeconds(blast.createdAt),
      counts,
    };
  });
}

/** How many people (not passes) each guest status would text now. */
async function audience(db: Database, eventId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: guestStatusSql, n: countDistinct(passes.holderId) })
    .from(passes)
    .leftJoin(passCheckIns, eq(passCheckIns.passId, passes.id))
    .where(and(eq(passes.eventId, eventId)))
    .groupBy(guestStatusSql);
  const counts: Record<string, number> = Object.fromEntries(GUEST_STATUSES.map((s) => [s, 0]));
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export async function textBlastHistory(
  db: Database,
  eventId: string,
  now: Date,
): Promise<TextBlastHistory> {
  return {
    blasts: await blastViews(db, { eventId }),
    audience: await audience(db, eventId),
    remainingThisHour: await blastsLeftThisHour(db, eventId, now),
  };
}

/** Blasts the event may still send in the hour before `now`. */
export async function blastsLeftThisHour(
  db: Database,
  eventId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(textBlasts)
    .where(
      and(
        eq(textBlasts.eventId, eventId),
        gt(textBlasts.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  return Math.max(0, TEXT_BLAST_LIMITS.blastsPerEventPerHour - Number(row?.n ?? 0));
}
