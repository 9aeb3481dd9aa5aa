import { dateTimeFormat, plainSpaces } from './date-time-format';

const DAY_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
};
const TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * When an event starts, in the event's own time zone, as a guest reads it on the event card:
 * 'Sun, Mar 3 · 7:00 PM EST'. The zone is always named because a guest may be viewing from
 * elsewhere; zones without a common abbreviation read like 'GMT+1'.
 *
 * @param startSeconds epoch seconds (the API's `startTime`)
 * @param timeZone the event's IANA zone (`Event.timeZone`), e.g. 'America/New_York'
 */
export function formatEventDate(startSeconds: number, timeZone: string): string {
  const date = new Date(startSeconds * 1000);
  const day = dateTimeFormat(timeZone, DAY_OPTIONS).format(date);
  const time = dateTimeFormat(timeZone, TIME_OPTIONS).format(date);
  return plainSpaces(`${day} · ${time}`);
}
