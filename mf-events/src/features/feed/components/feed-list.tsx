import { useDeferredValue, type ReactNode } from 'react';
import type { Event } from 'contract';
import { EventCard } from '../../../components/event-card';

/** Cards in view before any scroll: the first row of the grid on a wide screen (one on a phone). */
export const FIRST_SCREENFUL = 4;

/**
 * The feed's cards. The first screenful renders at once and the rest follows in a background
 * render, which React splits into slices of a few milliseconds: the feed's first paint (and its
 * first flyer, the page's largest paint) does not wait for a whole page of cards, and no long task
 * holds the main thread while the others render. Later pages arrive the same way.
 */
export function FeedList({ events, after }: { events: readonly Event[]; after?: ReactNode }) {
  const shown = useDeferredValue(events, events.slice(0, FIRST_SCREENFUL));
  return (
    <>
      <ul className="feed__list">
        {shown.map((event, index) => (
          <EventCard key={event.id} event={event} priority={index < FIRST_SCREENFUL} />
        ))}
      </ul>
      {/* What follows the list (the next page's trigger) comes once all of it has rendered: below
          the first screenful alone it sat in view and asked for the next page at once. */}
      {shown === events ? after : null}
    </>
  );
}
