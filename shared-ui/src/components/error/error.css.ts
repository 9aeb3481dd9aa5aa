export const errorCss = /* css */ `
.ui-error-panel,
.ui-empty-state {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ui-space-3);
  max-width: 28rem;
  margin: 0 auto;
  padding: var(--ui-space-12) var(--ui-space-6);
  text-align: center;
}
.ui-error-panel__icon,
.ui-empty-state__icon {
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  margin-bottom: var(--ui-space-1);
  border-radius: 50%;
  font-size: 32px;
  line-height: 1;
}
.ui-error-panel__icon { background: var(--ui-color-danger-subtle); color: var(--ui-color-danger); }
.ui-empty-state__icon { background: var(--ui-color-surface-subtle); color: var(--ui-color-text-muted); }
.ui-error-panel__title,
.ui-empty-state__title {
  font-size: var(--ui-text-xl);
  font-weight: var(--ui-weight-bold);
  letter-spacing: -0.01em;
}
.ui-error-panel__message,
.ui-empty-state__message { color: var(--ui-color-text-muted); max-width: 36ch; }
.ui-error-panel__actions,
.ui-empty-state__action {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--ui-space-2);
  margin-top: var(--ui-space-3);
}
`;
