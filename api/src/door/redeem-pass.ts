/**
 * `POST /events/hosts/scan`: a pass is admitted once. The pass row is locked (SELECT … FOR UPDATE)
 * before the decision, so two devices scanning it at the same moment queue on that lock and the
 * second sees the first one's check-in; the `pass_check_ins` primary key is the backstop. Every
 * scan is written to `scan_log` with the answer given; the same scanner sending the same nonce
 * again (a retry after a dropped connection) gets that answer back instead of a second decision.
 */
import { and, eq } from 'drizzle-orm';
import type { ScanOutcome, ScanRefusal } from 'shared-api/contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { passCheckIns, scanLog } from '../db/schema-door';
import { passes, ticketTypes, type PassRow } from '../db/schema-ticketing';
import { toEpochSeconds } from '../time/epoch-seconds';
import { assertHostPermission } from './organizer-guard';

export interface ScanRequest {
  eventId: string;
  qrToken: string;
  nonce: string;
  scannerId: string;
}

/** Thrown inside the transaction when another request logged this nonce first: roll back, replay. */
class NonceAlreadyUsed extends Error {}

async function replay(db: Database, scannerId: string, nonce: string): Promise<ScanOutcome | null> {
  const [row] = await db
    .select({ response: scanLog.response })
    .from(scanLog)
    .where(and(eq(scanLog.scannedBy, scannerId), eq(scanLog.nonce, nonce)));
  return row ? (row.response as ScanOutcome) : null;
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
  const earlier = await replay(db, scan.scannerId, scan.nonce);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const scannedAt = toEpochSeconds(now);
      const refuse = (reason: ScanRefusal, extra: Partial<ScanOutcome> = {}): ScanOutcome => ({
        result: 'refused',
        reason,
        guest: null,
        checkedInAt: null,
        scannedAt,
        ...extra,
      });
      const [pass] = await tx
        .select()
        .from(passes)
        .where(eq(passes.qrToken, scan.qrToken))
        .for('update');

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
          const inserted = await tx
            .insert(passCheckIns)
            .values({
              passId: pass.id,
              eventId: pass.eventId,
              checkedInBy: scan.scannerId,
              checkedInAt: now,
            })
            .onConflictDoNothing()
            .returning({ at: passCheckIns.checkedInAt });
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
        })
        .onConflictDoNothing({ target: [scanLog.scannedBy, scanLog.nonce] })
        .returning({ id: scanLog.id });
      if (!logged[0]) throw new NonceAlreadyUsed();
      return outcome;
    });
  } catch (error) {
    if (!(error instanceof NonceAlreadyUsed)) throw error;
    const first = await replay(db, scan.scannerId, scan.nonce);
    if (!first) throw error;
    return first;
  }
}
