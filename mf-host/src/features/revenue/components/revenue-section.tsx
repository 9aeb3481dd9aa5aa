import { RevenueFigures, RevenueLoaded, RevenueTable } from './revenue-card';

/** The analytics page's "Revenue": the figures and the per-type table, once loaded. */
export function RevenueSection({ eventId }: { eventId: string }) {
  return (
    <section aria-labelledby="revenue-heading" className="analytics-section">
      <h2 id="revenue-heading">Revenue</h2>
      <RevenueLoaded eventId={eventId}>
        {(revenue) => (
          <>
            <RevenueFigures revenue={revenue} />
            <RevenueTable revenue={revenue} />
          </>
        )}
      </RevenueLoaded>
    </section>
  );
}
