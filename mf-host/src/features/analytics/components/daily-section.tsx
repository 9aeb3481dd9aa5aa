import { Suspense, lazy, useState } from 'react';
import type { EventAnalytics } from 'contract';
import { Spinner } from 'shared-ui';
import { HostTab } from '../../../components/host-tab';
import { TableScroll } from '../../../components/table-scroll';
import { dayLabel } from '../lib/analytics-days';
import { analyticsMeasures, formatCount } from '../lib/analytics-measures';
import type { ChartMeasure } from './analytics-chart';

// visx is heavy: only this section loads it, in its own chunk.
const AnalyticsChart = lazy(() => import('./analytics-chart'));

/** "Per day": a tab per measure with its total, the chart of the chosen one, every day as a table. */
export function DailySection({ data }: { data: EventAnalytics }) {
  const [measureKey, setMeasureKey] = useState<ChartMeasure['key']>('views');
  const all = analyticsMeasures(data.currency);
  const measure = all.find((m) => m.key === measureKey) ?? all[0]!;
  const quiet = data.totals.views === 0 && data.funnel.purchases === 0 && data.totals.likes === 0;

  return (
    <section aria-labelledby="daily-heading" className="analytics-section">
      <h2 id="daily-heading">Per day</h2>
      {quiet && (
        <p className="host-status">
          No views or sales yet in these days. Share the event to get it going.
        </p>
      )}
      <div className="host-tabs" role="tablist" aria-label="What the chart shows">
        {all.map((m) => (
          <HostTab
            key={m.key}
            selected={m.key === measure.key}
            onClick={() => setMeasureKey(m.key)}
          >
            {m.label} <span className="analytics-tab__total">{m.format(data.totals[m.key])}</span>
          </HostTab>
        ))}
      </div>
      <Suspense
        fallback={
          <p className="host-status">
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
                  <td data-key="checkoutStarts">{formatCount(d.checkoutStarts)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </section>
  );
}
