/** Rows to the contract's Order, Pass and EventSummary. */
import type { EventRow } from '../db/schema';
import type { OrderItemRow, OrderRow, OrderStatus, PassRow } from '../db/schema-ticketing';
import { toEpochSeconds } from '../time/epoch-seconds';
import type { UnsignedPass } from '../tickets/door-keys';
import type { EventSummary, Order } from 'contract';

const seconds = (date: Date | null) => (date ? toEpochSeconds(date) : null);

/** A pending order whose hold ran out is, for the buyer, expired (nothing rewrites it eagerly). */
export function effectiveStatus(order: OrderRow, now: Date): OrderStatus {
  if (order.status === 'pending' && order.expiresAt && order.expiresAt <= now) return 'expired';
  return order.status;
}

export function toOrder(
  order: OrderRow,
  items: readonly (OrderItemRow & { name: string })[],
  now: Date,
): Order {
  const status = effectiveStatus(order, now);
  return {
    id: order.id,
    eventId: order.eventId,
    status,
    provider: order.provider,
    currency: order.currency,
    subtotalCents: order.subtotalCents,
    feeCents: order.feeCents,
    totalCents: order.totalCents,
    items: items.map((item) => ({
      ticketTypeId: item.ticketTypeId,
      name: item.name,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      unitFeeCents: item.unitFeeCents,
      totalCents: item.quantity * (item.unitPriceCents + item.unitFeeCents),
    })),
    expiresAt: seconds(order.expiresAt),
    createdAt: toEpochSeconds(order.createdAt),
    completedAt: seconds(order.completedAt),
    statusReason:
      status === 'expired' && !order.statusReason
        ? 'Your hold on these tickets ran out before payment'
        : order.statusReason,
  };
}

export function toPass(pass: PassRow, ticketTypeName: string): UnsignedPass {
  return {
    id: pass.id,
    eventId: pass.eventId,
    orderId: pass.orderId,
    ticketTypeId: pass.ticketTypeId,
    ticketTypeName,
    status: pass.status,
    qrToken: pass.qrToken,
    createdAt: toEpochSeconds(pass.createdAt),
  };
}

export function toEventSummary(event: EventRow): EventSummary {
  return {
    id: event.id,
    name: event.name,
    flyer: event.flyer ?? null,
    startTime: toEpochSeconds(event.startTime),
    endTime: seconds(event.endTime),
    timeZone: event.timeZone,
    locationName: event.locationName,
    city: event.city,
    state: event.state,
    cancelledAt: seconds(event.cancelledAt),
    cancellationMessage: event.cancellationMessage,
  };
}
