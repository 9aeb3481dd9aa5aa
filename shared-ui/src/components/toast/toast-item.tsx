import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { cx } from '../../class-names';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../../icons/icons';
import { IconButton } from '../button/icon-button';
import type { ToastAction, ToastKind } from './toast-context';

export interface ToastEntry {
  id: string;
  message: string;
  kind: ToastKind;
  action: ToastAction | undefined;
  durationMs: number;
}

const ICONS = { info: InfoIcon, success: CheckIcon, error: AlertIcon } as const;

/** Read before an error's message, so a screen reader user knows it is an error. */
const SPOKEN_PREFIX: Record<ToastKind, string> = { info: '', success: '', error: 'Error: ' };

interface ToastItemProps {
  toast: ToastEntry;
  onDismiss: (id: string) => void;
}

/**
 * One toast. Its timer pauses while the pointer is over it or focus is inside it (WCAG 2.2.1:
 * someone reaching for "Sign In" must not see it vanish), and resumes with the time that was left.
 */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const { id, message, kind, action, durationMs } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(durationMs);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, id, onDismiss]);

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    // Moving focus from the action to the close button stays inside: keep the timer paused.
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape') onDismiss(id);
  }

  const Icon = ICONS[kind];
  return (
    <li
      className={cx('ui-toast', `ui-toast--${kind}`)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <Icon className="ui-toast__icon" />
      <p className="ui-toast__message">
        {SPOKEN_PREFIX[kind] ? (
          <span className="ui-visually-hidden">{SPOKEN_PREFIX[kind]}</span>
        ) : null}
        {message}
      </p>
      {action ? (
        <button
          type="button"
          className="ui-toast__action"
          onClick={() => {
            action.onClick();
            onDismiss(id);
          }}
        >
          {action.label}
        </button>
      ) : null}
      <IconButton
        aria-label="Dismiss notification"
        size="sm"
        className="ui-toast__dismiss"
        onClick={() => onDismiss(id)}
      >
        <CloseIcon />
      </IconButton>
    </li>
  );
}
