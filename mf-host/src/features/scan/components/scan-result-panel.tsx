import type { ScanOutcome } from 'contract';
import { Avatar } from 'shared-ui';
import { scanHeadline } from '../../../components/scan-words';
import { useScannedCodeLabel } from '../hooks/use-scanned-code-label';

/** The big answer a door person reads in one glance: green admitted, red refused. */
export function ScanResultPanel({
  outcome,
  code,
  offlineNote = null,
}: {
  outcome: ScanOutcome | null;
  /** The code that was scanned: its door code is shown small under a refusal, to compare. */
  code: string | null;
  /** Set when decided on this device with no network: where that decision stands now. */
  offlineNote?: string | null;
}) {
  const codeLabel = useScannedCodeLabel(outcome?.result === 'refused' ? code : null);
  if (!outcome) {
    return (
      <div className="scan-result scan-result--idle" role="status" aria-live="polite">
        <p className="scan-result__headline">Ready to scan</p>
        <p>Type or scan a pass code, then press Enter.</p>
      </div>
    );
  }
  return (
    <div
      className={`scan-result scan-result--${outcome.result}`}
      role="status"
      aria-live="assertive"
      data-testid="scan-result"
    >
      {outcome.guest ? (
        <div>
          <Avatar
            name={outcome.guest.name}
            src={outcome.guest.profileImage?.urls.small}
            size="lg"
            decorative
          />
        </div>
      ) : null}
      <p className="scan-result__headline">{scanHeadline(outcome)}</p>
      {offlineNote ? <p className="scan-result__offline">{offlineNote}</p> : null}
      {outcome.guest ? (
        <p className="scan-result__guest">
          {outcome.guest.name} · {outcome.guest.ticketTypeName}
        </p>
      ) : null}
      {codeLabel ? <p className="scan-result__code">{codeLabel}</p> : null}
    </div>
  );
}
