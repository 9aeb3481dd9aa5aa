import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { EventSummary, Pass } from 'contract';
import { formatEventDate } from 'shared-ui';
import { PassQr } from './pass-qr';
import './passes.css';
import '../../../components/tile.css';

const STATUS_TEXT: Record<Pass['status'], string | null> = {
  valid: null,
  cancelled: 'This pass was cancelled',
  refunded: 'This pass was refunded',
  pending: 'Waiting for the hosts’ approval: not valid at the door yet',
  denied: 'The hosts declined this request',
  removed: 'The hosts removed you from this event; what you paid was refunded',
};

/**
 * One pass as shown at the door: the QR code (the token signed by the event, so the door can check
 * it offline), the short pass code under it for typing by hand, the ticket type and the event.
 */
export function PassTicket({ pass, event }: { pass: Pass; event: EventSummary }) {
  const place = [event.locationName, [event.city, event.state].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');
  const problem = STATUS_TEXT[pass.status];
  return (
    <article className="events-tile pass-ticket" aria-labelledby={`pass-${pass.id}-title`}>
      <div className="pass-ticket__qr">
        {problem ? (
          <p className="pass-ticket__void" role="status">
            {problem}
          </p>
        ) : (
          <>
            <PassQr token={pass.qrPayload} label={`QR code for your ${pass.ticketTypeName} pass`} />
            <p className="pass-ticket__code">
              <span className="pass-ticket__code-label">Pass code</span>
              <span className="pass-ticket__code-value" data-testid="door-code">
                {pass.doorCode}
              </span>
            </p>
          </>
        )}
      </div>
      <div className="pass-ticket__body">
        <h2 id={`pass-${pass.id}-title`} className="pass-ticket__event">
          <Link to={paths.event(event.id)}>{event.name}</Link>
        </h2>
        <p className="pass-ticket__type">{pass.ticketTypeName}</p>
        <p>
          <time dateTime={new Date(event.startTime * 1000).toISOString()}>
            {formatEventDate(event.startTime, event.timeZone)}
          </time>
        </p>
        {place && <p>{place}</p>}
      </div>
    </article>
  );
}
