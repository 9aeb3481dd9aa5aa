import { useState } from 'react';
import type { GuestEntry } from 'contract';
import { REFUND_LIMITS } from 'contract/values';
import { Button, Dialog, TextArea, formatMoney } from 'shared-ui';
import { DialogActions } from '../../../components/dialog-actions';
import type { RefundAnswerKind } from '../api/refund-answers';

/**
 * Asks before answering a refund request: approving refunds the guest in full and their tickets
 * stop working; declining keeps their tickets and they cannot ask again (with words for them).
 */
export interface RefundAnswerDialogProps {
  guest: GuestEntry;
  kind: RefundAnswerKind;
  busy: boolean;
  /** The message typed with a decline ('' otherwise). */
  onConfirm: (message: string) => void;
  onClose: () => void;
}

export function RefundAnswerDialog({
  guest,
  kind,
  busy,
  onConfirm,
  onClose,
}: RefundAnswerDialogProps) {
  const [message, setMessage] = useState('');
  const name = guest.person.name;
  const request = guest.refundRequest;
  const amount = request ? formatMoney(request.amountCents, request.currency) : '';
  const max = REFUND_LIMITS.declineMessageMaxLength;
  if (kind === 'approve') {
    return (
      <Dialog title={`Refund ${name}?`} onClose={onClose}>
        <div className="host-dialog-body">
          <p>
            {amount} goes back to {name} in full, fees included. Their tickets for this event stop
            working at the door.
          </p>
        </div>
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Not now
          </Button>
          <Button variant="primary" busy={busy} onClick={() => onConfirm('')}>
            Refund {amount}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog title={`Decline ${name}’s refund request?`} onClose={onClose}>
      <div className="host-dialog-body">
        <p>
          {name} keeps their tickets and is not refunded. They cannot ask again for these tickets.
        </p>
        <TextArea
          label={`Message to ${name}`}
          hint={`Optional. ${message.length}/${max}`}
          rows={3}
          maxLength={max}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Not now
        </Button>
        <Button variant="danger" busy={busy} onClick={() => onConfirm(message.trim())}>
          Decline request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
