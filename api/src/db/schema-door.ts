/**
 * The door: which passes were checked in, and every scan made. A pass is checked in when it has a
 * `pass_check_ins` row; its primary key (one row per pass) is the backstop behind the row lock that
 * `redeemPass` takes, so a pass can never be admitted twice. `scan_log` keeps every scan, admitted
 * or refused, with the answer given, so the same device nonce sent again replays that answer.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SCAN_REFUSALS, SCAN_RESULTS, type ScanRefusal, type ScanResult } from 'contract';

import { passes } from './schema-ticketing';
import { optionalRef, refKey, serialKey, ts } from './columns';
import { eventRef, userRef } from './references';

export const passCheckIns = pgTable(
  'pass_check_ins',
  {
    // Cascade: only an event no money touched can be deleted, and its free passes go with it.
    passId: refKey('pass_id', () => passes.id, 'cascade'),
    eventId: eventRef('event_id', 'cascade'),
    checkedInBy: userRef('checked_in_by', 'restrict'),
    checkedInAt: ts('checked_in_at').notNull(),
  },
  (t) => [index('pass_check_ins_event_idx').on(t.eventId)],
);

export { SCAN_REFUSALS, SCAN_RESULTS };

export const scanLog = pgTable(
  'scan_log',
  {
    id: serialKey(),
    /** The event the door was scanning for (a log of stray codes does not keep it alive). */
    eventId: eventRef('event_id', 'cascade'),
    scannedBy: userRef('scanned_by', 'restrict'),
    nonce: text('nonce').notNull(),
    /** The pass the code named, when it named one (of any event). */
    passId: optionalRef('pass_id', () => passes.id, 'set null'),
    result: text('result').$type<ScanResult>().notNull(),
    reason: text('reason').$type<ScanRefusal>(),
    /** The answer given (the ScanOutcome), replayed for the same nonce. */
    response: jsonb('response').notNull(),
    scannedAt: ts('scanned_at').notNull(),
    /**
     * The device admitted this guest while offline and sent the scan later (its original time in
     * `scanned_at`). With result 'refused' it is a conflict found at sync: an offline duplicate
     * (reason 'already_checked_in') or a pass revoked after the device's list was made.
     */
    admittedOffline: boolean('admitted_offline').notNull().default(false),
  },
  (t) => [
    uniqueIndex('scan_log_scanner_nonce_idx').on(t.scannedBy, t.nonce),
    index('scan_log_event_idx').on(t.eventId, t.scannedAt),
    check('scan_log_result_check', sql`${t.result} in ('admitted', 'refused')`),
    check(
      'scan_log_reason_check',
      sql`${t.reason} is null or ${t.reason} in ('already_checked_in', 'wrong_event', 'cancelled', 'refunded', 'unknown', 'pending_approval', 'denied', 'removed')`,
    ),
  ],
);

export type PassCheckInRow = typeof passCheckIns.$inferSelect;
export type ScanLogRow = typeof scanLog.$inferSelect;
