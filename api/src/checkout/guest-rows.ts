/**
 * The conditions that pick one person's rows at one event, which checkout, guest actions, refund
 * requests and the host's view of a guest all ask for: the orders they bought for it, and the
 * passes they hold for it. Each goes inside a query's `where`, with whatever else it asks.
 */
import { and, eq } from 'drizzle-orm';
import { orders, passes } from '../db/schema-ticketing';

/** The orders `buyerId` placed for the event. */
export const ordersBoughtAt = (eventId: string, buyerId: string) =>
  and(eq(orders.eventId, eventId), eq(orders.buyerId, buyerId));

/** The passes `holderId` holds for the event. */
export const passesHeldAt = (eventId: string, holderId: string) =>
  and(eq(passes.eventId, eventId), eq(passes.holderId, holderId));
