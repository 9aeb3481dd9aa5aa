import { createContext } from 'react';

/** SPEC §9: a toast stays this long unless the person is pointing at it or focused inside it. */
export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastAction {
  /** A verb: 'Sign In', 'Undo', 'View'. */
  label: string;
  /** Runs, then the toast closes. */
  onClick: () => void;
}

export interface ToastOptions {
  /** Defaults to 'info'. */
  kind?: ToastKind;
  action?: ToastAction;
  /** Overrides the provider's duration for this toast. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. The same message and kind shown twice replaces the first. */
  show: (message: string, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
