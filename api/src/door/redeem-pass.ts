/**
 * `POST /events/hosts/scan`: a pass is admitted once. The pass row is locked (SELECT … FOR UPDATE)
 * before the decision, so two devices scanning it at the same moment queue on that lock and the
 * second sees the first one's check-in; the `pass_check_ins` primary key is the backstop. Every
 * scan is written to `scan_log` with the answer given; the same scanner sending the same nonce
 * again (a retry after a dropped connection) gets that answer back instead of a second decision.
 *
 * The code scanned may be the signed QR payload, the bare token or the door code typed by hand.
 * A scan a device admitted offline (`offlineAt`) is redeemed the same way at its original time and
 * logged with `admitted_offline`; refused then, it is the conflict the device is told about.
 */
import { and, eq, sql } from 'drizzle-orm';
import { normalizeDoorCode, parsePassPayload, type ScanOutcome, type ScanRefusal } from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { passCheckIns, scanLog } from '../db/schema-door';
import { passes, ticketTypes, type PassRow } from '../db/schema-ticketing';
import { toEpochSeconds } from '../time/epoch-seconds';
import { assertHostPermission } from '../events/organizer-guard';

export interface ScanRequest {
  eventId: string;
  qrToken: string;
  nonce: string;
  scannerId: string;
  /** When a device admitted this pass offline; the check-in keeps that time. */
  offlineAt?: Date;
}

/**
 * Fault injection for the race test only. `pauseBeforeWriteMs` widens the gap between reading the
 * pass and writing its check-in (both runs of the test use it, so every scan overlaps the others);
 * `unguarded`, for the control run, drops the row lock, the transaction and the primary-key
 * backstop, to show the test catches a double admission.
 */
