import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'shared-ui/router';
import { toUserMessage, useEvent } from 'shared-api';
import type { ScanOutcome } from 'contract';
import { Button, ErrorPanel, FullPageLoader, TextField } from 'shared-ui';
import { HostCallError, isForbidden } from '../components/host-access';
import { HostNav } from '../components/host-nav';
import { useHostDashboard } from '../features/dashboard/api/host-dashboard';
import { newScanNonce, useScanPass } from '../features/scan/api/scan-pass';
import { CameraScanner } from '../features/scan/components/camera-scanner';
import { DoorCount } from '../features/scan/components/door-count';
import { OfflineStatus } from '../features/scan/components/offline-status';
import { ScanResultPanel } from '../features/scan/components/scan-result-panel';
import { useOfflineDoor } from '../features/scan/hooks/use-offline-door';
import { isNetworkError } from '../features/scan/lib/network-error';
import { offlineResultNote } from '../features/scan/lib/offline-result-note';
import '../components/host.css';

const SCAN_HINT_ID = 'scan-code-hint';
const NO_KIT_OFFLINE =
  'No network, and this device has no guest list yet. Connect once to download it.';

/**
 * `/app/event/:eventId/scan`: the door. Type (or scan) a pass code; Enter admits or refuses it.
 * With the network down (or a scan that cannot reach the server), the pass is checked on this
 * device against the downloaded list and queued; it is sent once the network is back.
 */
export default function ScanPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const dashboard = useHostDashboard(eventId);
  const scan = useScanPass(eventId);
  const door = useOfflineDoor(eventId);
  const [code, setCode] = useState('');
  const [last, setLast] = useState<{
    outcome: ScanOutcome;
    code: string;
    /** Set when decided on this device: the scan's nonce, to follow it through the queue. */
    offlineNonce: string | null;
  } | null>(null);
  const [checkingOffline, setCheckingOffline] = useState(false);
  /** A scan that did not go through; `message` when it never left the device (offline, no kit). */
  const [failure, setFailure] = useState<{
    error: unknown;
    message?: string;
    code: string;
    nonce: string;
  } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  if (dashboard.isPending) return <FullPageLoader />;
  // A refresh that fails offline keeps the counts already on screen.
  if (dashboard.isError && !dashboard.data) {
    return (
      <div className="host-page">
        <HostCallError
          error={dashboard.error}
          eventId={eventId}
          what="scan its passes"
          onRetry={() => void dashboard.refetch()}
        />
      </div>
    );
  }

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
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(code);
  };

  const offlineNote = last?.offlineNonce
    ? offlineResultNote(
        last.outcome.result === 'admitted',
        door.progressOf(last.offlineNonce),
        door,
      )
    : null;
  return (
    <section className="host-page" aria-labelledby="scan-title">
      <header className="host-page__header">
        <h1 id="scan-title">Scan passes</h1>
        <p>{event.data?.name ?? 'Your event'}</p>
      </header>
      <HostNav eventId={eventId} />
      <DoorCount
        counts={dashboard.data.counts}
        notSent={door.waiting}
        sentNotCounted={door.sentNotCounted}
      />
      <ScanResultPanel
        outcome={last?.outcome ?? null}
        code={last?.code ?? null}
        offlineNote={offlineNote}
      />
      {failure ? (
        isForbidden(failure.error) ? (
          <HostCallError
            error={failure.error}
            eventId={eventId}
            what="scan its passes"
            onRetry={() => {}}
          />
        ) : (
          <ErrorPanel
            title="That scan didn't go through"
            message={failure.message ?? toUserMessage(failure.error)}
            onRetry={() => submit(failure.code, failure.nonce)}
          />
        )
      ) : null}
      <form className="scan-form" onSubmit={onSubmit}>
        <TextField
          ref={input}
          label="Pass code"
          autoFocus
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby={SCAN_HINT_ID}
        />
        <Button type="submit" disabled={!code.trim() || busy}>
          {busy ? 'Checking…' : 'Check in'}
        </Button>
      </form>
      {/* Under the row, not the field: a field's own hint would push Check in below the input. */}
      <p id={SCAN_HINT_ID} className="ui-field__hint">
        Scan the QR code, or type the code printed under it (like 3F2A-91C0-7B4D)
      </p>
      <CameraScanner onCode={(value) => submit(value)} />
      <OfflineStatus
        online={door.online}
        hasKit={door.hasKit}
        guestsOnKit={door.guestsOnKit}
        waiting={door.waiting}
        syncing={door.syncing}
        synced={door.synced}
        conflicts={door.conflicts}
        onDismissConflicts={door.dismissConflicts}
      />
    </section>
  );
}
