import { useRef, useState } from 'react';
import type { ScanOutcome } from 'contract';
import { newScanNonce, useScanPass } from '../api/scan-pass';
import { isNetworkError } from '../lib/network-error';
import { offlineResultNote } from '../lib/offline-result-note';
import { useOfflineDoor } from './use-offline-door';

const NO_KIT_OFFLINE =
  'No network, and this device has no guest list yet. Connect once to download it.';

/** The last scan's answer. */
export interface LastScan {
  outcome: ScanOutcome;
  code: string;
  /** Set when decided on this device: the scan's nonce, to follow it through the queue. */
  offlineNonce: string | null;
}

/** A scan that did not go through; `message` when it never left the device (offline, no kit). */
export interface ScanFailure {
  error: unknown;
  message?: string;
  code: string;
  nonce: string;
}

/**
 * The door's scanning: the typed code, the last answer and a failed scan. A pass is sent to the
 * server; with the network down (or a scan that cannot reach the server) it is checked on this
 * device against the downloaded list and queued, and sent once the network is back. The field
 * gets the focus back after each scan, ready for the next guest.
 */
export function useDoorScan(eventId: string) {
  const scan = useScanPass(eventId);
  const door = useOfflineDoor(eventId);
  const [code, setCode] = useState('');
  const [last, setLast] = useState<LastScan | null>(null);
  const [checkingOffline, setCheckingOffline] = useState(false);
  const [failure, setFailure] = useState<ScanFailure | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = scan.isPending || checkingOffline;

  /** Decided on the device; the nonce goes with the queued scan (a request that did land replays). */
  const admitOffline = (value: string, nonce: string) => {
    setCheckingOffline(true);
    void door
      .admitOffline(value, nonce)
      .then(({ outcome }) => {
        setLast({ outcome, code: value, offlineNonce: nonce });
        setCode('');
      })
      .finally(() => {
        setCheckingOffline(false);
        input.current?.focus();
      });
  };

  const submit = (qrToken: string, nonce = newScanNonce()) => {
    const value = qrToken.trim();
    if (!value || busy) return;
    setFailure(null);
    if (!navigator.onLine) {
      if (door.hasKit) admitOffline(value, nonce);
      else setFailure({ error: null, message: NO_KIT_OFFLINE, code: value, nonce });
      return;
    }
    scan.mutate(
      { qrToken: value, nonce },
      {
        onSuccess: (outcome) => {
          setLast({ outcome, code: value, offlineNonce: null });
          setCode('');
        },
        onError: (error) => {
          if (door.hasKit && isNetworkError(error)) {
            admitOffline(value, nonce);
            return;
          }
          // A failed request is retried with the same nonce, so it can never admit twice.
          setFailure({ error, code: value, nonce });
        },
        onSettled: () => input.current?.focus(),
      },
    );
  };

  const offlineNote = last?.offlineNonce
    ? offlineResultNote(
        last.outcome.result === 'admitted',
        door.progressOf(last.offlineNonce),
        door,
      )
    : null;

  return { door, code, setCode, input, last, offlineNote, failure, busy, submit };
}
