import type { RefundRequest } from 'contract';
import { Button, formatMoney } from 'shared-ui';
import type { RefundAnswerKind } from '../api/refund-answers';

const WORDS: Record<RefundRequest['status'], string> = {
  pending: 'Asked for a refund of',
  approved: 'Refund approved',
  declined: 'Refund declined',
  closed: 'Refund request closed: refunded another way',
};

/**
 * A guest's refund request under their row: what they asked for and why, and, while it waits,
 * "Refund" and "Decline" (each asks first: the page opens its dialog).
 */
export function RefundRequestNote({
  name,
  request,
  busy,
  onAnswer,
}: {
  name: string;
  request: RefundRequest;
  busy: boolean;
  /** Absent when the caller's level may not answer. */
  onAnswer?: (kind: RefundAnswerKind) => void;
}) {
  const amount = formatMoney(request.amountCents, request.currency);
  const pending = request.status === 'pending';
  return (
    <div className={`guest-refund guest-refund--${request.status}`}>
      <p className="guest-refund__text">
        <strong>
          {pending ? `${WORDS.pending} ${amount}` : `${WORDS[request.status]} (${amount})`}
        </strong>
        {request.reason ? <span className="guest-refund__reason"> “{request.reason}”</span> : null}
      </p>
      {pending && onAnswer ? (
        <div className="guest-refund__actions">
          <Button
            size="sm"
            disabled={busy}
            onClick={() => onAnswer('approve')}
            aria-label={`Refund ${amount} to ${name}`}
          >
            Refund {amount}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => onAnswer('decline')}
            aria-label={`Decline ${name}’s refund request`}
          >
            Decline
          </Button>
        </div>
      ) : null}
    </div>
  );
}
