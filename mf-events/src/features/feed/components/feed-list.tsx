import { useDeferredValue } from 'react';
import type { Event } from 'shared-api';
import { EventCard } from '../../../components/event-card';

/** Cards in view before any scroll: the first row of the grid on a wide screen (one on a phone). */
export const FIRST_SCREENFUL = 4;

/**
 * The feed's cards. The first screenful renders at once and the rest follows in a background
 * render, which React splits into slices of a few milliseconds: the feed's first paint (and its
 * first flyer, the page's largest paint) does not wait for a whole page of cards, and no long task
 * holds the main thread while the others render. Later pages arrive the same way.
 */
export function FeedList({ events }: { events: readonly Event[] }) {
  const shown = useDeferredValue(events, events.slice(0, FIRST_SCREENFUL));
  return (
    <ul className="feed__list">
      {shown.map((event, index) => (
        <EventCard key={event.id} event={event} priority={index < FIRST_SCREENFUL} />
      ))}
    </ul>
  );
}
