import { useSession } from 'shared-api';
import type { Event } from 'contract';
import { cartItems, isFreeEvent } from '../lib/ticket-cart';
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
  return (
    <TicketPicker
      event={event}
      busy={checkout.isPending}
      onCheckout={(cart) => {
        if (!session.isLoggedIn) return promptSignIn(free ? RSVP_PROMPT : BUY_PROMPT);
        void checkout.start(cartItems(cart), free ? 'rsvp' : 'purchase');
      }}
    />
  );
}
