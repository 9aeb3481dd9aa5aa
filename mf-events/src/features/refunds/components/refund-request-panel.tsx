import { useId, useState } from 'react';
import { toUserMessage } from 'shared-api';
import type { MyRefundRequest } from 'contract';
import { REFUND_LIMITS } from 'contract/values';
import {
  Button,
  ConfirmActions,
  Dialog,
  Spinner,
  TextArea,
  formatEventDate,
  formatMoney,
} from 'shared-ui';
import { useAskForRefund, useMyRefundRequest } from '../api/refund-request';
import './refunds.css';

/** The event's rule, in words for a guest. */
function ruleWords(standing: MyRefundRequest, timeZone: string): string {
  switch (standing.refundPolicy) {
    case 'none':
      return 'The hosts do not give refunds for this event.';
    case 'until':
      return standing.refundsUntil === null
        ? 'The hosts give refunds on request.'
        : `The hosts give refunds on request until ${formatEventDate(standing.refundsUntil, timeZone)}.`;
    case 'request':
      return 'The hosts give refunds on request until the event starts.';
  }
}

/**
 * "Refunds" on a pass: the event's rule, where the guest's request stands, and "Ask for a refund"
 * (a dialog: the amount, an optional reason, then "Send request"). Nothing shows for someone who
 * paid nothing and never asked.
 */
export function RefundRequestPanel({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const standing = useMyRefundRequest(eventId);
  const ask = useAskForRefund(eventId);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const titleId = useId();

  let body;
  if (standing.isPending) {
    body = <Spinner size="sm" label="Checking your refund options" />;
  } else if (standing.isError) {
    body = (
      <p className="refund-panel__error" role="alert">
        We couldn’t check your refund options: {toUserMessage(standing.error)}{' '}
        <Button size="sm" variant="secondary" onClick={() => void standing.refetch()}>
          Try again
        </Button>
      </p>
    );
  } else {
    const s = standing.data;
    const request = s.request;
    if (!request && s.refundableCents === 0) return null;
    const amount = formatMoney(request?.amountCents ?? s.refundableCents, request?.currency);
    body = (
      <>
        <p>{ruleWords(s, timeZone)}</p>
        {request?.status === 'pending' && (
          <p className="refund-panel__state" role="status">
            You asked for a refund of {amount}. The hosts will answer; you’ll get a notification.
          </p>
        )}
        {request?.status === 'approved' && (
          <p className="refund-panel__state" role="status">
            Refund approved: {amount} is on its way back to you.
          </p>
        )}
        {request?.status === 'declined' && (
          <div className="refund-panel__state" role="status">
            <p>The hosts declined your refund request; your tickets still stand.</p>
            {request.answerMessage && (
              <blockquote className="refund-panel__answer">{request.answerMessage}</blockquote>
            )}
          </div>
        )}
        {s.canAsk ? (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Ask for a refund
          </Button>
        ) : (
          // "No refunds" is said by the rule above already.
          !request &&
          s.refundPolicy !== 'none' &&
          s.cannotAskReason && <p className="refund-panel__muted">{s.cannotAskReason}.</p>
        )}
      </>
    );
  }

  return (
    <section className="refund-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="refund-panel__title">
        Refunds
      </h2>
      {body}
      {asking && standing.data && (
        <Dialog
          title="Ask for a refund?"
          onClose={() => (ask.isPending ? undefined : setAsking(false))}
        >
          <div className="refund-panel__dialog">
            <p>
              You’re asking the hosts for {formatMoney(standing.data.refundableCents)} back: every
              paid ticket you hold for this event, fees included. If they approve, those tickets
              stop working.
            </p>
            <TextArea
              label="Reason"
              hint={`Optional, for the hosts. ${reason.length}/${REFUND_LIMITS.requestReasonMaxLength}`}
              rows={3}
              maxLength={REFUND_LIMITS.requestReasonMaxLength}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            {ask.isError && (
              <p className="refund-panel__error" role="alert">
                {toUserMessage(ask.error)}
              </p>
            )}
          </div>
          <ConfirmActions
            className="refund-panel__actions"
            cancel={{ label: 'Not now', onClick: () => setAsking(false), disabled: ask.isPending }}
            confirm={{
              label: 'Send request',
              busy: ask.isPending,
              onClick: () =>
                ask.mutate(reason, {
                  onSuccess: () => {
                    setAsking(false);
                    setReason('');
                  },
                }),
            }}
          />
        </Dialog>
      )}
    </section>
  );
}
