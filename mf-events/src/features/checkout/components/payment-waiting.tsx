import { ButtonLink } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { CheckoutResult } from 'contract';
import { Button, EmptyState, Spinner } from 'shared-ui';

const FINAL_TITLES: Record<
  Exclude<CheckoutResult['status'], 'completed' | 'pending' | 'awaiting_approval'>,
  string
> = {
  failed: "Your payment didn't go through",
  expired: 'Your checkout ran out of time',
  refunded: 'Those tickets sold out before your payment arrived',
};

/** "Try again": back to the event's tickets. */
export function TicketsAgainLink({ eventId }: { eventId: string }) {
  return (
    <ButtonLink variant="primary" to={`${paths.event(eventId)}/tickets`}>
      Try again
    </ButtonLink>
  );
}

/** While the payment is being confirmed, checked again and again with the provider. */
export function ConfirmingPayment({ attempt }: { attempt: number }) {
  return (
    <section
      className="payment-return"
      aria-live="polite"
      aria-busy="true"
      style={{ textAlign: 'center', padding: '48px 0' }}
    >
      <Spinner size="lg" />
      <h1>Confirming your payment…</h1>
      {attempt > 1 && <p>Still waiting for the payment provider (check {attempt}).</p>}
    </section>
  );
}

/**
 * A payment that did not end in tickets (yet): still processing, waiting for the hosts'
 * approval, or over (failed, expired, refunded), each with its next step.
 */
export function UnfinishedPayment({
  result,
  eventId,
  onRetry,
}: {
  result: CheckoutResult;
  eventId: string;
  onRetry: () => void;
}) {
  // The page shows a completed payment itself (its passes); what reaches here is not completed.
  const status = result.status as Exclude<CheckoutResult['status'], 'completed'>;
  if (status === 'pending') {
    return (
      <EmptyState
        icon="⏳"
        title="Your payment is still processing"
        message={`${result.message} We'll keep your tickets on hold while it finishes.`}
        action={
          <Button variant="primary" onClick={onRetry}>
            Check again
          </Button>
        }
      />
    );
  }
  if (status === 'awaiting_approval') {
    return (
      <EmptyState
        icon="📨"
        title="Request sent to the hosts"
        message={`${result.message} We'll let you know when they answer.`}
        action={
          <ButtonLink variant="primary" to={paths.event(eventId)}>
            Back to the event
          </ButtonLink>
        }
      />
    );
  }
  return (
    <EmptyState
      icon="⚠️"
      title={FINAL_TITLES[status]}
      message={result.message}
      action={<TicketsAgainLink eventId={eventId} />}
    />
  );
}
