/**
 * Text blasts: a blast is one message an organizer sent to the guests in some statuses; each
 * recipient gets one `text_messages` row (unique per blast and person), queued until it is due (quiet
 * hours) and then claimed, sent and marked. `sms_opt_outs` holds the numbers that texted STOP: no
 * text is ever sent to them, checked when the blast is written and again when each text goes out.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GuestStatus, TextMessageStatus } from 'contract';
import { requiredRef, serialKey, ts, uuidKey } from './columns';
import { eventRef, userRef } from './references';

export const textBlasts = pgTable(
  'text_blasts',
  {
    id: uuidKey(),
    eventId: eventRef('event_id', 'cascade'),
    // Users are anonymised, never deleted, so a blast always keeps its sender.
    sentBy: userRef('sent_by', 'restrict'),
    message: text('message').notNull(),
    statuses: jsonb('statuses').$type<GuestStatus[]>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('text_blasts_event_idx').on(t.eventId, t.createdAt)],
);

export const textMessages = pgTable(
  'text_messages',
  {
    id: serialKey(),
    blastId: requiredRef('blast_id', () => textBlasts.id, 'cascade'),
    recipientId: userRef('recipient_id', 'restrict'),
    /** E.164, copied when the blast was written. */
    phone: text('phone').notNull(),
    status: text('status').$type<TextMessageStatus>().notNull(),
    /** Not before this instant (8 a.m. for the recipient when written in their night). */
    sendAfter: ts('send_after').notNull(),
    /** Set by the sender that took it; a claim older than a few minutes may be retaken. */
    claimedAt: ts('claimed_at'),
    sentAt: ts('sent_at'),
    /** The provider's id of the sent message. */
    providerId: text('provider_id'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('text_messages_blast_recipient_idx').on(t.blastId, t.recipientId),
    index('text_messages_due_idx').on(t.status, t.sendAfter),
    check(
      'text_messages_status_check',
      sql`${t.status} in ('queued', 'sent', 'opted_out', 'failed')`,
    ),
  ],
);

export const smsOptOuts = pgTable('sms_opt_outs', {
  /** E.164, as the provider reports the sender. */
  phone: text('phone').primaryKey(),
  /** The word they sent (STOP, UNSUBSCRIBE…). */
  keyword: text('keyword').notNull(),
  optedOutAt: ts('opted_out_at').notNull(),
});

export type TextBlastRow = typeof textBlasts.$inferSelect;
export type TextMessageRow = typeof textMessages.$inferSelect;
