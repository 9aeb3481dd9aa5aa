import { useState } from 'react';
import { useSession } from 'shared-api';
import type { Event } from 'contract';
import { NEW_CARD, type PaymentChoice } from '../lib/payment-choice';
import { cartItems, isFreeEvent } from '../lib/ticket-cart';
import { PaymentChoiceField } from './payment-choice-field';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { RSVP_PROMPT } from './event-cta';
import { TicketPicker } from './ticket-picker';

export const BUY_PROMPT = { emoji: '🎟️', text: 'Sign up/login to get tickets' };

/** The tickets dialog: pick, then RSVP or pay. A visitor is asked to sign in at checkout. */
export function TicketsDialogBody({
  event,
  promptSignIn,
}: {
  event: Event;
  promptSignIn: (prompt: { emoji: string; text: string }) => void;
}) {
  const session = useSession();
  const checkout = useStartCheckout(event);
  const free = isFreeEvent(event.ticketTypes);
  const [payment, setPayment] = useState<PaymentChoice>(NEW_CARD);
  return (
    <TicketPicker
      event={event}
      busy={checkout.isPending}
      payment={
        session.isLoggedIn && !free ? (
          <PaymentChoiceField value={payment} onChange={setPayment} />
        ) : null
      }
      payLabel={() =>
        session.isLoggedIn && payment.kind === 'saved' ? 'Pay with saved card' : 'Checkout'
      }
      onCheckout={(cart) => {
        if (!session.isLoggedIn) return promptSignIn(free ? RSVP_PROMPT : BUY_PROMPT);
        void checkout.start(cartItems(cart), free ? 'rsvp' : 'purchase', payment);
      }}
    />
  );
}
