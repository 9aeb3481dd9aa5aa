import { useState } from 'react';
import { Spinner, formatTimeAgo } from 'shared-ui';
import { toUserMessage } from 'shared-api';
import { useTextBlasts } from '../api/text-blasts';
import type { TextBlast } from 'contract';
import { blastOutcomeText } from '../lib/blast-words';
import { TextBlastForm } from './text-blast-form';
import './text-blast.css';

const ago = (at: number, now: number) => {
  const text = formatTimeAgo(at, now);
  return text === 'now' ? 'just now' : `${text} ago`;
};

/** The text blast modal's body: the form, what the last send did, and the event's blasts. */
export function TextBlastPanel({
  eventId,
  eventName,
  hostName,
}: {
  eventId: string;
  /** For the preview of the exact text guests receive (it names the event and its host). */
  eventName: string;
  hostName: string;
}) {
  const history = useTextBlasts(eventId);
  const [sent, setSent] = useState<TextBlast | null>(null);

  if (history.isPending) {
    return (
      <div className="blast-loading">
        <Spinner label="Loading text blasts" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <p className="blast-error" role="alert">
        {toUserMessage(history.error)}
      </p>
    );
  }
  const now = Math.floor(Date.now() / 1000);
  return (
    <div className="blast-panel">
      {sent && (
        <p className="blast-sent" role="status">
          Text blast sent: {blastOutcomeText(sent.counts)}.
        </p>
      )}
      <TextBlastForm
        eventId={eventId}
        eventName={eventName}
        hostName={hostName}
        history={history.data}
        onSent={setSent}
      />
      <h3 className="blast-history__title">Sent blasts</h3>
      {history.data.blasts.length === 0 ? (
        <p className="blast-note">No text blasts yet.</p>
      ) : (
        <ul className="blast-history" aria-label="Sent text blasts">
          {history.data.blasts.map((blast) => (
            <li key={blast.id} className="blast-history__item">
              <p className="blast-history__message">{blast.message}</p>
              <p className="blast-history__meta">
                {blastOutcomeText(blast.counts)} · by {blast.sentBy.name},{' '}
                {ago(blast.createdAt, now)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
