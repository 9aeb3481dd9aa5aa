export const cardCss = /* css */ `
.ui-card {
  position: relative;
  min-width: 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-sm);
  overflow: hidden;
}
.ui-card--pad-none { padding: 0; }
.ui-card--pad-sm { padding: var(--ui-space-3); }
.ui-card--pad-md { padding: var(--ui-space-4); }
.ui-card--pad-lg { padding: var(--ui-space-6); }
@media (min-width: 601px) {
  .ui-card--pad-md { padding: var(--ui-space-5); }
  .ui-card--pad-lg { padding: var(--ui-space-8); }
}
.ui-card--interactive {
  transition:
    box-shadow var(--ui-motion-base) var(--ui-motion-ease),
    transform var(--ui-motion-base) var(--ui-motion-ease);
}
@media (hover: hover) {
  .ui-card--interactive:hover { box-shadow: var(--ui-shadow-md); transform: translateY(-2px); }
}
.ui-card--interactive:focus-within:has(.ui-stretched-link:focus-visible) {
  outline: 2px solid var(--ui-color-focus);
  outline-offset: 2px;
}
`;
