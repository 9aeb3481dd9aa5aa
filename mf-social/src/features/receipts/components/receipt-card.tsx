import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { OrderStatus, Receipt } from 'contract';
import { Card, formatEventDate, formatMoney } from 'shared-ui';
import './receipts.css';

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  completed: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  awaiting_approval: 'Waiting for the hosts’ approval',
};

/** One order: its event, when it was placed, what was bought, totals, status and refunds. */
export function ReceiptCard({ receipt }: { receipt: Receipt }) {
  const money = (cents: number) => formatMoney(cents, receipt.currency);
  const free = receipt.totalCents === 0;
  const status =
    free && receipt.status === 'completed' ? 'Free RSVP' : STATUS_LABELS[receipt.status];
  const placed = new Date(receipt.createdAt * 1000).toLocaleDateString(undefined, {
    dateStyle: 'medium',
  });
  return (
    <Card as="li" className="receipt" aria-label={`Receipt for ${receipt.event.name}`}>
      <div className="receipt__head">
        <h2 className="receipt__event">
          <Link to={paths.event(receipt.event.id)}>{receipt.event.name}</Link>
        </h2>
        <span className={`receipt__status receipt__status--${receipt.status}`}>{status}</span>
      </div>
      <p className="receipt__meta">
        Event: {formatEventDate(receipt.event.startTime, receipt.event.timeZone)} · Ordered {placed}
      </p>
      <dl className="receipt__lines">
        {receipt.items.map((item) => (
          <div key={item.ticketTypeId} style={{ display: 'contents' }}>
            <dt>
              {item.quantity} × {item.name}
            </dt>
            <dd>{money(item.quantity * item.unitPriceCents)}</dd>
          </div>
        ))}
        {receipt.feeCents > 0 && (
          <>
            <dt>Fees</dt>
            <dd>{money(receipt.feeCents)}</dd>
          </>
        )}
        <dt className="receipt__total">Total</dt>
        <dd className="receipt__total">{money(receipt.totalCents)}</dd>
        {receipt.refundedCents > 0 && (
          <>
            <dt className="receipt__refund">Refunded</dt>
            <dd className="receipt__refund">−{money(receipt.refundedCents)}</dd>
          </>
        )}
      </dl>
      {receipt.statusReason && <p className="receipt__meta">{receipt.statusReason}</p>}
    </Card>
  );
}
