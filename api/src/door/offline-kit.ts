/**
 * Offline admission: the kit a scan device downloads (`GET /events/hosts/offline-kit`) and the
 * scans it sends back once online (`POST /events/hosts/scan-sync`).
 */
import { eq } from 'drizzle-orm';
import type { OfflineKit, ScanSync, ScanSyncInput } from 'contract';
import type { Database } from '../db/database';
import { events } from '../db/schema';
import { passes } from '../db/schema-ticketing';
import { toEpochSeconds } from '../time/epoch-seconds';
import { doorCodeOf, eventPublicKey } from '../tickets/door-keys';
import { passesWithCheckIns } from '../tickets/passes-with-check-ins';
import { assertHostPermission } from '../events/organizer-guard';
import { redeemAsOrganizer } from './redeem-pass';

export async function offlineKit(
  db: Database,
  eventId: string,
  callerId: string,
  now: Date,
): Promise<OfflineKit> {
  await assertHostPermission(db, eventId, callerId, 'scan');
  const publicKey = await eventPublicKey(db, eventId);
  const rows = await passesWithCheckIns(db, eq(passes.eventId, eventId));
  const valid = rows.filter((row) => row.status === 'valid');
  return {
    eventId,
    algorithm: 'Ed25519',
    publicKey,
    guests: valid.map((row) => ({
      passId: row.id,
      doorCode: doorCodeOf(row.qrToken),
      name: row.holderName ?? 'Guest',
      ticketTypeName: row.ticketTypeName,
      checkedInAt: row.checkedInAt ? toEpochSeconds(row.checkedInAt) : null,
    })),
    revokedPassIds: rows.filter((row) => row.status !== 'valid').map((row) => row.id),
    generatedAt: toEpochSeconds(now),
  };
}

/**
 * The slack around the event's own times: a device's clock may be off by this much either way
 * (and a door may admit for a while after the end).
 */
export const DOOR_CLOCK_SLACK_SECONDS = 24 * 3600;

/**
 * When this event's door could have admitted anyone: from when the event was made to when it
 * ended, with a day's slack each side. A device's clock (or a forged batch) is not trusted outside it: a check-in dated 1970 is
 * stored at the window's start. (Redeeming also refuses a time ahead of the server's.)
 */
async function doorWindowOf(db: Database, eventId: string): Promise<{ from: number; to: number }> {
  const [event] = await db
    .select({ createdAt: events.createdAt, endsAt: events.endsAt })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return { from: 0, to: 0 };
  return {
    from: toEpochSeconds(event.createdAt) - DOOR_CLOCK_SLACK_SECONDS,
    to: toEpochSeconds(event.endsAt) + DOOR_CLOCK_SLACK_SECONDS,
  };
}

const clamp = (seconds: number, { from, to }: { from: number; to: number }) =>
  Math.min(Math.max(seconds, from), to);

/**
 * Each scan in the order the device made them, redeemed at its original time. One scan at a time:
 * the batch is small, and each keeps its own transaction, so a failure leaves the ones before it.
 */
export async function syncOfflineScans(
  db: Database,
  input: ScanSyncInput,
  callerId: string,
  now: Date,
): Promise<ScanSync> {
  await assertHostPermission(db, input.eventId, callerId, 'scan');
  const window = await doorWindowOf(db, input.eventId);
  const ordered = input.scans
    .map((scan) => ({ ...scan, scannedAt: clamp(scan.scannedAt, window) }))
    .sort((a, b) => a.scannedAt - b.scannedAt);
  const results: ScanSync['results'] = [];
  for (const scan of ordered) {
    const outcome = await redeemAsOrganizer(
      db,
      {
        eventId: input.eventId,
        qrToken: scan.qrToken,
        nonce: scan.nonce,
        scannerId: callerId,
        offlineAt: new Date(scan.scannedAt * 1000),
      },
      now,
    );
    results.push({ nonce: scan.nonce, outcome, conflict: outcome.result !== 'admitted' });
  }
  return { results };
}
