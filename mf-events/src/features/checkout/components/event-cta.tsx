import { useNavigate } from 'shared-ui/router';
import { paths, useActWhenSessionKnown } from 'shared-api';
import type { Event } from 'contract';
import { useMyPassEvents } from '../../../api/passes';
import { Button, formatMoney } from 'shared-ui';
import { CURRENCY } from '../lib/commerce-analytics';
import { isFreeEvent, maxSelectable } from '../lib/ticket-cart';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { MyPassesNote } from './my-passes-note';
import './checkout.css';

export const RSVP_PROMPT = { emoji: '🎟️', text: 'Sign up/login to RSVP' };

export interface EventCtaProps {
  event: Event;
  /** Sends a visitor to sign in with a prompt, returning here after. */
  promptSignIn: (prompt: { emoji: string; text: string }) => void;
}

/** RSVP for a free event, "Get tickets" for a paid one, or why neither is possible. */
export function EventCta({ event, promptSignIn }: EventCtaProps) {
  const navigate = useNavigate();
  const checkout = useStartCheckout(event);
  const types = event.ticketTypes;
  const buyable = types.filter((type) => maxSelectable(type) > 0);
  const mine = useMyPassEvents();
  const myPasses =
    mine.data
      ?.find((group) => group.event.id === event.id)
      ?.passes.filter((pass) => pass.status === 'valid') ?? [];
  const rsvpTypeId = isFreeEvent(types) && buyable.length === 1 ? buyable[0]!.id : null;
  // A signed-in person can press before the session has loaded: the press waits for it, and for
  // their passes, so one who turns out to hold a pass already is shown it rather than RSVP twice.
  const rsvp = useActWhenSessionKnown(
    () => {
      if (rsvpTypeId && myPasses.length === 0) {
        void checkout.start([{ ticketTypeId: rsvpTypeId, quantity: 1 }], 'rsvp');
      }
    },
    () => promptSignIn(RSVP_PROMPT),
    { alsoWaitFor: mine.isPending },
  );

  if (types.length === 0) return null;
  if (myPasses.length > 0) {
    const free = isFreeEvent(types);
    return (
      <>
        <MyPassesNote event={event} passes={myPasses} free={free} />
        {!free && buyable.length > 0 && (
          <Button variant="secondary" onClick={() => navigate(`${paths.event(event.id)}/tickets`)}>
            Get more tickets
          </Button>
        )}
      </>
    );
  }
  if (buyable.length === 0) {
    const soldOut = types.every((t) => t.status === 'soldOut' || t.remaining <= 0);
    return (
      <p className="event-cta__closed" role="status">
        {soldOut
          ? 'Sold out'
          : types.some((t) => t.status === 'notStarted')
            ? 'Not on sale yet'
            : 'Sales have ended'}
      </p>
    );
  }

  if (rsvpTypeId) {
    return (
      <Button
        variant="primary"
        size="lg"
        busy={checkout.isPending || rsvp.waiting}
        onClick={() => rsvp.press()}
      >
        RSVP
      </Button>
    );
  }

  const cheapest = Math.min(...buyable.map((t) => t.priceCents));
  return (
    <div className="event-cta">
      <Button
        variant="primary"
        size="lg"
        onClick={() => navigate(`${paths.event(event.id)}/tickets`)}
      >
        Get tickets
      </Button>
      <span className="event-cta__from">
        {cheapest === 0 ? 'Free tickets available' : `From ${formatMoney(cheapest, CURRENCY)}`}
      </span>
    </div>
  );
}
