import { toUserMessage } from 'shared-api';
import { Button } from 'shared-ui';

/** The confirm step: whom the text goes to and its exact words; nothing is sent before "Send". */
export function BlastConfirm({
  question,
  preview,
  pending,
  error,
  onBack,
  onSend,
}: {
  question: string;
  preview: string;
  pending: boolean;
  /** The last send's failure, if it failed. */
  error: unknown;
  onBack: () => void;
  onSend: () => void;
}) {
  return (
    <div className="blast-confirm" role="group" aria-label="Confirm the text blast">
      <p className="blast-confirm__question">{question}</p>
      <blockquote className="blast-confirm__message" aria-label="The text guests receive">
        {preview}
      </blockquote>
      <p className="blast-note">
        People who replied STOP are never texted. Between 9 p.m. and 8 a.m. their time, texts wait
        until 8 a.m.
      </p>
      {error ? (
        <p className="blast-error" role="alert">
          {toUserMessage(error)}
        </p>
      ) : null}
      <div className="blast-actions">
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button variant="primary" busy={pending} onClick={onSend}>
          Send text blast
        </Button>
      </div>
    </div>
  );
}
