/** SPEC §2 and §9: the unread badge shows '99+' above 99. */
export const BADGE_MAX_COUNT = 99;

/**
 * The text of a count badge: the count itself up to `max`, then `${max}+`. Negative, fractional
 * or non-numeric counts are clamped to a whole number of at least 0.
 *
 * @example formatBadgeCount(7) // '7'
 * @example formatBadgeCount(120) // '99+'
 */
export function formatBadgeCount(count: number, max: number = BADGE_MAX_COUNT): string {
  if (Number.isNaN(count) || count <= 0) return '0';
  if (count > max) return `${max}+`;
  return String(Math.floor(count));
}
