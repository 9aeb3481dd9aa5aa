import { useState, type FormEvent } from 'react';
import { toUserMessage } from 'shared-api';
import type { GuestCounts } from 'contract';
import { REFUND_LIMITS } from 'contract/values';
import { Button, TextArea } from 'shared-ui';
import { DialogActions } from '../../../components/dialog-actions';
import { useCancelEvent } from '../api/cancel-event';
import './cancel-event.css';

/**
 * The dashboard's "Cancel event" dialog (host only): what cancelling does, in plain words, the
 * message every guest gets, and one button that does it. Opening the dialog is the first step,
 * the button the confirmation; nothing happens before it.
 */
export function CancelEventPanel({
  eventId,
  eventName,
  counts,
  onDone,
  onKeep,
}: {
  eventId: string;
  eventName: string;
  counts: GuestCounts;
  onDone: () => void;
  onKeep: () => void;
}) {
  const cancel = useCancelEvent(eventId);
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const max = REFUND_LIMITS.cancellationMessageMaxLength;
  const guests = counts.going + counts.checked_in + counts.pending;
  const empty = message.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (empty) return;
    cancel.mutate(message.trim(), { onSuccess: onDone });
  };

  return (
    <form className="cancel-event" onSubmit={submit} noValidate>
      <p>
        Cancelling <strong>{eventName}</strong> cannot be undone. Right away:
      </p>
      <ul className="cancel-event__effects">
        <li>Nobody can RSVP or buy tickets any more.</li>
        <li>Everyone who paid gets their money back in full, fees included.</li>
        <li>
          {guests === 1
            ? 'Your 1 guest is told by notification and by text.'
            : `Your ${guests} guests are told by notification and by text.`}{' '}
          Texts wait until 8 a.m. at night, and never go to people who opted out.
        </li>
      </ul>
      <TextArea
        label="Message to your guests"
        hint={`Why, and what happens next. ${message.length}/${max}`}
        rows={3}
        maxLength={max}
        value={message}
        error={tried && empty ? 'Tell your guests why the event is cancelled' : undefined}
        onChange={(e) => setMessage(e.target.value)}
      />
      {cancel.isError && (
        <p className="cancel-event__error" role="alert">
          Could not cancel: {toUserMessage(cancel.error)}
        </p>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onKeep} disabled={cancel.isPending}>
          Keep event
        </Button>
        <Button type="submit" variant="danger" busy={cancel.isPending}>
          Cancel and refund everyone
        </Button>
      </DialogActions>
    </form>
  );
}
