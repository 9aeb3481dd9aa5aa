/**
 * The scan page's offline side: keeps the event's kit fresh while online, admits from it when the
 * network is down, and sends the queued scans back as soon as the browser is online again (and
 * every few seconds while some wait), keeping what the server reports as conflicts.
 */
import { useQueryClient } from 'shared-api/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requireToken, useSession } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';
import { syncOfflineScans, useOfflineKit } from '../api/offline-kit';
import {
  applySyncResults,
  decideOffline,
  loadDoorState,
  recordOfflineAdmission,
  saveDoorState,
  withKit,
  type OfflineDecision,
  type OfflineDoorState,
} from '../lib/offline-door';
import { offlineProgress, type OfflineProgress } from '../lib/offline-result-note';

const SYNC_RETRY_MS = 5_000;

export function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export function useOfflineDoor(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const online = useBrowserOnline();
  const kit = useOfflineKit(eventId);
  const [state, setState] = useState<OfflineDoorState>(() => loadDoorState(eventId));
  const [syncing, setSyncing] = useState(false);
  /** Scans this page sent at a sync and the server accepted (for "synced" on screen). */
  const [synced, setSynced] = useState(0);
  /** The server's answers at this page's syncs: nonce → whether it was a conflict. */
  const [answers, setAnswers] = useState<Readonly<Record<string, boolean>>>({});
  /** Accepted at a sync; the dashboard's counts include them once refetched. */
  const [sentNotCounted, setSentNotCounted] = useState(0);
  const inFlight = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  const update = useCallback(
    (next: (current: OfflineDoorState) => OfflineDoorState) => {
      const merged = next(stateRef.current);
      saveDoorState(eventId, merged);
      stateRef.current = merged;
      setState(merged);
    },
    [eventId],
  );

  useEffect(() => {
    if (kit.data) update((current) => withKit(current, kit.data));
  }, [kit.data, update]);

  const sync = useCallback(async () => {
    const queue = stateRef.current.queue;
    if (queue.length === 0 || !navigator.onLine || !token || inFlight.current) return;
    inFlight.current = true;
    setSyncing(true);
    let accepted = 0;
    try {
      const { results } = await syncOfflineScans(
        {
          eventId,
          scans: queue.map(({ qrToken, nonce, scannedAt }) => ({ qrToken, nonce, scannedAt })),
        },
        requireToken(token),
      );
      accepted = results.filter((r) => !r.conflict).length;
      update((current) => applySyncResults(current, results));
      setAnswers((known) => ({
        ...known,
        ...Object.fromEntries(results.map((r) => [r.nonce, r.conflict])),
      }));
      setSynced((count) => count + accepted);
      setSentNotCounted((count) => count + accepted);
    } catch {
      // Still offline or the server is away: the queue stays and the next try sends it.
      return;
    } finally {
      inFlight.current = false;
      setSyncing(false);
    }
    // Check-ins changed: the counts, the guest list and the kit are refreshed. The scans just
    // accepted left the queue, so the page counts them until the new counts are in (or the
    // refetch failed: then the counts on screen are as old as they say).
    await queryClient.invalidateQueries({ queryKey: hostKeys.event(eventId) });
    setSentNotCounted((count) => count - accepted);
  }, [eventId, token, update, queryClient]);

  const waiting = state.queue.length;
  useEffect(() => {
    if (!online || waiting === 0) return;
    void sync();
    const timer = setInterval(() => void sync(), SYNC_RETRY_MS);
    return () => clearInterval(timer);
  }, [online, waiting, sync]);

  /** Decides from the kit; an admission is remembered and queued with this nonce and time. */
  const admitOffline = useCallback(
    async (code: string, nonce: string): Promise<OfflineDecision> => {
      const scannedAt = Math.floor(Date.now() / 1000);
      const decision = await decideOffline(stateRef.current, code, scannedAt);
      if (decision.outcome.result === 'admitted' && decision.passId) {
        const passId = decision.passId;
        update((current) =>
          recordOfflineAdmission(current, {
            qrToken: code,
            nonce,
            scannedAt,
            passId,
            name: decision.name,
          }),
        );
      }
      return decision;
    },
    [update],
  );

  const progressOf = useCallback(
    (nonce: string): OfflineProgress => offlineProgress(nonce, state.queue, answers),
    [state.queue, answers],
  );

  const dismissConflicts = useCallback(
    () => update((current) => ({ ...current, conflicts: [] })),
    [update],
  );

  return {
    online,
    hasKit: state.kit !== null,
    guestsOnKit: state.kit?.guests.length ?? 0,
    waiting,
    syncing,
    synced,
    sentNotCounted,
    progressOf,
    conflicts: state.conflicts,
    admitOffline,
    dismissConflicts,
  };
}
