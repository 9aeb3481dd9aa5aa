import type { GuestEntry } from 'contract';
import { Button, Dialog, formatMoney } from 'shared-ui';
import { DialogActions } from '../../../components/dialog-actions';

/** Asks before removing a guest, saying what happens to their passes and how much is refunded. */
export function RemoveGuestDialog({
  guest,
  busy,
  onConfirm,
  onClose,
}: {
  guest: GuestEntry;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const name = guest.person.name;
  const refund = guest.refundableCents;
  return (
    <Dialog title={`Remove ${name}?`} onClose={onClose}>
      <p>
        All of {name}’s passes for this event stop working at the door, and they cannot join the
        event again.
      </p>
      <p className="remove-guest__refund">
        {refund > 0
          ? `${formatMoney(refund)} will be refunded to them in full.`
          : guest.status === 'pending'
            ? 'They have not been charged: the hold on their card is released.'
            : 'They paid nothing, so there is nothing to refund.'}
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep {name}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Removing…' : refund > 0 ? `Remove and refund ${formatMoney(refund)}` : 'Remove'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
