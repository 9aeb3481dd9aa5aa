import { ButtonLink, useParams } from 'shared-ui/router';
import { paths, useEvent } from 'shared-api';
import { Button, FullPageLoader } from 'shared-ui';
import { HostCallError } from '../components/host-access';
import { HostNav } from '../components/host-nav';
import { downloadCsv } from '../components/csv';
import { useScrollToHash } from '../components/use-scroll-to-hash';
import { AffiliateLinksPanel } from '../features/affiliates/components/affiliate-links-panel';
import { useEventAnalytics } from '../features/analytics/api/event-analytics';
import { DailySection } from '../features/analytics/components/daily-section';
import { Funnel } from '../features/analytics/components/funnel';
import { AffiliateSales, TicketTypeSales } from '../features/analytics/components/sales-tables';
import { analyticsCsv } from '../features/analytics/lib/analytics-csv';
import { dayRangeLabel } from '../features/analytics/lib/analytics-days';
import { RevenueSection } from '../features/revenue/components/revenue-section';
import { useEventRevenue } from '../features/revenue/api/revenue';
import '../components/host.css';
import '../features/analytics/components/analytics.css';

/** `/app/host/:eventId/analytics`: revenue, the daily chart, the funnel, per type and per link. */
export default function AnalyticsPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const analytics = useEventAnalytics(eventId);
  // Asked for here, beside the analytics, so the revenue section below does not wait for them.
  useEventRevenue(eventId);
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
        <ButtonLink variant="ghost" to={`${paths.host(eventId)}/dashboard`}>
          Back to dashboard
        </ButtonLink>
      </div>
      <RevenueSection eventId={eventId} />
      <DailySection data={data} />
      <section aria-labelledby="funnel-heading" className="analytics-section">
        <h2 id="funnel-heading">Funnel</h2>
        <Funnel funnel={data.funnel} />
      </section>
      <TicketTypeSales data={data} />
      <AffiliateSales data={data} />
      <AffiliateLinksPanel eventId={eventId} />
    </section>
  );
}
