import { ButtonLink, Link } from 'shared-ui/router';
import { paths, toUserMessage, useSession } from 'shared-api';
import type { Event } from 'contract';
import { EmptyState, ErrorPanel, Spinner, formatEventDate } from 'shared-ui';
import { useUserEvents } from '../api/user-events';
import { EventFlyer } from './event-flyer';
import { ShowMoreEvents } from './show-more-events';
import './profile.css';

/**
 * On one's own profile: the upcoming events one hosts or co-hosts, each with the way to its
 * dashboard, and the way to one's wallet and payout set-up (where the ticket money goes).
 */
export function HostingEvents() {
  const events = useUserEvents('hosting');
  return (
    <section className="hosting" aria-labelledby="hosting-title">
      <div className="hosting__head">
        <h2 id="hosting-title">Events you host</h2>
        <nav className="hosting__money" aria-label="Your ticket money">
          <Link to={paths.wallet()}>Wallet</Link>
          <Link to={paths.stripeConnect()}>Payout set-up</Link>
        </nav>
      </div>
      {events.status === 'pending' ? (
        <Spinner label="Loading the events you host" />
      ) : events.status === 'error' ? (
        <ErrorPanel
          title="We couldn't load the events you host"
          message={toUserMessage(events.error)}
          onRetry={events.refetch}
          headingLevel={3}
        />
      ) : events.events.length === 0 ? (
        <EmptyState
          icon="🎤"
          title="Nothing coming up that you host"
          message="Events you create or co-host show up here, each with its dashboard."
          headingLevel={3}
          action={
            <ButtonLink variant="secondary" size="sm" to={paths.create()}>
              Create an event
            </ButtonLink>
          }
        />
      ) : (
        <>
          <ul className="social-list" aria-label="Events you host">
            {events.events.map((event) => (
              <HostingRow key={event.id} event={event} />
            ))}
          </ul>
          <ShowMoreEvents pages={events} />
        </>
      )}
    </section>
  );
}

function HostingRow({ event }: { event: Event }) {
  const { user } = useSession();
  const role = event.host.id === user?.id ? 'Host' : 'Co-host';
  return (
    <li className="hosting-event">
      <EventFlyer event={event} />
      <div className="hosting-event__body">
        <h3 className="profile-event__name">
          <Link to={paths.event(event.id)}>{event.name}</Link>
        </h3>
        <p className="profile-event__when">
          {role} · {formatEventDate(event.startTime, event.timeZone)}
        </p>
      </div>
      <ButtonLink
        variant="secondary"
        size="sm"
        to={paths.host(event.id)}
        aria-label={`Dashboard of ${event.name}`}
      >
        Dashboard
      </ButtonLink>
    </li>
  );
}
