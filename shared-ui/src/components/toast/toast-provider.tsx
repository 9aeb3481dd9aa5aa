import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import { ToastItem, type ToastEntry } from './toast-item';

export interface ToastProviderProps {
  children: ReactNode;
  /** Defaults to {@link TOAST_DURATION_MS}. */
  durationMs?: number;
  /** Older toasts give way beyond this many, so a burst of failures cannot fill the screen. */
  maxVisible?: number;
}

/**
 * Holds the toasts for everything below it and renders them in one polite live region, present
 * from the first render so screen readers are already listening when a toast arrives. The shell
 * renders one at the root; remotes call {@link useToast}.
 *
 * Toasts sit at the bottom centre. On mobile the shell should lift them above its bottom bar by
 * setting `--ui-toast-offset` (e.g. to the bar's height) on an ancestor or :root.
 */
export function ToastProvider({
  children,
  durationMs = TOAST_DURATION_MS,
  maxVisible = 3,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      nextId.current += 1;
      const entry: ToastEntry = {
        id: `toast-${nextId.current}`,
        message,
        kind: options.kind ?? 'info',
        action: options.action,
        durationMs: options.durationMs ?? durationMs,
      };
      setToasts((current) => {
        // A repeated message (a button pressed twice while offline) restarts one toast rather
        // than stacking copies of it.
        const others = current.filter((t) => t.message !== entry.message || t.kind !== entry.kind);
        return [...others, entry].slice(-Math.max(1, maxVisible));
      });
      return entry.id;
    },
    [durationMs, maxVisible],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="ui-toast-region" aria-label="Notifications">
        <ol className="ui-toast-list" aria-live="polite" aria-relevant="additions text">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}
