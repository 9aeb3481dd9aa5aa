/**
 * Wall-clock time in an IANA zone to an instant and back, with only the built-in Intl (no tz
 * library): "8 pm on March 14 in America/Denver" → the Date it happens, daylight saving included.
 * The API plans quiet hours and demo dates with it; the create form converts its
 * `datetime-local` input in the event's zone with it.
 */
export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export interface LocalDateTime extends LocalDate {
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading in `timeZone` at `instant`, as if that reading were UTC (ms). */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
}

/** The date and time (to the minute) a clock in `timeZone` shows at `instant`. */
export function wallClockIn(instant: Date, timeZone: string): LocalDateTime {
  const wall = new Date(wallClockAsUtc(instant.getTime(), timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** The zone's offset from UTC at `instant`, in ms (negative west of Greenwich). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  return wallClockAsUtc(wholeSecond, timeZone) - wholeSecond;
}

export function zonedTimeToUtc(local: LocalDateTime, timeZone: string): Date {
  const naive = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // Guess with the offset at the naive instant, then correct once with the offset at the guess:
  // the two differ only when a daylight-saving change lies between them.
  const guess = naive - zoneOffsetMs(naive, timeZone);
  return new Date(naive - zoneOffsetMs(guess, timeZone));
}

/** The calendar date in `timeZone` at `instant`. */
export function localDateIn(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = wallClockIn(instant, timeZone);
  return { year, month, day };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}
