export const spinnerCss = /* css */ `
.ui-spinner { display: inline-flex; color: var(--ui-color-brand); }
.ui-spinner-glyph {
  display: inline-block;
  flex-shrink: 0;
  width: 1.25em;
  height: 1.25em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ui-spin 0.7s linear infinite;
}
.ui-spinner--sm .ui-spinner-glyph { width: 16px; height: 16px; }
.ui-spinner--md .ui-spinner-glyph { width: 24px; height: 24px; border-width: 2.5px; }
.ui-spinner--lg .ui-spinner-glyph { width: 40px; height: 40px; border-width: 3px; }

.ui-full-page-loader { display: grid; place-items: center; min-height: 60vh; width: 100%; }
.ui-full-page-loader > .ui-spinner { animation: ui-fade-in var(--ui-motion-slow) var(--ui-motion-ease); }
`;
