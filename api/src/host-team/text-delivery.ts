/**
 * Sends the texts that are due: queued, their `sendAfter` reached. Each text is claimed with a
 * conditional update before it is sent, so two senders (the blast's own request and the sweep)
 * never send one text twice; the opt-out list is read again just before sending.
 */
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { blastText } from 'contract';
import type { Database } from '../db/database';
import { events, users } from '../db/schema';
import { smsOptOuts, textBlasts, textMessages } from '../db/schema-host-team';
import type { SmsProvider } from '../messaging/sms-provider';

/** A claim older than this is taken to be a sender that died mid-way; the text may be retaken. */
const STALE_CLAIM_MS = 5 * 60_000;
const BATCH = 100;

export interface DeliveryReport {
  sent: number;
  optedOut: number;
  failed: number;
}

export async function deliverDueTexts(
  db: Database,
  sms: SmsProvider,
  now: Date,
  {
    blastId,
    signal,
  }: {
    blastId?: string;
    /** Aborted: stop before claiming the next text (the one in hand is sent and recorded). */
    signal?: AbortSignal;
  } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, optedOut: 0, failed: 0 };
  const messages = new Map<string, string>();
  const messageOf = async (id: string) => {
    let message = messages.get(id);
    if (message === undefined) {
      // What the guest receives names the event and its host and ends with the opt-out words
      // (contract's blastText, which the dashboard previews).
      const [blast] = await db
        .select({ message: textBlasts.message, eventName: events.name, hostName: users.name })
        .from(textBlasts)
        .innerJoin(events, eq(events.id, textBlasts.eventId))
        .innerJoin(users, eq(users.id, events.hostId))
        .where(eq(textBlasts.id, id));
      message = blast ? blastText(blast) : '';
      messages.set(id, message);
    }
    return message;
  };
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  const claimable = and(
    eq(textMessages.status, 'queued'),
    lte(textMessages.sendAfter, now),
    or(isNull(textMessages.claimedAt), lt(textMessages.claimedAt, stale)),
  );
  for (;;) {
    const due = await db
      .select({ id: textMessages.id })
      .from(textMessages)
      .where(and(claimable, blastId ? eq(textMessages.blastId, blastId) : undefined))
      .orderBy(asc(textMessages.sendAfter), asc(textMessages.id))
      .limit(BATCH);
    if (due.length === 0) return report;
    for (const { id } of due) {
      if (signal?.aborted) return report;
      const [text] = await db
        .update(textMessages)
        .set({ claimedAt: now })
        .where(and(eq(textMessages.id, id), claimable))
        .returning();
      if (!text) continue; // another sender took it
      const [optedOut] = await db
        .select({ phone: smsOptOuts.phone })
        .from(smsOptOuts)
        .where(eq(smsOptOuts.phone, text.phone));
      if (optedOut) {
        await db.update(textMessages).set({ status: 'opted_out' }).where(eq(textMessages.id, id));
        report.optedOut += 1;
        continue;
      }
      try {
        const { providerId } = await sms.send({
          to: text.phone,
          body: await messageOf(text.blastId),
        });
        await db
          .update(textMessages)
          .set({ status: 'sent', sentAt: now, providerId })
          .where(eq(textMessages.id, id));
        report.sent += 1;
      } catch (error) {
        await db
          .update(textMessages)
          .set({ status: 'failed', error: (error as Error).message.slice(0, 500) })
          .where(eq(textMessages.id, id));
        report.failed += 1;
      }
    }
  }
}
