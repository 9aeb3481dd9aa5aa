import { dateTimeFormat, plainSpaces } from './date-time-format';
import { formatEventDate } from './format-event-date';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * An event's start and end as its page shows them, in the event's own zone. An end on the same
 * day gives only its time ('Sat, Nov 28 · 7:30 PM EST' – '11:00 PM EST'), so the date is not read
 * twice; an end on another day is written in full. `end` is null for an event without an end.
 *
 * @param startSeconds epoch seconds (the API's `startTime`)
 * @param endSeconds epoch seconds (`endTime`), or null
 * @param timeZone the event's IANA zone (`Event.timeZone`)
 */
export function formatEventTimeRange(
  startSeconds: number,
  endSeconds: number | null,
  timeZone: string,
): { start: string; end: string | null } {
  const start = formatEventDate(startSeconds, timeZone);
  if (endSeconds === null) return { start, end: null };
  const day = dateTimeFormat(timeZone, DAY);
  const endDate = new Date(endSeconds * 1000);
  const sameDay = day.format(new Date(startSeconds * 1000)) === day.format(endDate);
  const end = sameDay
    ? plainSpaces(dateTimeFormat(timeZone, TIME).format(endDate))
    : formatEventDate(endSeconds, timeZone);
  return { start, end };
}
