/** Shadows tinted with the warm text colour rather than grey, so they read as part of the palette. */
export const SHADOWS = {
  sm: '0 1px 2px rgba(27, 23, 20, 0.06), 0 1px 3px rgba(27, 23, 20, 0.08)',
  md: '0 4px 12px rgba(27, 23, 20, 0.08), 0 2px 4px rgba(27, 23, 20, 0.06)',
  lg: '0 12px 32px rgba(27, 23, 20, 0.16), 0 4px 8px rgba(27, 23, 20, 0.08)',
} as const;

/**
 * Stacking order, in one place so the shell's nav bars, a remote's dialog and the toasts agree.
 * Values are strings because they only ever end up in CSS.
 */
export const Z_INDEX = {
  sticky: '10',
  nav: '100',
  overlay: '200',
  dialog: '210',
  toast: '300',
} as const;

/**
 * Motion. Short and eased out: interface feedback, not decoration. Users who ask for reduced
 * motion get near-zero durations (see the base stylesheet).
 */
export const MOTION = {
  fast: '120ms',
  base: '200ms',
  slow: '320ms',
  ease: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;
