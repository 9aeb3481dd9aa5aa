const UNITS = [
  { size: 1_000_000_000, suffix: 'b' },
  { size: 1_000_000, suffix: 'm' },
  { size: 1_000, suffix: 'k' },
] as const;

/**
 * A count in a few characters for likes, views and followers (SPEC §9): k, m and b with at most
 * one decimal; a trailing '.0' is dropped.
 *
 * Rounding: the decimal is truncated (rounded toward zero), never rounded up, so a count is
 * never overstated: 1,250,000 → '1.2m', 1,299 → '1.2k', and 999,950 → '999.9k' rather than
 * '1000k'. This matches how the big social apps show counts.
 *
 * @example formatCompactCount(999) // '999'
 * @example formatCompactCount(1500) // '1.5k'
 * @example formatCompactCount(2_000_000_000) // '2b'
 */
export function formatCompactCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(n));
  for (const { size, suffix } of UNITS) {
    if (whole >= size) {
      // Integer division by size/10 gives tenths exactly, with no floating-point drift.
      const tenths = Math.floor(whole / (size / 10));
      const units = Math.floor(tenths / 10);
      const decimal = tenths % 10;
      return `${sign}${units}${decimal === 0 ? '' : `.${decimal}`}${suffix}`;
    }
  }
  return `${whole === 0 ? '' : sign}${whole}`;
}