export const redeemFaults = { unguarded: false, pauseBeforeWriteMs: 0 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same hex digits `doorCodeOf` makes in JS, computed by the database for one event's passes. */
const doorCodeSql = sql`upper(substr(encode(sha256(convert_to(${passes.qrToken}, 'UTF8')), 'hex'), 1, 12))`;

/** The pass token a scanned or typed code stands for (itself when it is neither form). */
async function tokenOf(db: Database, eventId: string, code: string): Promise<string> {
  const payload = parsePassPayload(code);
  if (payload) return payload.qrToken;
  const doorCode = normalizeDoorCode(code);
  if (!doorCode) return code.trim();
  const rows = await db
    .select({ token: passes.qrToken })
    .from(passes)
    .where(and(eq(passes.eventId, eventId), eq(doorCodeSql, doorCode)))
    .limit(2);
  // Two passes of one event sharing 48 bits is next to impossible; then neither is admitted by hand.
  return rows.length === 1 ? rows[0]!.token : code;
}

/** Thrown inside the transaction when another request logged this nonce first: roll back, replay. */
class NonceAlreadyUsed extends Error {}

/**
 * The answer this scanner's nonce already got, when the code and event are the ones it was used
 * for; a nonce sent again with another pass or for another event is refused as `unknown` (it
 * would otherwise hand out the earlier guest's admission). Null when the nonce is new.
 */
async function replay(
  db: Database,
  scan: ScanRequest,
  qrToken: string,
): Promise<ScanOutcome | null> {
  const [row] = await db
    .select({ response: scanLog.response, eventId: scanLog.eventId, passId: scanLog.passId })
    .from(scanLog)
    .where(and(eq(scanLog.scannedBy, scan.scannerId), eq(scanLog.nonce, scan.nonce)));
  if (!row) return null;
  const [pass] = await db.select({ id: passes.id }).from(passes).where(eq(passes.qrToken, qrToken));
  if (row.eventId === scan.eventId && row.passId === (pass?.id ?? null)) {
    return row.response as ScanOutcome;
  }
  const earlier = row.response as ScanOutcome;
  return {
    result: 'refused',
    reason: 'unknown',
    guest: null,
    checkedInAt: null,
    scannedAt: earlier.scannedAt,
  };
}

async function guestOf(tx: Database, pass: PassRow): Promise<NonNullable<ScanOutcome['guest']>> {
  const [row] = await tx
    .select({
      name: users.name,
      profileImage: users.profileImage,
      ticketTypeName: ticketTypes.name,
    })
    .from(users)
    .innerJoin(ticketTypes, eq(ticketTypes.id, pass.ticketTypeId))
    .where(eq(users.id, pass.holderId));
  return {
    name: row?.name ?? 'Guest',
    profileImage: row?.profileImage ?? null,
    ticketTypeName: row?.ticketTypeName ?? 'Ticket',
  };
}

export async function redeemPass(db: Database, scan: ScanRequest, now: Date): Promise<ScanOutcome> {
  await assertHostPermission(db, scan.eventId, scan.scannerId, 'scan');
  return redeemAsOrganizer(db, scan, now);
}

/** `redeemPass` for a caller already known to organize the event (the sync checks once). */
export async function redeemAsOrganizer(
  db: Database,
  scan: ScanRequest,
  serverNow: Date,
): Promise<ScanOutcome> {
  const qrToken = await tokenOf(db, scan.eventId, scan.qrToken);
  const earlier = await replay(db, scan, qrToken);
  if (earlier) return earlier;
  // A device clock ahead of the server's is not trusted into the future.
  const now = scan.offlineAt && scan.offlineAt < serverNow ? scan.offlineAt : serverNow;
  const unguarded = redeemFaults.unguarded;
  const inTransaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> =>
    unguarded ? work(db) : db.transaction(work);
  try {
    return await inTransaction(async (tx) => {
      const scannedAt = toEpochSeconds(now);
      const refuse = (reason: ScanRefusal, extra: Partial<ScanOutcome> = {}): ScanOutcome => ({
        result: 'refused',
        reason,
        guest: null,
        checkedInAt: null,
        scannedAt,
        ...extra,
      });
      const byToken = tx.select().from(passes).where(eq(passes.qrToken, qrToken));
      const [pass] = unguarded ? await byToken : await byToken.for('update');

      let outcome: ScanOutcome;
      if (!pass) {
        outcome = refuse('unknown');
      } else if (pass.eventId !== scan.eventId) {
        // Nothing about another event's guest is shown at this door.
        outcome = refuse('wrong_event');
      } else {
        const guest = await guestOf(tx, pass);
        const [checkIn] = await tx
          .select({ at: passCheckIns.checkedInAt })
          .from(passCheckIns)
          .where(eq(passCheckIns.passId, pass.id));
        if (pass.status !== 'valid') {
          outcome = refuse(pass.status === 'pending' ? 'pending_approval' : pass.status, {
            guest,
          });
        } else if (checkIn) {
          outcome = refuse('already_checked_in', {
            guest,
            checkedInAt: toEpochSeconds(checkIn.at),
          });
        } else {
          if (redeemFaults.pauseBeforeWriteMs > 0) await pause(redeemFaults.pauseBeforeWriteMs);
          const checkIn = tx.insert(passCheckIns).values({
            passId: pass.id,
            eventId: pass.eventId,
            checkedInBy: scan.scannerId,
            checkedInAt: now,
          });
          const inserted = await (
            unguarded
              ? checkIn.onConflictDoUpdate({
                  target: passCheckIns.passId,
                  set: { checkedInBy: scan.scannerId },
                })
              : checkIn.onConflictDoNothing()
          ).returning({ at: passCheckIns.checkedInAt });
          if (inserted[0]) {
            outcome = {
              result: 'admitted',
              reason: null,
              guest,
              checkedInAt: scannedAt,
              scannedAt,
            };
          } else {
            // Only reachable if the lock were bypassed: the primary key kept the pass single-use.
            const [first] = await tx
              .select({ at: passCheckIns.checkedInAt })
              .from(passCheckIns)
              .where(eq(passCheckIns.passId, pass.id));
            outcome = refuse('already_checked_in', {
              guest,
              checkedInAt: first ? toEpochSeconds(first.at) : scannedAt,
            });
          }
        }
      }

      const logged = await tx
        .insert(scanLog)
        .values({
          eventId: scan.eventId,
          scannedBy: scan.scannerId,
          nonce: scan.nonce,
          passId: pass?.id ?? null,
          result: outcome.result,
          reason: outcome.reason,
          response: outcome,
          scannedAt: now,
          admittedOffline: scan.offlineAt !== undefined,
        })
        .onConflictDoNothing({ target: [scanLog.scannedBy, scanLog.nonce] })
        .returning({ id: scanLog.id });
      if (!logged[0]) throw new NonceAlreadyUsed();
      return outcome;
    });
  } catch (error) {
    if (!(error instanceof NonceAlreadyUsed)) throw error;
    const first = await replay(db, scan, qrToken);
    if (!first) throw error;
    return first;
  }
}
