/**
 * Wall-clock times in a chosen IANA zone, for the create form: a host in Lisbon creating a New York
 * event types New York's time. `<input type="datetime-local">` gives `YYYY-MM-DDTHH:mm` with no
 * zone; these convert it to and from epoch seconds in the event's zone with Intl alone.
 */

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The wall clock in `zone` at `epochMs`, as UTC fields. */
function wallClock(epochMs: number, zone: string) {
  const parts = partsFormatter(zone).formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes `zone` is ahead of UTC at `epochMs`. */
function offsetMinutes(epochMs: number, zone: string): number {
  const w = wallClock(epochMs, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60000);
}

export function isValidTimeZone(zone: string): boolean {
  try {
    partsFormatter(zone);
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
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(naive)) return null;
  // Two passes: the offset at the first guess may differ from the offset at the answer near a DST change.
  let guess = naive - offsetMinutes(naive, zone) * 60000;
  guess = naive - offsetMinutes(guess, zone) * 60000;
  return Math.floor(guess / 1000);
}

/** The `YYYY-MM-DDTHH:mm` wall-clock time in `zone` at `seconds`, for a datetime-local input. */
export function epochSecondsToLocal(seconds: number, zone: string): string {
  const w = wallClock(seconds * 1000, zone);
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
