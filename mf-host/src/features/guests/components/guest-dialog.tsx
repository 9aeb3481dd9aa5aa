/**
 * The guest list's confirmation dialogs (removing a guest, answering a refund request) in one
 * module that the list loads when one is first opened: the page's first load stays within its
 * size budget (`src/pages.ts`).
 */
import type { GuestEntry } from 'contract';
import type { RefundAnswerKind } from '../api/refund-answers';
import { RefundAnswerDialog } from './refund-answer-dialog';
import { RemoveGuestDialog } from './remove-guest-dialog';

export default function GuestDialog({
  guest,
  kind,
  busy,
  onConfirm,
  onClose,
}: {
  guest: GuestEntry;
  kind: 'remove' | RefundAnswerKind;
  busy: boolean;
  /** The message typed with a decline ('' otherwise). */
  onConfirm: (message: string) => void;
  onClose: () => void;
}) {
  return kind === 'remove' ? (
    <RemoveGuestDialog
      guest={guest}
      busy={busy}
      onConfirm={() => onConfirm('')}
      onClose={onClose}
    />
  ) : (
    <RefundAnswerDialog
      guest={guest}
      kind={kind}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
