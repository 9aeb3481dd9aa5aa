import { useState, type ReactNode } from 'react';
import { ANALYTICS_EVENTS, track } from 'shared-api';
import type { Event, TicketTypeView } from 'contract';
import { Button, formatMoney, formatTicketWindow } from 'shared-ui';
import { CURRENCY, ticketItem } from '../lib/commerce-analytics';
import {
  availabilityText,
  cartCount,
  cartTotalCents,
  maxSelectable,
  quantityOf,
  setQuantity,
  type Cart,
} from '../lib/ticket-cart';
import './checkout.css';

export interface TicketPickerProps {
  event: Event;
  busy: boolean;
  onCheckout: (cart: Cart) => void;
  /** How a paid cart is paid (PaymentChoiceField), shown once the cart costs something. */
  payment?: ReactNode;
  /** The button of a paid cart: "Checkout" (to the payment page) unless a saved card pays. */
  payLabel?: () => string;
}

/** Choose how many of each ticket type, within what is on sale and the per-order limit. */
export function TicketPicker({ event, busy, onCheckout, payment, payLabel }: TicketPickerProps) {
  const [cart, setCart] = useState<Cart>({});
  const count = cartCount(cart);
  const total = cartTotalCents(cart, event.ticketTypes);

  function change(type: TicketTypeView, delta: number) {
    const before = quantityOf(cart, type.id);
    const next = setQuantity(cart, type, before + delta);
    const after = quantityOf(next, type.id);
    if (after === before) return;
    setCart(next);
    track(after > before ? ANALYTICS_EVENTS.addToCart : ANALYTICS_EVENTS.removeFromCart, {
      currency: CURRENCY,
      value: (type.priceCents * Math.abs(after - before)) / 100,
      items: [ticketItem(event, type, Math.abs(after - before))],
    });
  }

  if (event.ticketTypes.length === 0) {
    return <p>Tickets for this event aren&apos;t available here.</p>;
  }

  return (
    <form
      className="ticket-picker"
      onSubmit={(e) => {
        e.preventDefault();
        if (count > 0) onCheckout(cart);
      }}
    >
      <ul className="ticket-picker__list">
        {event.ticketTypes.map((type) => {
          const quantity = quantityOf(cart, type.id);
          const max = maxSelectable(type);
          const saleWindow = formatTicketWindow(type.salesStart, type.salesEnd, event.timeZone);
          const nameId = `ticket-${type.id}-name`;
          return (
            <li key={type.id} className="ticket-picker__row" aria-labelledby={nameId}>
              <div className="ticket-picker__info">
                <p id={nameId} className="ticket-picker__name">
                  {type.name}
                </p>
                <p className="ticket-picker__price">
                  {type.priceCents === 0 ? 'Free' : formatMoney(type.priceCents, CURRENCY)}
                </p>
                {type.description && <p className="ticket-picker__meta">{type.description}</p>}
                {saleWindow && <p className="ticket-picker__meta">{saleWindow}</p>}
                <p className="ticket-picker__meta">
                  {availabilityText(type)}
                  {max > 0 && ` · up to ${max} per order`}
                </p>
              </div>
              <div
                className="ticket-picker__stepper"
                role="group"
                aria-label={`${type.name} quantity`}
              >
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`One fewer ${type.name}`}
                  disabled={quantity === 0}
                  onClick={() => change(type, -1)}
                >
                  −
                </Button>
                <output className="ticket-picker__quantity" aria-live="polite">
                  {quantity}
                </output>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`One more ${type.name}`}
                  disabled={quantity >= max}
                  onClick={() => change(type, 1)}
                >
                  +
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {total > 0 && payment}
      <div className="ticket-picker__footer">
        <p className="ticket-picker__total">
          {count === 0
            ? 'Choose your tickets'
            : `${count} ${count === 1 ? 'ticket' : 'tickets'} · ${formatMoney(total, CURRENCY)}`}
        </p>
        <Button type="submit" variant="primary" busy={busy} disabled={count === 0}>
          {total === 0 ? 'Reserve' : (payLabel?.() ?? 'Checkout')}
        </Button>
      </div>
    </form>
  );
}
