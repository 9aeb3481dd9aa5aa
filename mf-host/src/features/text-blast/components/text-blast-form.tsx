import { useId, useState, type FormEvent } from 'react';
import { useSendTextBlast } from '../api/text-blasts';
import type { GuestStatus, TextBlast, TextBlastHistory } from 'contract';
import { TEXT_BLAST_LIMITS, blastText } from 'contract/values';
import { Button, TextArea } from 'shared-ui';
import { reachText } from '../lib/blast-words';
import { BlastConfirm } from './blast-confirm';
import { BlastRecipients } from './blast-recipients';

/**
 * Write → confirm → send. The message shows its length while typing and, below it, the exact text
 * guests will receive (contract's blastText: the event and host named, the opt-out words, hidden
 * characters removed, links as written); recipients are picked by guest status with how many
 * people each reaches; nothing is sent before the confirm step, which shows that text again.
 */
export function TextBlastForm({
  eventId,
  eventName,
  hostName,
  history,
  onSent,
}: {
  eventId: string;
  eventName: string;
  hostName: string;
  history: TextBlastHistory;
  onSent: (blast: TextBlast) => void;
}) {
  const send = useSendTextBlast(eventId);
  const [message, setMessage] = useState('');
  const [statuses, setStatuses] = useState<GuestStatus[]>(['going']);
  const [confirming, setConfirming] = useState(false);
  const countId = useId();
  const previewId = useId();
  const preview = blastText({ eventName, hostName, message });
  const max = TEXT_BLAST_LIMITS.messageMaxLength;
  const reach = statuses.reduce((sum, s) => sum + (history.audience[s] ?? 0), 0);
  const outOfBlasts = history.remainingThisHour === 0;
  const ready = message.trim() !== '' && statuses.length > 0 && reach > 0 && !outOfBlasts;

  const toggle = (status: GuestStatus) =>
    setStatuses((current) =>
      current.includes(status) ? current.filter((s) => s !== status) : [...current, status],
    );

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setConfirming(true);
  };

  const confirm = () =>
    send.mutate(
      { message: message.trim(), statuses },
      {
        onSuccess: (blast) => {
          setMessage('');
          setConfirming(false);
          onSent(blast);
        },
      },
    );

  if (confirming) {
    return (
      <BlastConfirm
        question={`Send this text to ${reachText(reach, statuses)}?`}
        preview={preview}
        pending={send.isPending}
        error={send.isError ? send.error : null}
        onBack={() => setConfirming(false)}
        onSend={confirm}
      />
    );
  }

  return (
    <form className="blast-form" onSubmit={review} noValidate>
      <TextArea
        label="Message"
        value={message}
        maxLength={max}
        rows={4}
        onChange={(event) => setMessage(event.target.value)}
        aria-describedby={countId}
      />
      <p
        id={countId}
        className={message.length >= max ? 'blast-count blast-count--full' : 'blast-count'}
        aria-live="polite"
      >
        {message.length} / {max} characters
      </p>
      {message.trim() !== '' && (
        <div className="blast-preview">
          <p id={previewId} className="blast-note">
            Guests receive exactly:
          </p>
          <blockquote className="blast-confirm__message" aria-labelledby={previewId}>
            {preview}
          </blockquote>
        </div>
      )}
      <BlastRecipients audience={history.audience} statuses={statuses} onToggle={toggle} />
      <p className="blast-note">
        {outOfBlasts
          ? 'This event has sent its text blasts for this hour. Try again later.'
          : `${history.remainingThisHour} more ${history.remainingThisHour === 1 ? 'blast' : 'blasts'} can go out this hour.`}
      </p>
      <div className="blast-actions">
        <Button type="submit" variant="primary" disabled={!ready}>
          Review
        </Button>
      </div>
    </form>
  );
}
