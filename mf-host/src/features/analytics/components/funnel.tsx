import type { EventAnalytics } from 'contract';
import { formatCount } from '../lib/analytics-measures';

/** View → begin checkout → purchase, each step with its share of the step before. */
export function Funnel({ funnel }: { funnel: EventAnalytics['funnel'] }) {
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
            <span className="funnel__value">{formatCount(step.value)}</span>
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
