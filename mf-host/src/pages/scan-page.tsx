import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  newScanNonce,
  toUserMessage,
  useEvent,
  useHostDashboard,
  useScanPass,
  type ScanOutcome,
} from 'shared-api';
import { Button, ErrorPanel, FullPageLoader, TextField } from 'shared-ui';
import { HostCallError, isForbidden } from '../components/host-access';
import { HostNav } from '../components/host-nav';
import { CameraScanner } from '../features/scan/components/camera-scanner';
import { ScanResultPanel } from '../features/scan/components/scan-result-panel';
import '../components/host.css';

/** `/app/event/:eventId/scan`: the door. Type (or scan) a pass code; Enter admits or refuses it. */
export default function ScanPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const dashboard = useHostDashboard(eventId);
  const scan = useScanPass(eventId);
  const [code, setCode] = useState('');
  const [last, setLast] = useState<{ outcome: ScanOutcome; code: string } | null>(null);
  const [failure, setFailure] = useState<{ error: unknown; code: string; nonce: string } | null>(
    null,
  );
  const input = useRef<HTMLInputElement>(null);

  if (dashboard.isPending) return <FullPageLoader />;
  if (dashboard.isError) {
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

  const submit = (qrToken: string, nonce = newScanNonce()) => {
    const value = qrToken.trim();
    if (!value || scan.isPending) return;
    setFailure(null);
    scan.mutate(
      { qrToken: value, nonce },
      {
        onSuccess: (outcome) => {
          setLast({ outcome, code: value });
          setCode('');
        },
        // A failed request is retried with the same nonce, so it can never admit twice.
        onError: (error) => setFailure({ error, code: value, nonce }),
        onSettled: () => input.current?.focus(),
      },
    );
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(code);
  };

  const { counts } = dashboard.data;
  return (
    <section className="host-page" aria-labelledby="scan-title">
      <header className="host-page__header">
        <h1 id="scan-title">Scan passes</h1>
        <p>{event.data?.name ?? 'Your event'}</p>
      </header>
      <HostNav eventId={eventId} />
      <p aria-live="polite">
        <strong>{counts.checked_in}</strong> checked in of {counts.going + counts.checked_in} going
      </p>
      <ScanResultPanel outcome={last?.outcome ?? null} code={last?.code ?? null} />
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
            message={toUserMessage(failure.error)}
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
          hint="What the guest's QR code carries: scan it, or type or paste it"
        />
        <Button type="submit" disabled={!code.trim() || scan.isPending}>
          {scan.isPending ? 'Checking…' : 'Check in'}
        </Button>
      </form>
      <CameraScanner onCode={(value) => submit(value)} />
    </section>
  );
}
