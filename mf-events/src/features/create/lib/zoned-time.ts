/**
 * Wall-clock times in a chosen IANA zone, for the create form: a host in Lisbon creating a New York
 * event types New York's time. `<input type="datetime-local">` gives `YYYY-MM-DDTHH:mm` with no
 * zone; these convert it to and from epoch seconds in the event's zone (the conversion itself is
 * the contract's, `contract/values`, which the API plans its times with too).
 */
import { wallClockIn, zonedTimeToUtc } from 'contract/values';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Epoch seconds for a `YYYY-MM-DDTHH:mm` wall-clock time in `zone`, or null when the text is not
 * such a time. In the hour a DST change skips, the time lands just after the change.
 */
export function localToEpochSeconds(local: string, zone: string): number | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match || !isValidTimeZone(zone)) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  const instant = zonedTimeToUtc({ year, month, day, hour, minute }, zone).getTime();
  if (Number.isNaN(instant)) return null;
  return Math.floor(instant / 1000);
}

/** The `YYYY-MM-DDTHH:mm` wall-clock time in `zone` at `seconds`, for a datetime-local input. */
export function epochSecondsToLocal(seconds: number, zone: string): string {
  const w = wallClockIn(new Date(seconds * 1000), zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The browser's own zone: the form's default. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every IANA zone the runtime knows, for the select. */
export function timeZoneOptions(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  const all = new Set([...zones, 'UTC', browserTimeZone()]);
  return [...all].sort();
}
