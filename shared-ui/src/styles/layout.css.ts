import { CONTAINER_MAX_WIDTH, DESKTOP_BREAKPOINT, MOBILE_BREAKPOINT } from '../tokens/breakpoints';

const TABLET_UP = `(min-width: ${MOBILE_BREAKPOINT + 1}px)`;
const DESKTOP_UP = `(min-width: ${DESKTOP_BREAKPOINT}px)`;

/**
 * Layout and text helpers pages compose instead of writing one-off CSS. Gaps come from the
 * `--ui-gap` custom property, set by the `ui-gap-*` classes or inline.
 */
export const layoutCss = /* css */ `
.ui-container {
  width: 100%;
  max-width: ${CONTAINER_MAX_WIDTH}px;
  margin-inline: auto;
  padding-inline: var(--ui-space-4);
}
.ui-container--narrow { max-width: 640px; }
.ui-container--wide { max-width: 1400px; }
.ui-page { padding-block: var(--ui-space-6) var(--ui-space-12); }
@media ${TABLET_UP} {
  .ui-container { padding-inline: var(--ui-space-6); }
  .ui-page { padding-block: var(--ui-space-8) var(--ui-space-16); }
}
@media ${DESKTOP_UP} {
  .ui-container { padding-inline: var(--ui-space-8); }
}

.ui-stack { display: flex; flex-direction: column; gap: var(--ui-gap, var(--ui-space-4)); }
.ui-row { display: flex; align-items: center; gap: var(--ui-gap, var(--ui-space-3)); min-width: 0; }
.ui-cluster { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ui-gap, var(--ui-space-2)); }
.ui-between { justify-content: space-between; }
.ui-spacer { flex: 1; }
.ui-center { display: grid; place-items: center; }
.ui-grid {
  display: grid;
  gap: var(--ui-gap, var(--ui-space-4));
  /* As many columns of at least --ui-grid-min as fit: one on a 375px phone, three or four at 1440px. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--ui-grid-min, 280px)), 1fr));
}
.ui-gap-0 { --ui-gap: 0; }
.ui-gap-1 { --ui-gap: var(--ui-space-1); }
.ui-gap-2 { --ui-gap: var(--ui-space-2); }
.ui-gap-3 { --ui-gap: var(--ui-space-3); }
.ui-gap-4 { --ui-gap: var(--ui-space-4); }
.ui-gap-6 { --ui-gap: var(--ui-space-6); }
.ui-gap-8 { --ui-gap: var(--ui-space-8); }
.ui-gap-12 { --ui-gap: var(--ui-space-12); }

@media (max-width: ${MOBILE_BREAKPOINT}px) { .ui-hide-mobile { display: none !important; } }
@media ${TABLET_UP} { .ui-hide-desktop { display: none !important; } }

.ui-display { font-size: var(--ui-text-4xl); font-weight: var(--ui-weight-heavy); letter-spacing: -0.03em; line-height: 1.05; }
.ui-title { font-size: var(--ui-text-3xl); font-weight: var(--ui-weight-heavy); letter-spacing: -0.02em; }
.ui-heading { font-size: var(--ui-text-xl); font-weight: var(--ui-weight-bold); letter-spacing: -0.01em; }
.ui-eyebrow {
  font-size: var(--ui-text-xs);
  font-weight: var(--ui-weight-bold);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--ui-color-brand);
}
.ui-text-sm { font-size: var(--ui-text-sm); }
.ui-text-xs { font-size: var(--ui-text-xs); }
.ui-text-muted { color: var(--ui-color-text-muted); }
.ui-text-center { text-align: center; }
.ui-text-strong { font-weight: var(--ui-weight-semibold); }
.ui-mono { font-family: var(--ui-font-mono); font-variant-numeric: tabular-nums; }
.ui-truncate { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
.ui-line-clamp-2, .ui-line-clamp-3 {
  display: -webkit-box;
  -webkit-box-orient: vertical;
  overflow: hidden;
}
.ui-line-clamp-2 { -webkit-line-clamp: 2; line-clamp: 2; }
.ui-line-clamp-3 { -webkit-line-clamp: 3; line-clamp: 3; }

.ui-link {
  color: var(--ui-color-brand);
  font-weight: var(--ui-weight-semibold);
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;
}
@media (hover: hover) { .ui-link:hover { color: var(--ui-color-brand-hover); text-decoration-thickness: 2px; } }
/* Makes a whole card clickable through the one link inside it (see Card). */
.ui-stretched-link { text-decoration: none; }
.ui-stretched-link::after { content: ''; position: absolute; inset: 0; z-index: 1; }
.ui-stretched-link:focus-visible { outline: none; }

.ui-divider { border: 0; border-top: 1px solid var(--ui-color-border); }
/* Someone's own words, quoted (a host's message to the guests): a rule at the side, on the
   surface, long words wrapped. \`--danger\` when the words come with bad news (a cancellation). */
.ui-quote {
  margin: var(--ui-space-2) 0;
  padding: var(--ui-space-2) var(--ui-space-3);
  border-left: 3px solid var(--ui-color-border-strong);
  background: var(--ui-color-surface);
  overflow-wrap: anywhere;
}
.ui-quote--danger { border-left-color: var(--ui-color-danger); }
.ui-surface { background: var(--ui-color-surface); }
`;
