import { Suspense, lazy, useState } from 'react';
import { Link, useParams } from 'shared-ui/router';
import { paths, useEvent } from 'shared-api';
import type { EventAnalytics } from 'contract';
import { Button, FullPageLoader, Spinner, buttonClassName, formatMoney } from 'shared-ui';
import { HostCallError } from '../components/host-access';
import { HostNav } from '../components/host-nav';
import { downloadCsv } from '../components/csv';
import { TableScroll } from '../components/table-scroll';
import { useScrollToHash } from '../components/use-scroll-to-hash';
import { AffiliateLinksPanel } from '../features/affiliates/components/affiliate-links-panel';
import { useEventAnalytics } from '../features/analytics/api/event-analytics';
import type { ChartMeasure } from '../features/analytics/components/analytics-chart';
import { analyticsCsv } from '../features/analytics/lib/analytics-csv';
import { dayLabel, dayRangeLabel } from '../features/analytics/lib/analytics-days';
import {
  RevenueFigures,
  RevenueLoaded,
  RevenueTable,
} from '../features/revenue/components/revenue-card';
import { useEventRevenue } from '../features/revenue/api/revenue';
import '../components/host.css';
import '../features/analytics/components/analytics.css';

// visx is heavy: only this page loads it, in its own chunk.
const AnalyticsChart = lazy(() => import('../features/analytics/components/analytics-chart'));

const count = (n: number) => n.toLocaleString('en-US');

function measures(currency: string): ChartMeasure[] {
  return [
    { key: 'views', label: 'Views', format: count },
    { key: 'shares', label: 'Shares', format: count },
    { key: 'likes', label: 'Likes', format: count },
    { key: 'rsvps', label: 'RSVPs', format: count },
    { key: 'ticketsSold', label: 'Tickets sold', format: count },
    { key: 'salesCents', label: 'Sales', format: (cents) => formatMoney(cents, currency) },
  ];
}

