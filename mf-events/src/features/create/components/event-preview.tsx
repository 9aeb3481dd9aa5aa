import { formatEventDate } from 'shared-ui';
import { EventFlyer } from '../../../components/event-flyer';
import type { EventFormValues } from '../lib/event-form-values';
import { localToEpochSeconds } from '../lib/zoned-time';
import '../../../components/event-card.css';

/** The card's place line: 'Chicago, IL', or what is known of it so far. */
function placeOf({ city, state }: EventFormValues): string {
  const parts = [city.trim(), state.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Location to be announced';
}

/**
 * The event's card as the feed will show it, following the form as the host fills it in (the
 * way Partiful and Luma show the event while it is written). Wide screens only: on a phone the
 * form takes the width. Hidden from screen readers: it repeats what the form's fields hold.
 */
export function EventPreview({ values }: { values: EventFormValues }) {
  const name = values.name.trim() || 'Your event';
  const start = localToEpochSeconds(values.start, values.timeZone);
  return (
    <aside className="event-preview" aria-hidden="true" data-testid="event-preview">
      <p className="event-preview__label">Preview</p>
      <div className="event-card__link">
        <EventFlyer event={{ id: 'preview', name, flyer: values.flyer }} />
        <div className="event-card__body">
          <p className="event-card__name">{name}</p>
          <p className="event-card__when">
            {start === null ? 'Date and time to come' : formatEventDate(start, values.timeZone)}
          </p>
          <p className="event-card__where">{placeOf(values)}</p>
        </div>
      </div>
    </aside>
  );
}
