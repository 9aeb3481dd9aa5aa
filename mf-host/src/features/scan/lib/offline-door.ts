/**
 * Admitting guests with the network down. The device keeps, per event, in localStorage:
 * the offline kit (the event's Ed25519 public key, its valid passes and revoked pass ids), the
 * passes it admitted offline, the scans waiting to be sent (`POST /events/hosts/scan-sync`, with
 * their original times and nonces) and the conflicts the server reported at sync.
 * A QR payload is checked with WebCrypto Ed25519 against the event's key; a door code typed by
 * hand is looked up in the kit's list.
 */
import type { OfflineKit, ScanOutcome, ScanSyncResult } from 'contract';
import { normalizeDoorCode, parsePassPayload, passSignatureMessage } from 'contract/values';

export interface QueuedScan {
  qrToken: string;
  nonce: string;
  scannedAt: number;
  passId: string;
  name: string;
}

export interface SyncConflict {
  nonce: string;
  name: string;
  outcome: ScanOutcome;
}

export interface OfflineDoorState {
  kit: OfflineKit | null;
  /** Pass id → when this device admitted it offline (seconds). */
  admitted: Record<string, number>;
  queue: QueuedScan[];
  conflicts: SyncConflict[];
}

const EMPTY: OfflineDoorState = { kit: null, admitted: {}, queue: [], conflicts: [] };
const storageKey = (eventId: string) => `door-offline:v1:${eventId}`;

export function loadDoorState(eventId: string, storage: Storage = localStorage): OfflineDoorState {
  try {
    const raw = storage.getItem(storageKey(eventId));
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<OfflineDoorState>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function saveDoorState(
  eventId: string,
  state: OfflineDoorState,
  storage: Storage = localStorage,
): void {
  storage.setItem(storageKey(eventId), JSON.stringify(state));
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** True when the event's key signed this pass id (false for another event's pass or a forgery). */
export async function signatureHolds(
  kit: Pick<OfflineKit, 'eventId' | 'publicKey'>,
  passId: string,
  signature: string,
): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey(
      'raw',
      base64UrlBytes(kit.publicKey),
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    return await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      base64UrlBytes(signature),
      new TextEncoder().encode(passSignatureMessage(kit.eventId, passId)),
    );
  } catch {
    return false;
  }
}

/** Someone whose pass is genuine (signed) but who joined after the list was downloaded. */
export const NOT_ON_LIST_NAME = 'Guest not on the downloaded list';

export interface OfflineDecision {
  outcome: ScanOutcome;
  /** Set when admitted: what is queued for the sync. */
  passId: string | null;
  name: string;
}

/** The door's decision with no network, from the kit and what this device already admitted. */
export async function decideOffline(
  state: OfflineDoorState,
  code: string,
  now: number,
): Promise<OfflineDecision> {
  const kit = state.kit;
  const refuse = (
    reason: NonNullable<ScanOutcome['reason']>,
    extra: Partial<ScanOutcome> = {},
  ): OfflineDecision => ({
    outcome: {
      result: 'refused',
      reason,
      guest: null,
      checkedInAt: null,
      scannedAt: now,
      ...extra,
    },
    passId: null,
    name: extra.guest?.name ?? '',
  });
  if (!kit) return refuse('unknown');

  let passId: string | null = null;
  const payload = parsePassPayload(code);
  if (payload) {
    if (!(await signatureHolds(kit, payload.passId, payload.signature))) return refuse('unknown');
    passId = payload.passId;
  } else {
    const doorCode = normalizeDoorCode(code);
    passId = doorCode ? (kit.guests.find((g) => g.doorCode === doorCode)?.passId ?? null) : null;
    if (!passId) return refuse('unknown');
  }

  const listed = kit.guests.find((g) => g.passId === passId);
  const guest = {
    name: listed?.name ?? NOT_ON_LIST_NAME,
    profileImage: null,
    ticketTypeName: listed?.ticketTypeName ?? 'Ticket',
  };
  if (kit.revokedPassIds.includes(passId)) return refuse('cancelled', { guest });
  const checkedInAt = state.admitted[passId] ?? listed?.checkedInAt ?? null;
  if (checkedInAt !== null) return refuse('already_checked_in', { guest, checkedInAt });
  return {
    outcome: { result: 'admitted', reason: null, guest, checkedInAt: now, scannedAt: now },
    passId,
    name: guest.name,
  };
}

/** The state after an offline admission: remembered, and queued for the sync. */
export function recordOfflineAdmission(
  state: OfflineDoorState,
  scan: QueuedScan,
): OfflineDoorState {
  return {
    ...state,
    admitted: { ...state.admitted, [scan.passId]: scan.scannedAt },
    queue: [...state.queue, scan],
  };
}

/** The state after a sync answered: sent scans leave the queue, conflicts are kept to be shown. */
export function applySyncResults(
  state: OfflineDoorState,
  results: readonly ScanSyncResult[],
): OfflineDoorState {
  const answered = new Map(results.map((r) => [r.nonce, r]));
  const conflicts = results
    .filter((r) => r.conflict)
    .map((r) => ({
      nonce: r.nonce,
      name:
        r.outcome.guest?.name ?? state.queue.find((q) => q.nonce === r.nonce)?.name ?? 'A guest',
      outcome: r.outcome,
    }));
  return {
    ...state,
    queue: state.queue.filter((scan) => !answered.has(scan.nonce)),
    conflicts: [...state.conflicts, ...conflicts],
  };
}

/** A fresh kit from the server replaces the old one; what was admitted offline is kept. */
export function withKit(state: OfflineDoorState, kit: OfflineKit): OfflineDoorState {
  return { ...state, kit };
}
