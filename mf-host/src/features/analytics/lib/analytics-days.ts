/**
 * The analytics API counts per UTC calendar day, named 'YYYY-MM-DD'. People read them as
 * 'Fri, Nov 27' (a row of the table), 'Nov 27' (under a bar) or a range in the page's header.
 * Formatted in UTC, so a day never shows as the day before in a zone west of Greenwich.
 *
 * shared-ui's public date formatters all print a time of day too ('Fri, Nov 27 · 7:00 PM EST'),
 * which a whole day has not; these are the day-only forms.
 */
const options = (extra: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC', ...extra });

const WITH_WEEKDAY = options({ weekday: 'short' });
const SHORT = options({});
const WITH_YEAR = options({ year: 'numeric' });

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** '2026-11-27' → 'Fri, Nov 27'. */
export function dayLabel(day: string): string {
  return WITH_WEEKDAY.format(dateOf(day));
}

/** '2026-11-27' → 'Nov 27': where space is short (the chart's axis). */
export function shortDayLabel(day: string): string {
  return SHORT.format(dateOf(day));
}

/**
 * The days a report covers: one day once ('Fri, Nov 27'), a range within a year as
 * 'Nov 1 to Nov 27', and across a new year with both years.
 */
export function dayRangeLabel(from: string, to: string): string {
  if (from === to) return dayLabel(from);
  const format = from.slice(0, 4) === to.slice(0, 4) ? SHORT : WITH_YEAR;
  return `${format.format(dateOf(from))} to ${format.format(dateOf(to))}`;
}
