import { formatEventDate } from 'shared-ui';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
const END_TIME: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** Intl writes a narrow no-break space before AM/PM in some engines; plain spaces read the same. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/**
 * An event's start and end as its page shows them, in the event's own zone. An end on the same
 * day gives only its time ('Sat, Nov 28 · 7:30 PM EST' – '11:00 PM EST'), so the date is not read
 * twice; an end on another day is written in full. `end` is null for an event without an end.
 */
export function eventTimeRange(
  startSeconds: number,
  endSeconds: number | null,
  timeZone: string,
): { start: string; end: string | null } {
  const start = formatEventDate(startSeconds, timeZone);
  if (endSeconds === null) return { start, end: null };
  const day = new Intl.DateTimeFormat('en-US', { ...DAY, timeZone });
  const sameDay =
    day.format(new Date(startSeconds * 1000)) === day.format(new Date(endSeconds * 1000));
  const end = sameDay
    ? plain(
        new Intl.DateTimeFormat('en-US', { ...END_TIME, timeZone }).format(
          new Date(endSeconds * 1000),
        ),
      )
    : formatEventDate(endSeconds, timeZone);
  return { start, end };
}
