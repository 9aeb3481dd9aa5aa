/**
 * System fonts only: nothing is downloaded, text paints on the first frame, and each platform
 * shows the face its users read all day (SF on Apple, Segoe on Windows, Roboto on Android).
 * Emoji fonts come last so event names like "🎉 Launch party" render in colour.
 */
export const FONT_STACK =
  'system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"';

/** For codes people copy: ticket numbers, confirmation codes. */
export const MONO_FONT_STACK =
  'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace';

/**
 * Type scale. Body sizes are fixed (16 px inputs keep iOS from zooming on focus); display sizes
 * grow with the viewport between a 375 px phone and a 1440 px desktop via clamp().
 */
export const FONT_SIZES = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': 'clamp(1.375rem, 1.2rem + 0.6vw, 1.75rem)',
  '3xl': 'clamp(1.75rem, 1.4rem + 1.3vw, 2.5rem)',
  '4xl': 'clamp(2.125rem, 1.5rem + 2.6vw, 3.5rem)',
} as const;

export type FontSizeName = keyof typeof FONT_SIZES;

export const FONT_WEIGHTS = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
  heavy: '800',
} as const;
