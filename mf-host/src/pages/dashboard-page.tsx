import { Link, useParams } from 'react-router-dom';
import { paths, useEvent, useHostDashboard } from 'shared-api';
import { FullPageLoader, buttonClassName } from 'shared-ui';
import { HostCallError } from '../components/host-access';
import { HostNav } from '../components/host-nav';
import { EventChatButton } from '../features/dashboard/components/event-chat-button';
import { ShareLinkButton } from '../features/dashboard/components/share-link-button';
import '../components/host.css';

/** `/app/host/:eventId/dashboard/:modal?`: an event's counts and its organizers' quick actions. */
export default function DashboardPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const dashboard = useHostDashboard(eventId);

  if (dashboard.isPending) return <FullPageLoader />;
  if (dashboard.isError) {
    return (
      <div className="host-page">
        <HostCallError
          error={dashboard.error}
          eventId={eventId}
          what="see its dashboard"
          onRetry={() => void dashboard.refetch()}
        />
      </div>
    );
  }
  const { counts, ticketTypes } = dashboard.data;
  const capacityLeft = ticketTypes.reduce((sum, type) => sum + type.remaining, 0);
  const stats = [
    { label: 'Going', value: counts.going + counts.checked_in },
    { label: 'Checked in', value: counts.checked_in },
    { label: 'Spots left', value: capacityLeft },
    { label: 'Cancelled or refunded', value: counts.cancelled + counts.refunded },
  ];
  return (
    <section className="host-page" aria-labelledby="dashboard-title">
      <header className="host-page__header">
        <h1 id="dashboard-title">{event.data?.name ?? 'Your event'}</h1>
        <p>Host dashboard</p>
      </header>
      <HostNav eventId={eventId} />
      <ul className="host-stats" aria-label="Counts">
        {stats.map((stat) => (
          <li key={stat.label} className="host-stat">
            <span className="host-stat__value">{stat.value}</span>
            <span className="host-stat__label">{stat.label}</span>
          </li>
        ))}
      </ul>
      <div className="host-actions">
        <Link
          className={buttonClassName({ variant: 'primary' })}
          to={`${paths.event(eventId)}/scan`}
        >
          Scan passes
        </Link>
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          to={`${paths.event(eventId)}/guests`}
        >
          Guest list
        </Link>
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          to={`${paths.event(eventId)}/edit`}
        >
          Edit event
        </Link>
        <ShareLinkButton eventId={eventId} />
        <EventChatButton eventId={eventId} />
        <Link className={buttonClassName({ variant: 'ghost' })} to={paths.event(eventId)}>
          View event page
        </Link>
      </div>
      <h2>Tickets</h2>
      {ticketTypes.length === 0 ? (
        <p>This event has no ticket types.</p>
      ) : (
        <table className="host-table">
          <thead>
            <tr>
              <th scope="col">Ticket type</th>
              <th scope="col">Sold</th>
              <th scope="col">Checked in</th>
              <th scope="col">Left</th>
            </tr>
          </thead>
          <tbody>
            {ticketTypes.map((type) => (
              <tr key={type.id}>
                <th scope="row">{type.name}</th>
                <td>{type.sold}</td>
                <td>{type.checkedIn}</td>
                <td>
                  {type.remaining} of {type.capacity}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
