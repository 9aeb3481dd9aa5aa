import type { EventCancellation } from 'contract';
import { formatMoney } from 'shared-ui';
import './cancel-event.css';

/**
 * What the dashboard says once the event is cancelled: when, the host's message, and how far the
 * refunds have gone (the dashboard reloads while some are left; a screen reader hears the change).
 */
export function CancellationStatus({ cancellation }: { cancellation: EventCancellation }) {
  const { orders, settledOrders, refundedCents } = cancellation;
  const done = settledOrders >= orders;
  const when = new Date(cancellation.cancelledAt * 1000).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section className="cancellation-status" aria-labelledby="cancellation-title">
      <h2 id="cancellation-title">This event is cancelled</h2>
      <p className="cancellation-status__when">Cancelled {when}. Your message to guests:</p>
      <blockquote className="ui-quote ui-quote--danger">{cancellation.message}</blockquote>
      <p className="cancellation-status__progress" role="status" aria-live="polite">
        {orders === 0
          ? 'Nobody had tickets, so there was nothing to refund.'
          : done
            ? `Done: all ${orders} ${orders === 1 ? 'order is' : 'orders are'} settled, ${formatMoney(refundedCents)} refunded.`
            : `Refunding: ${settledOrders} of ${orders} orders settled so far, ${formatMoney(refundedCents)} refunded.`}
      </p>
      {!done && orders > 0 && (
        <progress
          className="cancellation-status__bar"
          max={orders}
          value={settledOrders}
          aria-label="Refunds settled"
        />
      )}
    </section>
  );
}
