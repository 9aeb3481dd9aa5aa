import { useCallback } from 'react';
import { useNavigate } from 'shared-ui/router';
import { ANALYTICS_EVENTS, paths, toUserMessage, track } from 'shared-api';
import type { CheckoutItem, Event } from 'contract';
import { useToast } from 'shared-ui';
import { useInitiateCheckout } from '../api/checkout';
import { affiliateRefFor } from '../lib/affiliate-ref';
import { commerceParams } from '../lib/commerce-analytics';
import { NEW_CARD, paymentFields, type PaymentChoice } from '../lib/payment-choice';

/** Where the browser goes to pay; a seam so tests can watch it instead of leaving the page. */
export type AssignLocation = (url: string) => void;

const leavePage: AssignLocation = (url) => window.location.assign(url);

/**
 * Starts an RSVP or a purchase. A free order completes at once and opens the pass, and so does one
 * paid with a saved card; another paid one leaves for the provider's checkout page (where the card
 * may be saved), which comes back to payment-return.
 */
export function useStartCheckout(event: Event, assign: AssignLocation = leavePage) {
  const initiate = useInitiateCheckout();
  const navigate = useNavigate();
  const toast = useToast();

  const start = useCallback(
    async (items: CheckoutItem[], kind: 'rsvp' | 'purchase', payment: PaymentChoice = NEW_CARD) => {
      const params = commerceParams(event, items);
      if (kind === 'purchase') track(ANALYTICS_EVENTS.beginCheckout, params);
      try {
        // The affiliate link the buyer came through, if any (see affiliate-ref.ts).
        const affiliateCode = affiliateRefFor(event.id);
        const session = await initiate.mutateAsync({
          eventId: event.id,
          items,
          ...(affiliateCode ? { affiliateCode } : {}),
          ...(kind === 'purchase' ? paymentFields(payment) : {}),
        });
        if (session.status === 'completed') {
          if (kind === 'rsvp') track(ANALYTICS_EVENTS.rsvp, { event_id: event.id });
          else track(ANALYTICS_EVENTS.purchase, { ...params, transaction_id: session.order.id });
          // A saved card pays at once; on an event the hosts approve, it is only authorised.
          const waiting = session.order.status === 'awaiting_approval';
          toast.show(
            waiting
              ? 'Request sent: the hosts approve each guest'
              : kind === 'rsvp'
                ? "You're going!"
                : 'Your tickets are ready',
            { kind: 'success' },
          );
          const first = session.passes[0];
          navigate(first ? paths.pass(first.id) : '/app/pass');
          return;
        }
        track(ANALYTICS_EVENTS.addPaymentInfo, { ...params, payment_type: 'card' });
        assign(session.checkoutUrl);
      } catch (error) {
        toast.show(toUserMessage(error), { kind: 'error' });
      }
    },
    [event, initiate, navigate, toast, assign],
  );

  return { start, isPending: initiate.isPending };
}
