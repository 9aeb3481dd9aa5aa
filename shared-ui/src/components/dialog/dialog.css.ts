export const dialogCss = /* css */ `
.ui-dialog {
  /* The reset zeroes margins; a modal dialog is centred by auto margins. */
  margin: auto;
  border: none;
  padding: 0;
  border-radius: var(--ui-radius-lg);
  width: min(520px, calc(100vw - 24px));
  max-height: calc(100dvh - 48px);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  box-shadow: var(--ui-shadow-lg);
  z-index: var(--ui-z-dialog);
}
.ui-dialog::backdrop {
  background: var(--ui-color-overlay);
}
.ui-dialog__panel {
  display: flex;
  flex-direction: column;
  max-height: inherit;
}
.ui-dialog__header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-3);
  padding: var(--ui-space-4) var(--ui-space-4) var(--ui-space-2) var(--ui-space-5);
}
.ui-dialog__title {
  margin: 0;
  font-size: var(--ui-text-lg);
  min-width: 0;
  overflow-wrap: anywhere;
}
.ui-dialog__body {
  padding: var(--ui-space-2) var(--ui-space-5) var(--ui-space-5);
  overflow-y: auto;
}
@media (max-width: 600px) {
  /* A sheet from the bottom on phones. */
  .ui-dialog {
    width: 100vw;
    max-width: 100vw;
    margin: auto 0 0;
    border-radius: var(--ui-radius-lg) var(--ui-radius-lg) 0 0;
  }
}
`;
