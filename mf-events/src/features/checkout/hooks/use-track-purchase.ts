import { useEffect } from 'react';
import { ANALYTICS_EVENTS, track } from 'shared-api';
import type { Order } from 'contract';
import { CURRENCY } from '../lib/commerce-analytics';

/** `purchase` once per completed order, even if payment-return is reloaded. */
export function useTrackPurchase(order: Order | null) {
  useEffect(() => {
    if (!order || order.status !== 'completed') return;
    const mark = `purchase-tracked:${order.id}`;
    try {
      if (sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, '1');
    } catch {
      // Without storage a reload may count twice; better than not counting.
    }
    track(ANALYTICS_EVENTS.purchase, {
      transaction_id: order.id,
      currency: CURRENCY,
      value: order.totalCents / 100,
      event_id: order.eventId,
      items: order.items.map((item) => ({
        item_id: item.ticketTypeId,
        item_name: item.name,
        price: item.unitPriceCents / 100,
        quantity: item.quantity,
      })),
    });
  }, [order]);
}
