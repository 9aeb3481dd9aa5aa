/**
 * Spacing on a 4 px grid. The key is the number of 4 px steps (`4` is 16 px), so
 * `var(--ui-space-4)` can be read without a lookup table.
 */
export const SPACE = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export type SpaceStep = keyof typeof SPACE;

/** Corner radii. Rounded, friendly shapes; `pill` for buttons, badges and chips. */
export const RADII = {
  sm: '6px',
  md: '10px',
  lg: '16px',
  xl: '24px',
  pill: '999px',
} as const;

export type RadiusName = keyof typeof RADII;
