import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { Event } from 'contract';
import { formatEventDate } from 'shared-ui';
import { eventGoingText } from '../lib/event-going-text';
import { CancelledBadge } from './cancelled-notice';
import { EventFlyer } from './event-flyer';
import './event-card.css';

/** `priority`: the card is in the first screenful, so its flyer loads first (see EventFlyer). */
export function EventCard({ event, priority = false }: { event: Event; priority?: boolean }) {
  const place = event.location
    ? `${event.location.address.city}, ${event.location.address.state}`
    : 'Location to be announced';
  return (
    <li className="event-card">
      <Link to={paths.event(event.id)} className="event-card__link">
        <EventFlyer event={event} priority={priority} />
        <div className="event-card__body">
          {event.cancelledAt !== null && (
            <p className="event-card__status">
              <CancelledBadge />
            </p>
          )}
          <h2 className="event-card__name">{event.name}</h2>
          <p className="event-card__when">
            <time dateTime={new Date(event.startTime * 1000).toISOString()}>
              {formatEventDate(event.startTime, event.timeZone)}
            </time>
          </p>
          <p className="event-card__where">{place}</p>
          <p className="event-card__going">{eventGoingText(event) ?? '\u00a0'}</p>
        </div>
      </Link>
    </li>
  );
}
