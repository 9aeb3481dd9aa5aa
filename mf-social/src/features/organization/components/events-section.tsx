import { Link } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { EmptyState, ErrorPanel, Spinner } from 'shared-ui';
import { listStyle } from '../../../components/person-row';
import { useOrganizationEvents } from '../api/organization';

/** The organization's events: those hosts invited it to. */
export function EventsSection({ organizationId }: { organizationId: string }) {
  const events = useOrganizationEvents(organizationId);
  return (
    <section aria-labelledby="org-events" className="org-section">
      <h2 id="org-events">Events</h2>
      {events.isPending && <Spinner label="Loading" />}
      {events.isError && (
        <ErrorPanel
          title="We couldn't load the events"
          message={toUserMessage(events.error)}
          onRetry={() => void events.refetch()}
        />
      )}
      {events.data?.length === 0 && (
        <EmptyState
          icon="🗓️"
          title="No events yet"
          message="When a host invites this organization to an event, it shows here."
        />
      )}
      {events.data && events.data.length > 0 && (
        <ul style={listStyle}>
          {events.data.map((event) => (
            <li key={event.id}>
              <Link to={paths.event(event.id)}>{event.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
