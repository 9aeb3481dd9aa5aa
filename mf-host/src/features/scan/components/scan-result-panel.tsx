import type { ScanOutcome } from 'shared-api';
import { Avatar } from 'shared-ui';
import { scanHeadline } from '../../../components/scan-words';

/** A signed QR payload is long: its start and end are enough to compare with the guest's screen. */
export function shortCode(code: string): string {
  return code.length > 32 ? `${code.slice(0, 16)}…${code.slice(-8)}` : code;
}

/** The big answer a door person reads in one glance: green admitted, red refused. */
export function ScanResultPanel({
  outcome,
  code,
  offline = false,
}: {
  outcome: ScanOutcome | null;
  /** The code that was scanned, shown small under a refusal so it can be checked. */
  code: string | null;
  /** Decided on this device with no network (from the downloaded list). */
  offline?: boolean;
}) {
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
      {offline ? <p className="scan-result__offline">Offline · checked on this device</p> : null}
      {outcome.guest ? (
        <p className="scan-result__guest">
          {outcome.guest.name} · {outcome.guest.ticketTypeName}
        </p>
      ) : null}
      {outcome.result === 'refused' && code ? (
        <p className="scan-result__code">Code: {shortCode(code)}</p>
      ) : null}
    </div>
  );
}
