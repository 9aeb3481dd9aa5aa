import type { TicketTypeView } from 'contract';
import { describe, expect, it } from 'vitest';
import {
  availabilityText,
  cartCount,
  cartItems,
  cartTotalCents,
  isFreeEvent,
  maxSelectable,
  setQuantity,
} from './ticket-cart';

function type(overrides: Partial<TicketTypeView> = {}): TicketTypeView {
  return {
    id: 'ga',
    name: 'General',
    description: null,
    requiresApproval: false,
    priceCents: 2500,
    capacity: 100,
    remaining: 100,
    salesStart: null,
    salesEnd: null,
    maxPerOrder: 4,
    status: 'onSale',
    ...overrides,
  };
}

describe('ticket cart', () => {
  it('allows up to the per-order limit, or what is left when that is less', () => {
    expect(maxSelectable(type())).toBe(4);
    expect(maxSelectable(type({ remaining: 2 }))).toBe(2);
  });

  it('allows nothing of a type that is sold out, not yet on sale or ended', () => {
    expect(maxSelectable(type({ status: 'soldOut', remaining: 0 }))).toBe(0);
    expect(maxSelectable(type({ status: 'notStarted' }))).toBe(0);
    expect(maxSelectable(type({ status: 'ended' }))).toBe(0);
  });

  it('clamps quantities and drops zeros', () => {
    const ga = type();
    let cart = setQuantity({}, ga, 9);
    expect(cart).toEqual({ ga: 4 });
    cart = setQuantity(cart, ga, -1);
    expect(cart).toEqual({});
  });

  it('sends items and adds up the total in cents', () => {
    const ga = type();
    const vip = type({ id: 'vip', priceCents: 9900 });
    const cart = setQuantity(setQuantity({}, ga, 2), vip, 1);
    expect(cartItems(cart)).toEqual([
      { ticketTypeId: 'ga', quantity: 2 },
      { ticketTypeId: 'vip', quantity: 1 },
    ]);
    expect(cartCount(cart)).toBe(3);
    expect(cartTotalCents(cart, [ga, vip])).toBe(14_900);
  });

  it('calls an event free only when every type costs nothing', () => {
    expect(isFreeEvent([type({ priceCents: 0 })])).toBe(true);
    expect(isFreeEvent([type({ priceCents: 0 }), type({ priceCents: 1 })])).toBe(false);
    expect(isFreeEvent([])).toBe(false);
  });

  it('says what is left or why it cannot be bought', () => {
    expect(availabilityText(type({ remaining: 3 }))).toBe('3 left');
    expect(availabilityText(type({ status: 'soldOut', remaining: 0 }))).toBe('Sold out');
    expect(availabilityText(type({ status: 'notStarted' }))).toBe('Not on sale yet');
  });
});
