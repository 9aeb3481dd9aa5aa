import type { EventAnalytics } from 'contract';
import { formatMoney } from 'shared-ui';
import { TableScroll } from '../../../components/table-scroll';
import { formatCount } from '../lib/analytics-measures';

/** "Sales per ticket type": tickets and sales of each type, or why there is nothing to show. */
export function TicketTypeSales({ data }: { data: EventAnalytics }) {
  return (
    <section aria-labelledby="types-heading" className="analytics-section">
      <h2 id="types-heading">Sales per ticket type</h2>
      {data.ticketTypes.length === 0 ? (
        <p className="host-status">This event has no ticket types.</p>
      ) : (
        <TableScroll label="Sales per ticket type">
          <table className="host-table" aria-label="Sales per ticket type">
            <thead>
              <tr>
                <th scope="col">Ticket type</th>
                <th scope="col">Tickets</th>
                <th scope="col">Sales</th>
              </tr>
            </thead>
            <tbody>
              {data.ticketTypes.map((t) => (
                <tr key={t.ticketTypeId}>
                  <th scope="row">{t.name}</th>
                  <td>{formatCount(t.tickets)}</td>
                  <td>{formatMoney(t.salesCents, data.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** "Sales per affiliate link": orders, tickets and sales each link brought. */
export function AffiliateSales({ data }: { data: EventAnalytics }) {
  return (
    <section aria-labelledby="links-heading" className="analytics-section">
      <h2 id="links-heading">Sales per affiliate link</h2>
      {data.affiliates.length === 0 ? (
        <p className="host-status">No affiliate links yet: create one below.</p>
      ) : (
        <TableScroll label="Sales per affiliate link">
          <table className="host-table" aria-label="Sales per affiliate link">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Orders</th>
                <th scope="col">Tickets</th>
                <th scope="col">Sales</th>
              </tr>
            </thead>
            <tbody>
              {data.affiliates.map((a) => (
                <tr key={a.linkId}>
                  <th scope="row">
                    {a.code}
                    {a.label && <span className="analytics-muted"> · {a.label}</span>}
                  </th>
                  <td>{formatCount(a.orders)}</td>
                  <td>{formatCount(a.tickets)}</td>
                  <td>{formatMoney(a.salesCents, data.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
