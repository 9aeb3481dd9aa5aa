import { ButtonLink } from 'shared-ui/router';
import { paths } from 'shared-api';

/**
 * For the event's host and co-hosts: the ways into running it, as links (a long press, a middle
 * click or "open in new tab" work): its dashboard (mf-host's, where the guests, the door,
 * analytics and the rest are), editing it, and its chat (mf-social's, opened on first use).
 */
export function OrganizerTools({
  eventId,
  isHost,
  cancelled = false,
}: {
  eventId: string;
  isHost: boolean;
  /** A cancelled event is not edited any more; its dashboard and chat stay. */
  cancelled?: boolean;
}) {
  return (
    <nav className="event-organizer-tools" aria-labelledby="organizer-tools-title">
      <p id="organizer-tools-title" className="event-organizer-tools__title">
        {isHost ? 'You host this event' : 'You co-host this event'}
      </p>
      <div className="event-organizer-tools__links">
        <ButtonLink variant="secondary" to={paths.host(eventId)}>
          Host dashboard
        </ButtonLink>
        {!cancelled && (
          <ButtonLink variant="ghost" to={`${paths.event(eventId)}/edit`}>
            Edit event
          </ButtonLink>
        )}
        <ButtonLink variant="ghost" to={paths.eventChat(eventId)}>
          Event chat
        </ButtonLink>
      </div>
    </nav>
  );
}
