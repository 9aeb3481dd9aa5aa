// The chevron is an inline SVG data URI (nothing is fetched), stroked in the muted text colour.
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235E554D' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")";

export const fieldCss = /* css */ `
.ui-field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.ui-field__label { font-size: var(--ui-text-sm); font-weight: var(--ui-weight-semibold); color: var(--ui-color-text); }
.ui-field__hint { font-size: var(--ui-text-sm); color: var(--ui-color-text-muted); }
.ui-field__error {
  display: flex;
  align-items: flex-start;
  gap: 6px;
  font-size: var(--ui-text-sm);
  font-weight: var(--ui-weight-medium);
  color: var(--ui-color-danger);
}
.ui-field__error-icon { flex-shrink: 0; margin-top: 0.15em; }

.ui-input {
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  border: 1px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  /* 16px or more, or iOS Safari zooms the page when the field takes focus. */
  font-size: max(16px, var(--ui-text-md));
  line-height: 1.4;
  transition:
    border-color var(--ui-motion-fast) var(--ui-motion-ease),
    box-shadow var(--ui-motion-fast) var(--ui-motion-ease);
}
.ui-input::placeholder { color: var(--ui-color-text-muted); opacity: 0.8; }
@media (hover: hover) {
  .ui-input:hover:not(:disabled):not(:focus) { border-color: var(--ui-color-text-muted); }
}
/* Text fields show focus for mouse users too (they are about to type). The transparent outline
   keeps a visible ring in Windows forced-colours mode, where box-shadow is dropped. */
.ui-input:focus,
.ui-input-group:focus-within {
  outline: 2px solid transparent;
  border-color: var(--ui-color-focus);
  box-shadow: 0 0 0 3px rgba(37, 99, 235, 0.25);
}
.ui-input[aria-invalid='true'],
.ui-input-group[data-invalid] { border-color: var(--ui-color-danger); }
.ui-input[aria-invalid='true']:focus,
.ui-input-group[data-invalid]:focus-within { box-shadow: 0 0 0 3px rgba(196, 43, 43, 0.22); }
.ui-input:disabled {
  background: var(--ui-color-surface-subtle);
  color: var(--ui-color-text-muted);
  cursor: not-allowed;
}

.ui-textarea { min-height: 96px; resize: vertical; line-height: 1.5; }

.ui-select {
  appearance: none;
  padding-right: 40px;
  background-image: ${CHEVRON};
  background-repeat: no-repeat;
  background-position: right 12px center;
  background-size: 20px;
  cursor: pointer;
}

.ui-input-group {
  display: flex;
  align-items: center;
  min-height: 44px;
  border: 1px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  transition:
    border-color var(--ui-motion-fast) var(--ui-motion-ease),
    box-shadow var(--ui-motion-fast) var(--ui-motion-ease);
}
.ui-input-group > .ui-input {
  flex: 1;
  min-width: 0;
  border: 0;
  background: transparent;
  box-shadow: none;
  outline: none;
}
.ui-input-group__addon {
  display: inline-flex;
  align-items: center;
  padding: 0 14px;
  color: var(--ui-color-text-muted);
  white-space: nowrap;
}
.ui-input-group__addon:first-child { padding-right: 0; }
.ui-input-group__addon:last-child { padding-left: 0; }
`;
