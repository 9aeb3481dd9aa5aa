import type { ReactNode } from 'react';
import type { EventRevenue } from 'contract';
import { useEventRevenue } from '../api/revenue';
import { Button, Spinner, formatMoney } from 'shared-ui';
import { TableScroll } from '../../../components/table-scroll';
import '../../../components/host.css';
import './revenue.css';

/** Gross, fees, refunds and net, as four figures. */
export function RevenueFigures({ revenue }: { revenue: EventRevenue }) {
  const money = (cents: number) => formatMoney(cents, revenue.currency);
  const figures = [
    { label: 'Gross sales', value: money(revenue.totals.grossCents) },
    { label: 'Service fees', value: money(revenue.totals.feesCents) },
    { label: 'Refunds', value: money(revenue.totals.refundsCents) },
    { label: 'Net revenue', value: money(revenue.totals.netCents) },
  ];
  return (
    <ul className="host-stats" aria-label="Revenue">
      {figures.map((f) => (
        <li key={f.label} className="host-stat" data-testid={`revenue-${f.label}`}>
          <span className="host-stat__value">{f.value}</span>
          <span className="host-stat__label">{f.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The revenue per ticket type, as a table. */
export function RevenueTable({ revenue }: { revenue: EventRevenue }) {
  const money = (cents: number) => formatMoney(cents, revenue.currency);
  if (revenue.ticketTypes.length === 0) return <p>This event has no ticket types.</p>;
  return (
    <TableScroll label="Revenue per ticket type">
      <table className="host-table" aria-label="Revenue per ticket type">
        <thead>
          <tr>
            <th scope="col">Ticket type</th>
            <th scope="col">Sold</th>
            <th scope="col">Gross</th>
            <th scope="col">Fees</th>
            <th scope="col">Refunds</th>
            <th scope="col">Net</th>
          </tr>
        </thead>
        <tbody>
          {revenue.ticketTypes.map((t) => (
            <tr key={t.ticketTypeId}>
              <th scope="row">{t.name}</th>
              <td>{t.ticketsSold}</td>
              <td>{money(t.grossCents)}</td>
              <td>{money(t.feesCents)}</td>
              <td>{money(t.refundsCents)}</td>
              <td>{money(t.netCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** An event's revenue once loaded; loading and error states in words until then. */
export function RevenueLoaded({
  eventId,
  children,
}: {
  eventId: string;
  children: (revenue: EventRevenue) => ReactNode;
}) {
  const revenue = useEventRevenue(eventId);
  if (revenue.isPending) {
    return (
      <p className="host-status">
        <Spinner size="sm" /> Loading revenue…
      </p>
    );
  }
  if (revenue.isError) {
    return (
      <p className="host-status" role="alert">
        Revenue didn’t load.{' '}
        <Button variant="ghost" onClick={() => void revenue.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return <>{children(revenue.data)}</>;
}

/**
 * The dashboard's revenue card: the four figures, loading and error states in words, and beside
 * the title the page's `action` (its link to the analytics behind these figures).
 */
export function RevenueCard({ eventId, action }: { eventId: string; action?: ReactNode }) {
  return (
    <section className="revenue-card" aria-labelledby="revenue-title">
      <div className="revenue-card__header">
        <h2 id="revenue-title">Revenue</h2>
        {action}
      </div>
      <RevenueLoaded eventId={eventId}>
        {(revenue) =>
          revenue.paidOrders === 0 && revenue.totals.refundsCents === 0 ? (
            <p className="host-status">No paid tickets sold yet.</p>
          ) : (
            <RevenueFigures revenue={revenue} />
          )
        }
      </RevenueLoaded>
    </section>
  );
}
