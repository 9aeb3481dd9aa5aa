export const buttonCss = /* css */ `
.ui-button {
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  gap: var(--ui-space-2);
  min-height: 44px;
  padding: 0 var(--ui-space-5);
  border: 1px solid transparent;
  border-radius: var(--ui-radius-pill);
  font-family: inherit;
  font-size: var(--ui-text-md);
  font-weight: var(--ui-weight-semibold);
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color var(--ui-motion-fast) var(--ui-motion-ease),
    border-color var(--ui-motion-fast) var(--ui-motion-ease),
    color var(--ui-motion-fast) var(--ui-motion-ease),
    box-shadow var(--ui-motion-fast) var(--ui-motion-ease),
    transform var(--ui-motion-fast) var(--ui-motion-ease);
}
.ui-button:active:not(:disabled):not([aria-disabled='true']) { transform: scale(0.97); }
.ui-button:disabled, .ui-button[aria-disabled='true'] { cursor: not-allowed; opacity: 0.5; }
.ui-button[aria-busy='true'] { cursor: progress; opacity: 1; }

.ui-button__label { display: inline-flex; align-items: center; gap: var(--ui-space-2); min-width: 0; }
.ui-button__icon { display: inline-flex; font-size: 1.25em; }
.ui-button[aria-busy='true'] .ui-button__label { opacity: 0; }
.ui-button__spinner { position: absolute; inset: 0; margin: auto; }

.ui-button--primary { background: var(--ui-color-brand); color: var(--ui-color-on-brand); }
.ui-button--secondary {
  background: var(--ui-color-surface);
  border-color: var(--ui-color-border-strong);
  color: var(--ui-color-text);
}
.ui-button--ghost { background: transparent; color: var(--ui-color-text); }
.ui-button--danger { background: var(--ui-color-danger); color: #fff; }

/* Hover only where there is a real pointer: on touch screens hover sticks after a tap. */
@media (hover: hover) {
  .ui-button--primary:hover:not(:disabled):not([aria-disabled='true']) { background: var(--ui-color-brand-hover); }
  .ui-button--secondary:hover:not(:disabled):not([aria-disabled='true']) { background: var(--ui-color-surface-subtle); }
  .ui-button--ghost:hover:not(:disabled):not([aria-disabled='true']) { background: var(--ui-color-surface-subtle); }
  .ui-button--danger:hover:not(:disabled):not([aria-disabled='true']) { background: var(--ui-color-danger-hover); }
}

.ui-button--sm { min-height: 32px; padding: 0 var(--ui-space-3); font-size: var(--ui-text-sm); gap: var(--ui-space-1); }
.ui-button--lg { min-height: 52px; padding: 0 var(--ui-space-8); font-size: var(--ui-text-lg); }
.ui-button--block { display: flex; width: 100%; }

.ui-icon-button { padding: 0; width: 44px; border-radius: 50%; }
.ui-icon-button.ui-button--sm { width: 32px; }
.ui-icon-button.ui-button--lg { width: 52px; }
.ui-icon-button__icon { display: inline-flex; font-size: 1.25rem; }
.ui-icon-button.ui-button--sm .ui-icon-button__icon { font-size: 1rem; }
.ui-icon-button.ui-button--lg .ui-icon-button__icon { font-size: 1.5rem; }

/* A small button is small for a mouse; a finger needs 44 px (WCAG 2.5.5, Apple's guidelines). */
@media (pointer: coarse) {
  .ui-button--sm { min-height: 44px; }
  .ui-icon-button.ui-button--sm { width: 44px; }
}
`;
