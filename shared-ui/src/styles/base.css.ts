import { MOBILE_BREAKPOINT } from '../tokens/breakpoints';

/**
 * Reset, page defaults and accessibility basics. The reset is small and modern: it removes the
 * browser differences that bite (box model, margins, media overflow, form fonts) and keeps the
 * rest of the platform's behaviour.
 */
export const baseCss = /* css */ `
*, *::before, *::after { box-sizing: border-box; }
* { margin: 0; }
html {
  color-scheme: light;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  -webkit-tap-highlight-color: transparent;
}
@media (prefers-reduced-motion: no-preference) {
  html { scroll-behavior: smooth; }
}
body {
  min-height: 100vh;
  min-height: 100dvh;
  background: var(--ui-color-bg);
  color: var(--ui-color-text);
  font-family: var(--ui-font-sans);
  font-size: var(--ui-text-md);
  line-height: 1.5;
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
}
#root { isolation: isolate; }
img, picture, video, canvas, svg { display: block; max-width: 100%; }
input, button, textarea, select { font: inherit; color: inherit; letter-spacing: inherit; }
button { background: none; border: 0; padding: 0; }
p, h1, h2, h3, h4, h5, h6, li { overflow-wrap: break-word; }
h1, h2, h3, h4, h5, h6 { line-height: 1.2; font-weight: var(--ui-weight-bold); text-wrap: balance; }
/* One size for every page's title, whichever remote draws it (22 px on a phone, 28 px wide), and
   section headings below it (the browser's own h2 is larger than this h1 on a phone). */
h1 { font-size: var(--ui-text-2xl); }
h2 { font-size: var(--ui-text-lg); }
h3 { font-size: var(--ui-text-md); }
p { text-wrap: pretty; }
a { color: inherit; text-underline-offset: 0.2em; }
ul[role='list'], ol[role='list'] { list-style: none; padding: 0; }
table { border-collapse: collapse; }
hr { border: 0; border-top: 1px solid var(--ui-color-border); }
[hidden] { display: none !important; }
::selection { background: var(--ui-color-brand-subtle); color: var(--ui-color-text); }

/* A file input's own button looks like the app's secondary buttons, not the browser's grey box
   ("Choose File"); the file name the browser writes beside it stays. */
input[type='file'] { display: block; max-width: 100%; }
input[type='file']::file-selector-button {
  min-height: 40px;
  margin-right: var(--ui-space-3);
  padding: 0 var(--ui-space-4);
  border: 1px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-pill);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  font-weight: var(--ui-weight-semibold);
  cursor: pointer;
}

/* Keyboard focus is always visible; mouse clicks do not leave rings on buttons. */
:focus-visible { outline: 2px solid var(--ui-color-focus); outline-offset: 2px; }
:focus:not(:focus-visible) { outline: none; }

.ui-visually-hidden {
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
}

/* "Skip to content": hidden until a keyboard user tabs to it. */
.ui-skip-link {
  position: fixed;
  top: var(--ui-space-2);
  left: var(--ui-space-2);
  z-index: calc(var(--ui-z-toast) + 1);
  padding: var(--ui-space-2) var(--ui-space-4);
  border-radius: var(--ui-radius-pill);
  background: var(--ui-color-text);
  color: var(--ui-color-surface);
  font-weight: var(--ui-weight-semibold);
  text-decoration: none;
  transform: translateY(-200%);
}
.ui-skip-link:focus { transform: none; }

@keyframes ui-spin { to { transform: rotate(360deg); } }
@keyframes ui-fade-in { from { opacity: 0; } to { opacity: 1; } }

/* Motion is for feedback only; people who ask for less get none, except the loading spinner,
   which slows down but keeps turning because it is the only sign that something is happening. */
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
  .ui-spinner-glyph {
    animation-duration: 1.6s !important;
    animation-iteration-count: infinite !important;
  }
}

/* Windows high contrast: backgrounds are dropped, so give controls real borders. */
@media (forced-colors: active) {
  .ui-button, .ui-badge, .ui-toast, .ui-card { border: 1px solid CanvasText; }
  .ui-spinner-glyph { border-color: CanvasText; border-right-color: transparent; }
}

/* Phones (max-width ${MOBILE_BREAKPOINT}px): slightly tighter body copy spacing. */
@media (max-width: ${MOBILE_BREAKPOINT}px) {
  body { line-height: 1.45; }
}
`;
