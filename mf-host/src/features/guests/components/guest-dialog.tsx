/**
 * The guest list's confirmation dialogs (removing a guest, answering a refund request) in one
 * module that the list loads when one is first opened: the page's first load stays within its
 * size budget (`src/pages.ts`).
 */
import type { RefundAnswerKind } from '../api/refund-answers';
import { RefundAnswerDialog, type RefundAnswerDialogProps } from './refund-answer-dialog';
import { RemoveGuestDialog } from './remove-guest-dialog';

/** The guest list's one dialog at a time: removing the guest, or answering their refund request. */
export default function GuestDialog({
  kind,
  onConfirm,
  ...dialog
}: Omit<RefundAnswerDialogProps, 'kind'> & { kind: 'remove' | RefundAnswerKind }) {
  return kind === 'remove' ? (
    <RemoveGuestDialog {...dialog} onConfirm={() => onConfirm('')} />
  ) : (
    <RefundAnswerDialog {...dialog} kind={kind} onConfirm={onConfirm} />
  );
}
