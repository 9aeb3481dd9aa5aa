/** GA4-style commerce parameters for the checkout analytics events (SPEC section 1). */
import type { AnalyticsParams } from 'shared-api';
import type { CheckoutItem, Event, TicketTypeView } from 'contract';

/** The API sells in one currency for now; money is integer cents (SPEC section 3). */
export const CURRENCY = 'USD';

export function ticketItem(event: Event, type: TicketTypeView, quantity: number) {
  return {
    item_id: type.id,
    item_name: type.name,
    item_category: event.id,
    price: type.priceCents / 100,
    quantity,
  };
}

export function commerceParams(event: Event, items: readonly CheckoutItem[]): AnalyticsParams {
  const list = items.flatMap((item) => {
    const type = event.ticketTypes.find((t) => t.id === item.ticketTypeId);
    return type ? [ticketItem(event, type, item.quantity)] : [];
  });
  const value = list.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return { currency: CURRENCY, value, event_id: event.id, items: list };
}
