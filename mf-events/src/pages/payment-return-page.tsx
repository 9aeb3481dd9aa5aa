import { Link, useParams, useSearchParams } from 'shared-ui/router';
import { paths, useEvent } from 'shared-api';
import type { CheckoutResult } from 'contract';
import { Button, EmptyState, ErrorPanel, Spinner, buttonClassName, formatMoney } from 'shared-ui';
import { usePaymentConfirmation } from '../features/checkout/hooks/use-payment-confirmation';
import { useTrackPurchase } from '../features/checkout/hooks/use-track-purchase';
import { summaryOf } from '../features/checkout/lib/summary-of';
import { PassTicket } from '../features/passes/components/pass-ticket';

const FINAL_TITLES: Record<
  Exclude<CheckoutResult['status'], 'completed' | 'pending' | 'awaiting_approval'>,
  string
> = {
  failed: "Your payment didn't go through",
  expired: 'Your checkout ran out of time',
  refunded: 'Those tickets sold out before your payment arrived',
};

/** Where the payment page sends the buyer back: confirm, then the pass or what went wrong. */
export default function PaymentReturnPage() {
  const { eventId: pathEventId = '' } = useParams();
  const [params] = useSearchParams();
  // Stripe names a saved card's payment itself (`payment_intent`) after the bank's confirmation.
  const transactionId = params.get('transaction_id') ?? params.get('payment_intent');
  const eventId = params.get('event_id') ?? pathEventId;
  const { state, retry } = usePaymentConfirmation(transactionId);
  const event = useEvent(eventId);
  const result = state.phase === 'done' ? state.result : null;
  useTrackPurchase(result?.order ?? null);

  const ticketsAgain = (
    <Link
      className={buttonClassName({ variant: 'primary' })}
      to={`${paths.event(eventId)}/tickets`}
    >
      Try again
    </Link>
  );

  if (!transactionId) {
    return (
      <EmptyState
        icon="🧾"
        title="This link is missing its payment reference"
        message="Open your passes to see what you hold, or start again from the event."
        action={ticketsAgain}
      />
    );
  }
  if (state.phase === 'confirming') {
    return (
      <section
        className="payment-return"
        aria-live="polite"
        aria-busy="true"
        style={{ textAlign: 'center', padding: '48px 0' }}
      >
        <Spinner size="lg" />
        <h1>Confirming your payment…</h1>
        {state.attempt > 1 && (
          <p>Still waiting for the payment provider (check {state.attempt}).</p>
        )}
      </section>
    );
  }
  if (state.phase === 'error') {
    return (
      <ErrorPanel
        title="We couldn't confirm your payment"
        message={state.message}
        onRetry={retry}
      />
    );
  }

  const done = state.result;
  if (done.status === 'pending') {
    return (
      <EmptyState
        icon="⏳"
        title="Your payment is still processing"
        message={`${done.message} We'll keep your tickets on hold while it finishes.`}
        action={
          <Button variant="primary" onClick={retry}>
            Check again
          </Button>
        }
      />
    );
  }
  if (done.status === 'awaiting_approval') {
    return (
      <EmptyState
        icon="📨"
        title="Request sent to the hosts"
        message={`${done.message} We'll let you know when they answer.`}
        action={
          <Link className={buttonClassName({ variant: 'primary' })} to={paths.event(eventId)}>
            Back to the event
          </Link>
        }
      />
    );
  }
  if (done.status !== 'completed') {
    return (
      <EmptyState
        icon="⚠️"
        title={FINAL_TITLES[done.status]}
        message={done.message}
        action={ticketsAgain}
      />
    );
  }

  const first = done.passes[0];
  return (
    <section aria-labelledby="paid-title">
      <h1 id="paid-title">You&apos;re in!</h1>
      <p role="status">{done.message}</p>
      {done.order.totalCents > 0 && (
        <p>
          You paid {formatMoney(done.order.totalCents, done.order.currency)}. Your receipt is in{' '}
          <Link to="/app/user/receipts">Receipts</Link>.
        </p>
      )}
      {event.data && (
        <div style={{ display: 'grid', gap: 16 }}>
          {done.passes.map((pass) => (
            <PassTicket key={pass.id} pass={pass} event={summaryOf(event.data)} />
          ))}
        </div>
      )}
      <div style={{ display: 'flex', gap: 12, marginTop: 20, flexWrap: 'wrap' }}>
        {first && (
          <Link className={buttonClassName({ variant: 'primary' })} to={paths.pass(first.id)}>
            View your pass
          </Link>
        )}
        <Link className={buttonClassName({ variant: 'secondary' })} to="/app/pass">
          All your passes
        </Link>
      </div>
    </section>
  );
}
