import type { EventAnalytics } from 'contract';
import { toCsv } from '../../../components/csv';

/** Money in the CSV: major units with two decimals (1250 → 12.50), so a spreadsheet can sum it. */
const amount = (cents: number) => (cents / 100).toFixed(2);

/**
 * The analytics as one CSV: a row per day, then the per-ticket-type and per-link sales, each block
 * with its own header. The numbers are the API's, unchanged.
 */
export function analyticsCsv(data: EventAnalytics): string {
  const currency = data.currency.toUpperCase();
  return toCsv([
    [
      'Day',
      'Views',
      'Shares',
      'Likes',
      'RSVPs',
      'Checkouts begun',
      'Tickets sold',
      `Sales (${currency})`,
    ],
    ...data.days.map((d) => [
      d.day,
      d.views,
      d.shares,
      d.likes,
      d.rsvps,
      d.checkoutStarts,
      d.ticketsSold,
      amount(d.salesCents),
    ]),
    [],
    ['Ticket type', 'Tickets', `Sales (${currency})`],
    ...data.ticketTypes.map((t) => [t.name, t.tickets, amount(t.salesCents)]),
    [],
    ['Affiliate code', 'Label', 'Orders', 'Tickets', `Sales (${currency})`],
    ...data.affiliates.map((a) => [
      a.code,
      a.label ?? '',
      a.orders,
      a.tickets,
      amount(a.salesCents),
    ]),
  ]);
}
