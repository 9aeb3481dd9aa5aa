/**
 * The door scan (`POST /events/hosts/scan`): redeems one pass, admitted or refused with a reason.
 * Each scan carries its own nonce, so a retried request can never admit twice; a scan refreshes
 * the event's host queries (a check-in changes the guest list and the counts).
 */
import { useMutation, useQueryClient } from 'shared-api/query';
import type { ScanOutcome } from 'contract';
import { callEndpoint, requireToken, useSession, type CallOptions } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';

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

/** A random nonce for one scan (letters, digits, '-' and '_', as the contract asks). */
export function newScanNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Scans (or checks in by hand) one pass; each call is a new scan with its own nonce. */
export function useScanPass(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ qrToken, nonce }: { qrToken: string; nonce?: string }) =>
      scanPass({ eventId, qrToken, nonce: nonce ?? newScanNonce() }, requireToken(token)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: hostKeys.event(eventId) });
    },
  });
}
