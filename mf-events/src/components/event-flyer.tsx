import type { Event } from 'contract';
import { accentFor, initials } from 'shared-ui';
import './event-card.css';

interface EventFlyerProps {
  /** What the flyer shows of the event (the create form's preview has no saved event yet). */
  event: Pick<Event, 'id' | 'name' | 'flyer'>;
  size?: 'small' | 'large';
  /**
   * In the first screenful (the event page's flyer, the feed's first cards): fetched at once and
   * first, since it is usually the largest paint. Every other flyer waits until scrolled near.
   */
  priority?: boolean;
}

/** The flyer, or a colour block with the event's initials when there is none yet. */
export function EventFlyer({ event, size = 'small', priority = false }: EventFlyerProps) {
  if (event.flyer) {
    return (
      <img
        className="event-flyer"
        src={event.flyer.urls[size]}
        alt={`Flyer for ${event.name}`}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    );
  }
  // The same colour and letters as the event's tile in the pass list (shared-ui's accentFor and
  // initials), so an event without a flyer looks the same wherever it is shown.
  return (
    <div
      className="event-flyer event-flyer--placeholder"
      style={{ background: accentFor(event.id) }}
      aria-hidden="true"
    >
      {initials(event.name)}
    </div>
  );
}