function Funnel({ funnel }: { funnel: EventAnalytics['funnel'] }) {
  const steps = [
    { label: 'Viewed the event', value: funnel.views },
    { label: 'Began checkout', value: funnel.checkoutStarts },
    { label: 'Bought or RSVP’d', value: funnel.purchases },
  ];
  const top = Math.max(1, funnel.views);
  return (
    <ol className="funnel" aria-label="Funnel">
      {steps.map((step, i) => {
        const previous = i === 0 ? null : steps[i - 1]!.value;
        const rate =
          previous === null || previous === 0 ? null : Math.round((step.value / previous) * 100);
        return (
          <li key={step.label} className="funnel__step" data-testid={`funnel-${i}`}>
            <div
              className="funnel__bar"
              style={{ width: `${Math.max(4, (step.value / top) * 100)}%` }}
            />
            <span className="funnel__value">{count(step.value)}</span>
            <span className="funnel__label">
              {step.label}
              {rate !== null && ` · ${rate}% of the step before`}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** `/app/host/:eventId/analytics`: revenue, the daily chart, the funnel, per type and per link. */
export default function AnalyticsPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const analytics = useEventAnalytics(eventId);
  // Asked for here, beside the analytics, so the revenue section below does not wait for them.
  useEventRevenue(eventId);
  const [measureKey, setMeasureKey] = useState<ChartMeasure['key']>('views');
  // The dashboard's "Affiliate links" lands on that section (`#affiliate-links`) once it is shown.
  useScrollToHash(analytics.isSuccess);

  if (analytics.isPending) return <FullPageLoader />;
  if (analytics.isError) {
    return (
      <div className="host-page">
        <HostCallError
          error={analytics.error}
          eventId={eventId}
          what="see its analytics"
          onRetry={() => void analytics.refetch()}
        />
      </div>
    );
  }
  const data = analytics.data;
  const all = measures(data.currency);
  const measure = all.find((m) => m.key === measureKey) ?? all[0]!;
  const money = (cents: number) => formatMoney(cents, data.currency);
  const quiet = data.totals.views === 0 && data.funnel.purchases === 0 && data.totals.likes === 0;

  return (
    <section className="host-page analytics-page" aria-labelledby="analytics-title">
      <header className="host-page__header">
        <h1 id="analytics-title">{event.data?.name ?? 'Your event'}</h1>
        <p>Analytics · {dayRangeLabel(data.from, data.to)} · days in UTC</p>
      </header>
      <HostNav eventId={eventId} />
      <div className="host-actions">
        <Button
          variant="secondary"
          onClick={() => downloadCsv(`analytics-${data.from}-${data.to}.csv`, analyticsCsv(data))}
        >
          Export CSV
        </Button>
        <Link
          className={buttonClassName({ variant: 'ghost' })}
          to={`${paths.host(eventId)}/dashboard`}
        >
          Back to dashboard
        </Link>
      </div>

      <section aria-labelledby="revenue-heading" className="analytics-section">
        <h2 id="revenue-heading">Revenue</h2>
        <RevenueLoaded eventId={eventId} statusClassName="analytics-status">
          {(revenue) => (
            <>
              <RevenueFigures revenue={revenue} />
              <RevenueTable revenue={revenue} />
            </>
          )}
        </RevenueLoaded>
      </section>

      <section aria-labelledby="daily-heading" className="analytics-section">
        <h2 id="daily-heading">Per day</h2>
        {quiet && (
          <p className="analytics-status">
            No views or sales yet in these days. Share the event to get it going.
          </p>
        )}
        <div className="host-tabs" role="tablist" aria-label="What the chart shows">
          {all.map((m) => (
            <button
              key={m.key}
              type="button"
              role="tab"
              className="host-tab"
              aria-selected={m.key === measure.key}
              onClick={() => setMeasureKey(m.key)}
            >
              {m.label} <span className="analytics-tab__total">{m.format(data.totals[m.key])}</span>
            </button>
          ))}
        </div>
        <Suspense
          fallback={
            <p className="analytics-status">
              <Spinner size="sm" /> Drawing the chart…
            </p>
          }
        >
          <AnalyticsChart days={data.days} measure={measure} />
        </Suspense>
        <details className="analytics-days">
          <summary>Every day as a table</summary>
          <TableScroll label="Per day">
            <table className="host-table" aria-label="Per day">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {all.map((m) => (
                    <th key={m.key} scope="col">
                      {m.label}
                    </th>
                  ))}
                  <th scope="col">Checkouts begun</th>
                </tr>
              </thead>
              <tbody>
                {data.days.map((d) => (
                  <tr key={d.day} data-day={d.day}>
                    <th scope="row">{dayLabel(d.day)}</th>
                    {all.map((m) => (
                      <td key={m.key} data-key={m.key}>
                        {m.format(d[m.key])}
                      </td>
                    ))}
                    <td data-key="checkoutStarts">{count(d.checkoutStarts)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </details>
      </section>

      <section aria-labelledby="funnel-heading" className="analytics-section">
        <h2 id="funnel-heading">Funnel</h2>
        <Funnel funnel={data.funnel} />
      </section>

      <section aria-labelledby="types-heading" className="analytics-section">
        <h2 id="types-heading">Sales per ticket type</h2>
        {data.ticketTypes.length === 0 ? (
          <p className="analytics-status">This event has no ticket types.</p>
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
                    <td>{count(t.tickets)}</td>
                    <td>{money(t.salesCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <section aria-labelledby="links-heading" className="analytics-section">
        <h2 id="links-heading">Sales per affiliate link</h2>
        {data.affiliates.length === 0 ? (
          <p className="analytics-status">No affiliate links yet: create one below.</p>
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
                    <td>{count(a.orders)}</td>
                    <td>{count(a.tickets)}</td>
                    <td>{money(a.salesCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <AffiliateLinksPanel eventId={eventId} />
    </section>
  );
}
