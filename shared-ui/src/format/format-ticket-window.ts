import { dateTimeFormat, plainSpaces } from './date-time-format';

const OPTIONS: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

function formatMoment(seconds: number, timeZone: string): string {
  return plainSpaces(dateTimeFormat(timeZone, OPTIONS).format(new Date(seconds * 1000)));
}

function isTime(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * When tickets can be bought (SPEC §9), with dates like 'Mar 3, 7:00 PM' in the event's time zone:
 *
 * - both ends: 'Open from Mar 1, 9:00 AM to Mar 3, 7:00 PM'
 * - only an opening: 'Open from Mar 1, 9:00 AM'
 * - only a closing: 'Closes Mar 3, 7:00 PM'
 * - neither: `null`, so the caller renders nothing.
 *
 * The text does not depend on the current time (it stays pure); whether the window is open now
 * is for the caller to show separately.
 */
export function formatTicketWindow(
  opensAt: number | null | undefined,
  closesAt: number | null | undefined,
  timeZone: string,
): string | null {
  const opens = isTime(opensAt) ? formatMoment(opensAt, timeZone) : null;
  const closes = isTime(closesAt) ? formatMoment(closesAt, timeZone) : null;
  if (opens && closes) return `Open from ${opens} to ${closes}`;
  if (opens) return `Open from ${opens}`;
  if (closes) return `Closes ${closes}`;
  return null;
}
