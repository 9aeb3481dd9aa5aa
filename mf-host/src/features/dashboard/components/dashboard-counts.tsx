import type { HostDashboard } from 'contract';

/** The dashboard's headline counts: going, checked in, pending, spots left, cancelled. */
export function DashboardCounts({ dashboard }: { dashboard: HostDashboard }) {
  const { counts, ticketTypes, cancellation } = dashboard;
  const capacityLeft = ticketTypes.reduce((sum, type) => sum + type.remaining, 0);
  const stats = [
    { label: 'Going', value: counts.going + counts.checked_in },
    { label: 'Checked in', value: counts.checked_in },
    { label: 'Pending approval', value: counts.pending },
    // A cancelled event sells nothing: its spots are not "left".
    ...(cancellation ? [] : [{ label: 'Spots left', value: capacityLeft }]),
    { label: 'Cancelled or refunded', value: counts.cancelled + counts.refunded },
  ];
  return (
    <ul className="host-stats" aria-label="Counts">
      {stats.map((stat) => (
        <li key={stat.label} className="host-stat">
          <span className="host-stat__value">{stat.value}</span>
          <span className="host-stat__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
