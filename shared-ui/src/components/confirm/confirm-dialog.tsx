import { useState, type ReactNode } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../messages';
import { Dialog } from '../dialog/dialog';
import { ConfirmActions } from './confirm-actions';

export interface ConfirmDialogProps {
  /** The question, e.g. "Delete this event?": the dialog's name. */
  title: string;
  /** What confirming does, in plain words. */
  children: ReactNode;
  /** The confirm button's words, e.g. "Delete link". */
  confirmLabel: string;
  /** The safe choice's words, e.g. "Keep it". */
  cancelLabel?: string;
  /** Said while the change is under way, e.g. "Deleting the link…". */
  pendingText?: string;
  /** `danger` for what cannot be undone. */
  tone?: 'danger' | 'primary';
  /** Makes the change; resolving closes the dialog, rejecting shows why and keeps it open. */
  onConfirm: () => Promise<unknown>;
  /** The dialog is done: cancelled, dismissed, or the change went through. */
  onClose: () => void;
  /** Turns a failure into words (shared-api's `toUserMessage`); shared-ui knows no API. */
  describeError?: (error: unknown) => string;
}

/**
 * "Are you sure?" before a change that matters: the question, what it does, the safe choice first
 * and the change last. While the change is under way the confirm button is busy, the safe choice
 * waits and a status line says so; a failure is said in words (an alert) with the dialog still
 * open to try again; success closes it. Open while rendered, like `Dialog`.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingText = 'Working on it…',
  tone = 'primary',
  onConfirm,
  onClose,
  describeError = () => GENERIC_ERROR_MESSAGE,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setPending(true);
    setError(null);
    onConfirm().then(
      () => {
        setPending(false);
        onClose();
      },
      (failure: unknown) => {
        setPending(false);
        setError(describeError(failure));
      },
    );
  };

  // A change in flight finishes whatever the dialog does: it stays until it is answered.
  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog title={title} onClose={close}>
      <div className="ui-confirm__message">{children}</div>
      {/* A live region, always there so its words are announced; not a `status` role, which
          would stand beside the page's own status line (what was done) while both show. */}
      <p className="ui-confirm__status" aria-live="polite">
        {pending ? pendingText : ''}
      </p>
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
      <ConfirmActions
        cancel={{ label: cancelLabel, onClick: close, disabled: pending }}
        confirm={{ label: confirmLabel, onClick: confirm, tone, busy: pending }}
      />
    </Dialog>
  );
}
