import { formatMoney } from 'shared-ui';
import type { ChartMeasure } from '../components/analytics-chart';

/** A count as the page prints it: `1,234`. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** The daily measures, in the order of the chart's tabs and the table's columns. */
export function analyticsMeasures(currency: string): ChartMeasure[] {
  return [
    { key: 'views', label: 'Views', format: formatCount },
    { key: 'shares', label: 'Shares', format: formatCount },
    { key: 'likes', label: 'Likes', format: formatCount },
    { key: 'rsvps', label: 'RSVPs', format: formatCount },
    { key: 'ticketsSold', label: 'Tickets sold', format: formatCount },
    { key: 'salesCents', label: 'Sales', format: (cents) => formatMoney(cents, currency) },
  ];
}
