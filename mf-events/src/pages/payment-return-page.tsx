import { ButtonLink, Link, useParams, useSearchParams } from 'shared-ui/router';
import { paths, useEvent } from 'shared-api';
import { EmptyState, ErrorPanel, formatMoney } from 'shared-ui';
import {
  ConfirmingPayment,
  TicketsAgainLink,
  UnfinishedPayment,
} from '../features/checkout/components/payment-waiting';
import { usePaymentConfirmation } from '../features/checkout/hooks/use-payment-confirmation';
import { useTrackPurchase } from '../features/checkout/hooks/use-track-purchase';
import { summaryOf } from '../features/checkout/lib/summary-of';
import { PassTicket } from '../features/passes/components/pass-ticket';

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

  if (!transactionId) {
    return (
      <EmptyState
        icon="🧾"
        title="This link is missing its payment reference"
        message="Open your passes to see what you hold, or start again from the event."
        action={<TicketsAgainLink eventId={eventId} />}
      />
    );
  }
  if (state.phase === 'confirming') return <ConfirmingPayment attempt={state.attempt} />;
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
  if (done.status !== 'completed') {
    return <UnfinishedPayment result={done} eventId={eventId} onRetry={retry} />;
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
          <ButtonLink variant="primary" to={paths.pass(first.id)}>
            View your pass
          </ButtonLink>
        )}
        <ButtonLink variant="secondary" to="/app/pass">
          All your passes
        </ButtonLink>
      </div>
    </section>
  );
}
