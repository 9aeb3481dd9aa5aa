/**
 * The ticket picker's rules, pure: how many of each type may be chosen (on sale, what is left, the
 * per-order limit), the items to send and the total. The server checks all of it again.
 */
import type { CheckoutItem, TicketTypeView } from 'contract';

/** Quantity chosen per ticket type id. */
export type Cart = Readonly<Record<string, number>>;

/** The most of this type one order may hold right now; 0 when it cannot be bought. */
export function maxSelectable(type: TicketTypeView): number {
  if (type.status !== 'onSale') return 0;
  return Math.max(0, Math.min(type.maxPerOrder, type.remaining));
}

/** The cart with `type` set to `quantity`, clamped to 0..maxSelectable. */
export function setQuantity(cart: Cart, type: TicketTypeView, quantity: number): Cart {
  const clamped = Math.max(0, Math.min(Math.floor(quantity), maxSelectable(type)));
  const next: Record<string, number> = { ...cart };
  if (clamped === 0) delete next[type.id];
  else next[type.id] = clamped;
  return next;
}

export function quantityOf(cart: Cart, typeId: string): number {
  return cart[typeId] ?? 0;
}

export function cartItems(cart: Cart): CheckoutItem[] {
  return Object.entries(cart)
    .filter(([, quantity]) => quantity > 0)
    .map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }));
}

export function cartCount(cart: Cart): number {
  return Object.values(cart).reduce((sum, quantity) => sum + quantity, 0);
}

export function cartTotalCents(cart: Cart, types: readonly TicketTypeView[]): number {
  return types.reduce((sum, type) => sum + type.priceCents * quantityOf(cart, type.id), 0);
}

/** A free event is one whose every ticket type costs nothing: it takes an RSVP, not a purchase. */
export function isFreeEvent(types: readonly TicketTypeView[]): boolean {
  return types.length > 0 && types.every((type) => type.priceCents === 0);
}

/** The short status shown beside a ticket type. */
export function availabilityText(type: TicketTypeView): string {
  switch (type.status) {
    case 'soldOut':
      return 'Sold out';
    case 'ended':
      return 'Sales have ended';
    case 'notStarted':
      return 'Not on sale yet';
    case 'onSale':
      return type.remaining <= 0 ? 'Sold out' : `${type.remaining} left`;
  }
}
