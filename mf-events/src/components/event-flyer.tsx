import type { Event } from 'shared-api';
import { ACCENT_COLORS } from 'shared-ui';
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
  const color = ACCENT_COLORS[hash(event.id) % ACCENT_COLORS.length];
  const initials = event.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <div
      className="event-flyer event-flyer--placeholder"
      style={{ background: color }}
      aria-hidden="true"
    >
      {initials}
    </div>
  );
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}
