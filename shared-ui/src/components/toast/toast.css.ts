export const toastCss = /* css */ `
.ui-toast-region {
  position: fixed;
  left: 50%;
  bottom: calc(var(--ui-toast-offset, 0px) + var(--ui-space-4) + env(safe-area-inset-bottom, 0px));
  z-index: var(--ui-z-toast);
  width: min(calc(100% - 2 * var(--ui-space-4)), 440px);
  transform: translateX(-50%);
  /* The region spans the bottom of the page; only the toasts themselves take clicks. */
  pointer-events: none;
}
.ui-toast-list {
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.ui-toast {
  display: flex;
  align-items: center;
  gap: var(--ui-space-3);
  min-height: 52px;
  padding: var(--ui-space-2) var(--ui-space-2) var(--ui-space-2) var(--ui-space-4);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-inverse-surface);
  color: var(--ui-color-inverse-text);
  box-shadow: var(--ui-shadow-lg);
  pointer-events: auto;
  animation: ui-toast-in var(--ui-motion-base) var(--ui-motion-ease);
}
.ui-toast__icon { flex-shrink: 0; font-size: 20px; color: var(--ui-color-inverse-muted); }
.ui-toast--success .ui-toast__icon { color: var(--ui-color-inverse-success); }
.ui-toast--error .ui-toast__icon { color: var(--ui-color-inverse-danger); }
.ui-toast__message { flex: 1; min-width: 0; font-size: var(--ui-text-sm); font-weight: var(--ui-weight-medium); }
.ui-toast__action {
  flex-shrink: 0;
  min-height: 36px;
  padding: 0 var(--ui-space-3);
  border: 0;
  border-radius: var(--ui-radius-pill);
  background: transparent;
  color: var(--ui-color-inverse-brand);
  font-size: var(--ui-text-sm);
  font-weight: var(--ui-weight-bold);
  cursor: pointer;
}
.ui-toast .ui-toast__dismiss { color: var(--ui-color-inverse-muted); }
@media (hover: hover) {
  .ui-toast__action:hover { background: rgba(255, 255, 255, 0.1); }
  .ui-toast .ui-toast__dismiss:hover:not(:disabled) { background: rgba(255, 255, 255, 0.1); color: var(--ui-color-inverse-text); }
}
.ui-toast :focus-visible { outline-color: var(--ui-color-inverse-text); }
@keyframes ui-toast-in {
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
}
`;
