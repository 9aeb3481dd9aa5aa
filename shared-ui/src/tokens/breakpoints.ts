/** SPEC §9: a viewport at most this wide (CSS px) is mobile and gets the bottom navigation bar. */
export const MOBILE_BREAKPOINT = 600;

/** For `window.matchMedia`; the same boundary the stylesheet uses. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;

/** Wide enough for multi-column layouts (feed grids, dashboards). */
export const DESKTOP_BREAKPOINT = 1024;

/** Content never grows past this, so lines stay readable on a 1440 px screen. */
export const CONTAINER_MAX_WIDTH = 1200;
