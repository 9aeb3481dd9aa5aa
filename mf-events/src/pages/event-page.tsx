import { useParams } from 'react-router-dom';
import { isApiError, toUserMessage, useEvent } from 'shared-api';
import { EmptyState, ErrorPanel, FullPageLoader, formatEventDate } from 'shared-ui';
import { EventFlyer } from '../features/feed/components/event-flyer';
import '../features/feed/components/feed.css';

/** The event page. Tickets, RSVP, likes and sharing come with the events issue. */
export default function EventPage() {
  const { eventId } = useParams();
  const event = useEvent(eventId);

  if (event.isPending) return <FullPageLoader />;
  if (event.isError) {
    return isApiError(event.error) && event.error.status === 404 ? (
      <EmptyState
        icon="🔎"
        title="This event doesn't exist"
        message="It may have been deleted, or the link is wrong."
      />
    ) : (
      <ErrorPanel
        title="We couldn't load this event"
        message={toUserMessage(event.error)}
        onRetry={() => void event.refetch()}
      />
    );
  }
  const e = event.data;
  const address = e.location?.address;
  return (
    <article className="event-page" aria-labelledby="event-name">
      <div className="event-page__flyer">
        <EventFlyer event={e} size="large" />
      </div>
      <div>
        <h1 id="event-name" className="event-page__name">
          {e.name}
        </h1>
        <p>
          <time dateTime={new Date(e.startTime * 1000).toISOString()}>
            {formatEventDate(e.startTime, e.timeZone)}
          </time>
        </p>
        {address && (
          <p>
            {e.location?.name && <strong>{e.location.name}</strong>}
            {e.location?.name && <br />}
            {address.line1}
            {address.line2 ? `, ${address.line2}` : ''}
            <br />
            {address.city}, {address.state}
          </p>
        )}
        <p>Hosted by {e.host.displayName}</p>
        {e.description && <p style={{ whiteSpace: 'pre-line' }}>{e.description}</p>}
      </div>
    </article>
  );
}
