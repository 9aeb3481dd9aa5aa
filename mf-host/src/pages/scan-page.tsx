import { useParams } from 'shared-ui/router';
import { toUserMessage, useEvent } from 'shared-api';
import { ErrorPanel, FullPageLoader } from 'shared-ui';
import { HostCallError, isForbidden } from '../components/host-access';
import { HostNav } from '../components/host-nav';
import { useHostDashboard } from '../features/dashboard/api/host-dashboard';
import { CameraScanner } from '../features/scan/components/camera-scanner';
import { DoorCount } from '../features/scan/components/door-count';
import { OfflineStatus } from '../features/scan/components/offline-status';
import { ScanForm } from '../features/scan/components/scan-form';
import { ScanResultPanel } from '../features/scan/components/scan-result-panel';
import { useDoorScan } from '../features/scan/hooks/use-door-scan';
import '../components/host.css';

/**
 * `/app/event/:eventId/scan`: the door. Type (or scan) a pass code; Enter admits or refuses it.
 * With the network down (or a scan that cannot reach the server), the pass is checked on this
 * device against the downloaded list and queued; it is sent once the network is back.
 */
export default function ScanPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const dashboard = useHostDashboard(eventId);
  const scan = useDoorScan(eventId);
  const { door, failure } = scan;

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
        outcome={scan.last?.outcome ?? null}
        code={scan.last?.code ?? null}
        offlineNote={scan.offlineNote}
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
            onRetry={() => scan.submit(failure.code, failure.nonce)}
          />
        )
      ) : null}
      <ScanForm
        code={scan.code}
        onCodeChange={scan.setCode}
        input={scan.input}
        busy={scan.busy}
        onSubmit={scan.submit}
      />
      <CameraScanner onCode={(value) => scan.submit(value)} />
      <OfflineStatus door={door} />
    </section>
  );
}
