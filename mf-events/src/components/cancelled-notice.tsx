import { useId } from 'react';
import { Link } from 'shared-ui/router';
import { formatEventDate } from 'shared-ui';
import './cancelled-notice.css';

/**
 * "This event is cancelled": when, the hosts' message, and what happens to the money. The event
 * page shows it instead of RSVP or tickets, the pass page above the pass.
 */
export function CancelledNotice({
  event,
}: {
  event: { cancelledAt: number | null; cancellationMessage: string | null; timeZone: string };
}) {
  const titleId = useId();
  if (event.cancelledAt === null) return null;
  return (
    <section className="cancelled-notice" aria-labelledby={titleId}>
      <h2 id={titleId} className="cancelled-notice__title">
        This event is cancelled
      </h2>
      <p className="cancelled-notice__when">
        The hosts cancelled it on {formatEventDate(event.cancelledAt, event.timeZone)}.
      </p>
      {event.cancellationMessage && (
        <blockquote className="ui-quote ui-quote--danger cancelled-notice__message">
          {event.cancellationMessage}
        </blockquote>
      )}
      <p className="cancelled-notice__money">
        Everyone who paid gets their money back in full.{' '}
        <Link to="/app/user/receipts">Receipts</Link> show each refund.
      </p>
    </section>
  );
}

/** A small "Cancelled" label on a card or a list entry. */
export function CancelledBadge() {
  return <span className="cancelled-badge">Cancelled</span>;
}
