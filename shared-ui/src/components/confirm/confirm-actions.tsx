import { Button } from '../button/button';

export interface ConfirmActionsProps {
  /** The safe choice, e.g. "Keep it"; `disabled` while a change in flight must finish. */
  cancel: { label: string; onClick: () => void; disabled?: boolean };
  /**
   * The change, e.g. "Remove card": `danger` for what cannot be undone (primary otherwise), `busy`
   * while it is under way (the button shows it and ignores presses).
   */
  confirm: { label: string; onClick: () => void; tone?: 'danger' | 'primary'; busy: boolean };
  /** The row's class; defaults to ConfirmDialog's (right-aligned, set apart from the text). */
  className?: string;
}

/**
 * The two buttons at the foot of an "are you sure?": the safe choice first (a dialog opens with the
 * focus on it, as safe) and the change last. `ConfirmDialog` uses it; so does a screen that keeps
 * its own dialog around a mutation it runs itself.
 */
export function ConfirmActions({
  cancel,
  confirm,
  className = 'ui-confirm__actions',
}: ConfirmActionsProps) {
  return (
    <div className={className}>
      <Button variant="secondary" onClick={cancel.onClick} disabled={cancel.disabled}>
        {cancel.label}
      </Button>
      <Button variant={confirm.tone ?? 'primary'} busy={confirm.busy} onClick={confirm.onClick}>
        {confirm.label}
      </Button>
    </div>
  );
}
