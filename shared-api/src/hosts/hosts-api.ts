/**
 * The host tools' calls: an event's guest list, approving, denying and removing guests, the door
 * scan (online, and the offline kit and sync) and the dashboard. React-free.
 */
import type {
  GuestList,
  GuestStatus,
  HostDashboard,
  HostGuestAction,
  OfflineKit,
  OfflineScan,
  ScanOutcome,
  ScanSync,
} from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

export interface GuestListParams {
  eventId: string;
  status?: GuestStatus | null;
  search?: string | null;
  continuationToken?: string | null;
  limit?: number;
}

/** One page of an event's guests with counts per status; organizers only (403 otherwise). */
export function getGuests(
  params: GuestListParams,
  token: string,
  options: CallOptions = {},
): Promise<GuestList> {
  const search = params.search?.trim();
  return callEndpoint('GET /events/guests', {
    query: {
      eventId: params.eventId,
      status: params.status ?? undefined,
      search: search ? search : undefined,
      continuationToken: params.continuationToken ?? undefined,
      limit: params.limit,
    },
    token,
    ...options,
  });
}

export interface ScanParams {
  eventId: string;
  qrToken: string;
  /** A fresh one per scan (`newScanNonce()`); reuse it only to retry that same scan. */
  nonce: string;
}

/** Redeems a pass at the door: admitted or refused with a reason. */
export function scanPass(
  params: ScanParams,
  token: string,
  options: CallOptions = {},
): Promise<ScanOutcome> {
  return callEndpoint('POST /events/hosts/scan', { body: params, token, ...options });
}

/** The event's counts for its organizers. */
export function getHostDashboard(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<HostDashboard> {
  return callEndpoint('GET /events/hosts/dashboard', { query: { eventId }, token, ...options });
}

/** What a scan device keeps to admit guests with the network down; organizers only. */
export function getOfflineKit(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<OfflineKit> {
  return callEndpoint('GET /events/hosts/offline-kit', { query: { eventId }, token, ...options });
}

/** Sends the scans admitted offline, with their original times; answers each one's decision. */
export function syncOfflineScans(
  params: { eventId: string; scans: OfflineScan[] },
  token: string,
  options: CallOptions = {},
): Promise<ScanSync> {
  return callEndpoint('POST /events/hosts/scan-sync', { body: params, token, ...options });
}

/** A random nonce for one scan (letters, digits, '-' and '_', as the contract asks). */
export function newScanNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What an organizer does to one guest (`POST /events/hosts/approve|deny|remove`). */
export type GuestAction = 'approve' | 'deny' | 'remove';

const GUEST_ACTION_ENDPOINTS = {
  approve: 'POST /events/hosts/approve',
  deny: 'POST /events/hosts/deny',
  remove: 'POST /events/hosts/remove',
} as const;

/**
 * Approves or denies a guest's waiting request, or removes a guest (revoking their passes and
 * refunding what they paid). Idempotent: the same call again answers where the guest stands.
 */
export function actOnGuest(
  action: GuestAction,
  params: { eventId: string; userId: string },
  token: string,
  options: CallOptions = {},
): Promise<HostGuestAction> {
  return callEndpoint(GUEST_ACTION_ENDPOINTS[action], { body: params, token, ...options });
}
