/**
 * Offline admission: the kit a scan device downloads (`GET /events/hosts/offline-kit`) and the
 * scans it sends back once online (`POST /events/hosts/scan-sync`).
 */
import { asc, eq } from 'drizzle-orm';
import type { OfflineKit, ScanSync, ScanSyncInput } from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { passCheckIns } from '../db/schema-door';
import { passes, ticketTypes } from '../db/schema-ticketing';
import { toEpochSeconds } from '../time/epoch-seconds';
import { doorCodeOf, eventPublicKey } from './door-keys';
import { assertHostPermission } from './organizer-guard';
import { redeemAsOrganizer } from './redeem-pass';

export async function offlineKit(
  db: Database,
  eventId: string,
  callerId: string,
  now: Date,
): Promise<OfflineKit> {
  await assertHostPermission(db, eventId, callerId, 'scan');
  const publicKey = await eventPublicKey(db, eventId);
  const rows = await db
    .select({
      passId: passes.id,
      qrToken: passes.qrToken,
      status: passes.status,
      name: users.name,
      ticketTypeName: ticketTypes.name,
      checkedInAt: passCheckIns.checkedInAt,
    })
    .from(passes)
    .innerJoin(users, eq(users.id, passes.holderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, passes.ticketTypeId))
    .leftJoin(passCheckIns, eq(passCheckIns.passId, passes.id))
    .where(eq(passes.eventId, eventId))
    .orderBy(asc(passes.createdAt), asc(passes.id));
  const valid = rows.filter((row) => row.status === 'valid');
  return {
    eventId,
    algorithm: 'Ed25519',
    publicKey,
    guests: valid.map((row) => ({
      passId: row.passId,
      doorCode: doorCodeOf(row.qrToken),
      name: row.name ?? 'Guest',
      ticketTypeName: row.ticketTypeName,
      checkedInAt: row.checkedInAt ? toEpochSeconds(row.checkedInAt) : null,
    })),
    revokedPassIds: rows.filter((row) => row.status !== 'valid').map((row) => row.passId),
    generatedAt: toEpochSeconds(now),
  };
}

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
  const ordered = [...input.scans].sort((a, b) => a.scannedAt - b.scannedAt);
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
