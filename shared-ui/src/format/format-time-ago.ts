const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
// An average month and year, so "11mo" never turns into "12mo" just before the first birthday.
const YEAR = 365.25 * DAY;
const MONTH = YEAR / 12;

/**
 * How long ago something happened, in the compact style of activity feeds and chat lists:
 * a number and a one- or two-letter unit, no "ago" and no plural, so it needs no translation of
 * plurals and fits beside a name.
 *
 * | elapsed            | text        |
 * |--------------------|-------------|
 * | under 1 s, future  | 'now'       |
 * | under 1 min        | '5s'        |
 * | under 1 h          | '3m'        |
 * | under 1 day        | '2h'        |
 * | under 7 days       | '4d'        |
 * | under 4 weeks      | '2w'        |
 * | under 12 months    | '5mo'       |
 * | after that         | '1y'        |
 *
 * Both arguments are epoch seconds (the API's timestamps); `nowSeconds` is passed in so the
 * function is pure and a list can render every row against one clock. Values are rounded down:
 * 119 seconds is '1m'. Times in the future (clock skew between server and device) read 'now'.
 *
 * @example formatTimeAgo(now - 90, now) // '1m'
 */
export function formatTimeAgo(fromSeconds: number, nowSeconds: number): string {
  const elapsed = nowSeconds - fromSeconds;
  if (!Number.isFinite(elapsed) || elapsed < 1) return 'now';
  if (elapsed < MINUTE) return `${Math.floor(elapsed)}s`;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`;
  if (elapsed < 4 * WEEK) return `${Math.floor(elapsed / WEEK)}w`;
  // Days 28–30 are past four weeks but short of an average month: still call it a month.
  if (elapsed < YEAR) return `${Math.max(1, Math.floor(elapsed / MONTH))}mo`;
  return `${Math.floor(elapsed / YEAR)}y`;
}
