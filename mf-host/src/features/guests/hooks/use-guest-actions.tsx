/**
 * What an organizer does to guests from the list, with the confirmations and the toasts that say
 * how it went: approve, deny and let back in act at once; removing and answering a refund request
 * ask first (their dialog is `dialog`, for the page to render, loaded when first needed).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { toUserMessage } from 'shared-api';
import type { GuestEntry, HostGuestAction } from 'contract';
import { formatMoney, useToast } from 'shared-ui';
import { useGuestAction, type GuestAction } from '../api/guests';
import { useRefundAnswer, type RefundAnswerKind } from '../api/refund-answers';

/** Loaded when a dialog first opens (the page's first load has a size budget). */
const GuestDialog = lazy(() => import('../components/guest-dialog'));

type Confirming = { guest: GuestEntry; kind: 'remove' | RefundAnswerKind };

const VERBS: Record<GuestAction, string> = {
  approve: 'approve',
  deny: 'deny',
  remove: 'remove',
  readmit: 'let back in',
};

function doneText(name: string, action: GuestAction, result: HostGuestAction): string {
  switch (action) {
    case 'approve':
      return `${name} is approved and can come in`;
    case 'deny':
      return `${name} was denied`;
    case 'remove':
      return result.refundedCents > 0
        ? `${name} was removed and ${formatMoney(result.refundedCents)} was refunded`
        : `${name} was removed`;
    case 'readmit':
      return result.status === 'going'
        ? `${name} was let back in with a new pass`
        : `${name} was let back in and can buy a ticket again`;
  }
}

export function useGuestActions(eventId: string): {
  act: (guest: GuestEntry, action: GuestAction) => void;
  answerRefund: (guest: GuestEntry, kind: RefundAnswerKind) => void;
  busyFor: (guest: GuestEntry) => boolean;
  dialog: ReactNode;
} {
  const guestAction = useGuestAction(eventId);
  const refundAnswer = useRefundAnswer(eventId);
  const toast = useToast();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const pending = guestAction.isPending || refundAnswer.isPending;

  const run = (guest: GuestEntry, action: GuestAction) =>
    guestAction.mutate(
      { action, userId: guest.person.id },
      {
        onSuccess: (result) => {
          setConfirming(null);
          toast.show(doneText(guest.person.name, action, result), { kind: 'success' });
        },
        onError: (error) => {
          setConfirming(null);
          toast.show(`Could not ${VERBS[action]} ${guest.person.name}: ${toUserMessage(error)}`, {
            kind: 'error',
          });
        },
      },
    );

  const answer = (guest: GuestEntry, kind: RefundAnswerKind, message: string) =>
    refundAnswer.mutate(
      { kind, userId: guest.person.id, message },
      {
        onSuccess: (result) => {
          setConfirming(null);
          toast.show(
            kind === 'approve'
              ? `${guest.person.name} was refunded ${formatMoney(result.refundedCents, result.request.currency)}`
              : `${guest.person.name}’s refund request was declined`,
            { kind: 'success' },
          );
        },
        onError: (error) => {
          setConfirming(null);
          toast.show(`Could not answer ${guest.person.name}: ${toUserMessage(error)}`, {
            kind: 'error',
          });
        },
      },
    );

  const close = () => (pending ? undefined : setConfirming(null));
  const dialog: ReactNode = confirming ? (
    <Suspense fallback={null}>
      <GuestDialog
        guest={confirming.guest}
        kind={confirming.kind}
        busy={pending}
        onConfirm={(message) =>
          confirming.kind === 'remove'
            ? run(confirming.guest, 'remove')
            : answer(confirming.guest, confirming.kind, message)
        }
        onClose={close}
      />
    </Suspense>
  ) : null;

  return {
    act: (guest, action) =>
      action === 'remove' ? setConfirming({ guest, kind: 'remove' }) : run(guest, action),
    answerRefund: (guest, kind) => setConfirming({ guest, kind }),
    busyFor: (guest) =>
      (guestAction.isPending && guestAction.variables?.userId === guest.person.id) ||
      (refundAnswer.isPending && refundAnswer.variables?.userId === guest.person.id),
    dialog,
  };
}
