/**
 * Writes a blast's texts, one per recipient, in the caller's transaction: numbers that opted out
 * (STOP) are stored as `opted_out` and never sent; the rest are `queued` until they are due (quiet
 * hours, in the event's time zone: people have none), then sent by `deliverDueTexts`. Used by text
 * blasts and by cancelling an event.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { smsOptOuts, textMessages } from '../db/schema-host-team';
import { nextSendTime } from '../time/quiet-hours';

export async function queueTexts(
  tx: Database,
  {
    blastId,
    recipients,
    timeZone,
    now,
  }: {
    blastId: string;
    recipients: readonly { id: string; phone: string }[];
    timeZone: string;
    now: Date;
  },
): Promise<void> {
  if (recipients.length === 0) return;
  const optedOut = new Set(
    (
      await tx
        .select({ phone: smsOptOuts.phone })
        .from(smsOptOuts)
        .where(
          inArray(
            smsOptOuts.phone,
            recipients.map((r) => r.phone),
          ),
        )
    ).map((row) => row.phone),
  );
  const sendAfter = nextSendTime(now, timeZone);
  await tx.insert(textMessages).values(
    recipients.map((r) => ({
      blastId,
      recipientId: r.id,
      phone: r.phone,
      status: optedOut.has(r.phone) ? ('opted_out' as const) : ('queued' as const),
      sendAfter,
    })),
  );
}
