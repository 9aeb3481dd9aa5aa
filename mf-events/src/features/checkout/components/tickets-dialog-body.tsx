import { useState } from 'react';
import { useActWhenSessionKnown, useSession } from 'shared-api';
import type { Event } from 'contract';
import { NEW_CARD, type PaymentChoice } from '../lib/payment-choice';
import { cartItems, isFreeEvent, type Cart } from '../lib/ticket-cart';
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
  // A signed-in person can press before the session has loaded: the press waits for it, and then
  // pays the way it was shown when pressed (a new card: no saved ones are offered meanwhile).
  const checkoutPress = useActWhenSessionKnown(
    (cart: Cart, paidWith: PaymentChoice) =>
      void checkout.start(cartItems(cart), free ? 'rsvp' : 'purchase', paidWith),
    () => promptSignIn(free ? RSVP_PROMPT : BUY_PROMPT),
  );
  return (
    <TicketPicker
      event={event}
      busy={checkout.isPending || checkoutPress.waiting}
      payment={
        session.isLoggedIn && !free ? (
          <PaymentChoiceField value={payment} onChange={setPayment} />
        ) : null
      }
      payLabel={() =>
        session.isLoggedIn && payment.kind === 'saved' ? 'Pay with saved card' : 'Checkout'
      }
      onCheckout={(cart) => checkoutPress.press(cart, payment)}
    />
  );
}
