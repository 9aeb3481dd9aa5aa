/**
 * POST /checkout/initiate. Under the event's row lock and then a row lock on the chosen ticket
 * types (the lock order of events/event-lock.ts, which edits and deletes follow too), reads the
 * types, their stock and the buyer's passes in one statement (sale-under-lock.ts), checks the sale
 * window, the per-order limit, the stock and whether the buyer may join, then writes the order.
 * Free orders complete at once with their passes; paid ones hold their tickets for `holdSeconds`
 * and get a checkout from the payment provider. On an event (or a ticket type) that requires
 * approval, a free order waits as `awaiting_approval` with `pending` passes, and a paid one's
 * checkout only authorises (`captureLater`). A guest the organizers removed or denied is refused
 * (409 `turned_away`).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { events, type EventRow } from '../db/schema';
import {
  ONE_FREE_ORDER_INDEX,
  hostPayoutAccounts,
  orders,
  type OrderRow,
  type TicketTypeRow,
} from '../db/schema-ticketing';
import { uniqueViolationConstraint } from '../db/postgres-errors';
import { letConnectionGo } from '../db/one-connection';
import { isUuid } from '../db/uuid';
import { lockEventRow } from '../events/event-lock';
import { conflict, invalidField, notFound } from '../http/api-error';
import { isPayoutsRefusal, tellHostPayoutsMissing } from '../money/host-money-alerts';
import { feeCentsPerTicket } from '../payments/fees';
import type { CreateCheckoutInput, CreatedCheckout } from '../payments/payment-provider';
import type { CheckoutDeps } from './checkout-config';
import type { CheckoutInput as InitiateBody } from 'contract';
import { writeNewOrder, type OrderLine, type WrittenOrder } from './order-writer';
import { checkHoldLimit } from './hold-limit';
import { customerIdFor, findCustomerId } from './payment-customers';
import { readSale, type SaleUnderLock } from './sale-under-lock';
import { payWithSavedCard, providerUnreachable, releaseHold } from './saved-card-charge';

const EVENT_LENGTH_WITHOUT_END_MS = 6 * 3600 * 1000;
/**
 * The unsafe control's gap between checking and writing: wide enough that concurrent requests on a
 * loaded machine (the one the tests share) still overlap, so the control oversells every time.
 */
const UNSAFE_CHECK_TO_WRITE_MS = 250;

const rejection = (reason: string, message: string) => conflict(message, { reason });
const cancelledRejection = () =>
  rejection('event_cancelled', 'The hosts cancelled this event, so it takes no more tickets');

export interface InitiateOutcome {
  order: OrderRow;
  free: boolean;
  /** Paid with a saved card at once: completed, or waiting for the hosts' approval. */
  settled?: boolean;
  /** A free order as its transaction wrote it, with its lines and passes: its answer reads nothing back. */
  written?: WrittenOrder;
}

function checkItems(body: InitiateBody, types: TicketTypeRow[], event: EventRow, now: Date) {
  const seen = new Set<string>();
  return body.items.map((item, i) => {
    if (seen.has(item.ticketTypeId)) {
      throw invalidField(`items.${i}.ticketTypeId`, 'Each ticket type may appear once in an order');
    }
    seen.add(item.ticketTypeId);
    const type = types.find((t) => t.id === item.ticketTypeId);
    if (!type || type.eventId !== event.id) {
      throw invalidField(`items.${i}.ticketTypeId`, 'That ticket type is not sold for this event');
    }
    if (item.quantity > type.maxPerOrder) {
      throw invalidField(
        `items.${i}.quantity`,
        `At most ${type.maxPerOrder} "${type.name}" ticket${type.maxPerOrder === 1 ? '' : 's'} per order`,
      );
    }
    if (type.salesStart && now < type.salesStart) {
      throw rejection('not_on_sale', `Sales for "${type.name}" have not opened yet`);
    }
    if (type.salesEnd && now >= type.salesEnd) {
      throw rejection('not_on_sale', `Sales for "${type.name}" have closed`);
    }
    return { type, quantity: item.quantity };
  });
}

function checkStock(lines: OrderLine[], taken: SaleUnderLock['taken']): void {
  for (const { type, quantity } of lines) {
    const left = Math.max(0, type.capacity - (taken.get(type.id) ?? 0));
    if (quantity > left) {
      throw rejection(
        'sold_out',
        left === 0
          ? `"${type.name}" is sold out`
          : `Only ${left} "${type.name}" ticket${left === 1 ? '' : 's'} left`,
      );
    }
  }
}

/** The event, if it still takes orders: it exists, is not cancelled and has not ended. */
function openEvent(
  event: EventRow | null | undefined,
  now: Date,
  unsafeIgnoreCancellation = false,
): EventRow {
  if (!event) throw notFound('Event not found');
  if (event.cancelledAt && !unsafeIgnoreCancellation) throw cancelledRejection();
  const end = event.endTime ?? new Date(event.startTime.getTime() + EVENT_LENGTH_WITHOUT_END_MS);
  if (end < now) throw rejection('event_ended', 'This event has already ended');
  return event;
}

/** The event read without a lock: only the race tests' unsafe controls start this way. */
async function loadEvent(db: Database, eventId: string, now: Date, ignoreCancellation?: boolean) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  return openEvent(event, now, ignoreCancellation);
}

export async function initiateCheckout(
  deps: CheckoutDeps,
  buyerId: string,
  body: InitiateBody,
): Promise<InitiateOutcome> {
  const { db, provider, clock } = deps;
  const now = clock();
  if (body.paymentMethodId && body.savePaymentMethod) {
    throw invalidField(
      'savePaymentMethod',
      'A saved card is saved already: pay with it or save a new one',
    );
  }
  if (!isUuid(body.eventId)) throw notFound('Event not found');
  const ignoreCancellation = deps.unsafeIgnoreCancellation;
  const unlocked =
    deps.unsafeSkipStockLock || deps.unsafeTypesBeforeEvent
      ? await loadEvent(db, body.eventId, now, ignoreCancellation)
      : null;
  // Known once read; the payouts alert below needs its host.
  let event = unlocked;
  const ids = [...new Set(body.items.map((i) => i.ticketTypeId))].filter(isUuid).sort();

  const outcome = await (
    unlocked && deps.unsafeSkipStockLock
      ? unlockedCheckAndWrite(deps, unlocked, buyerId, body, ids, now)
      : db.transaction(async (tx) => {
          // The event row first, then the ticket types (the lock order of event-lock.ts). The
          // locked row is the one read: the last word on a cancellation, since the host's takes
          // the same lock.
          event =
            unlocked ??
            openEvent(await lockEventRow(tx, body.eventId, 'write'), now, ignoreCancellation);
          const sale = await readSale(tx, {
            eventId: event.id,
            buyerId,
            ticketTypeIds: ids,
            now,
            lock: true,
          });
          await deps.afterTypesLocked?.();
          const lines = checkItems(body, sale.types, event, now);
          checkStock(lines, sale.taken);
          return writeOrder(tx, deps, event, buyerId, lines, sale.held, now);
        })
  ).catch(async (error: unknown) => {
    // The database's last word on "one free pass per person" (the check above runs first).
    if (uniqueViolationConstraint(error) === ONE_FREE_ORDER_INDEX) {
      throw rejection('already_going', 'You already have a pass for this event');
    }
    // The buyer is refused; the host is told, once per event until payouts are set up.
    if (isPayoutsRefusal(error) && event) {
      await tellHostPayoutsMissing(db, event.hostId, event.id);
    }
    throw error;
  });
  if (outcome.free) return outcome;
  event = outcome.event;
  // The provider's calls take up to seconds: no connection is held through them.
  letConnectionGo(db);

  const checkoutInput: CreateCheckoutInput = {
    orderId: outcome.order.id,
    eventId: event.id,
    eventName: event.name,
    lines: outcome.lines.map((l) => ({
      name: l.type.name,
      quantity: l.quantity,
      unitAmountCents: l.type.priceCents,
    })),
    feeCents: outcome.order.feeCents,
    totalCents: outcome.order.totalCents,
    currency: outcome.order.currency,
    expiresAt: outcome.order.expiresAt ?? now,
    hostAccountId: outcome.order.providerAccountId,
    returnUrl: `/app/event/${event.id}/payment-return?transaction_id=TRANSACTION_ID&event_id=${event.id}`,
    captureLater: outcome.order.requiresApproval,
  };

  if (body.paymentMethodId) {
    const customerId = await findCustomerId(db, provider, buyerId);
    if (!customerId) {
      await releaseHold(db, outcome.order.id, 'The saved card was not found');
      throw invalidField('paymentMethodId', 'That card is not one of your saved cards');
    }
    const paid = await payWithSavedCard(
      deps,
      outcome.order,
      checkoutInput,
      { customerId, paymentMethodId: body.paymentMethodId },
      cancelledRejection,
    );
    return { order: paid.order, free: false, settled: paid.settled };
  }

  let checkout: CreatedCheckout;
  try {
    checkout = await provider.createCheckout({
      ...checkoutInput,
      saveForCustomerId: body.savePaymentMethod ? await customerIdFor(db, provider, buyerId) : null,
    });
  } catch (error) {
    await releaseHold(db, outcome.order.id, 'The payment provider could not start the checkout');
    throw providerUnreachable(error);
  }
  // Written whatever happened meanwhile: a payment for this checkout must find its order.
  const [order] = await db
    .update(orders)
    .set({ transactionId: checkout.transactionId, checkoutUrl: checkout.checkoutUrl })
    .where(eq(orders.id, outcome.order.id))
    .returning();
  if (order && order.status !== 'pending' && !deps.unsafeIgnoreCancellation) {
    // The host cancelled the event while the checkout was being made, and the cancellation closed
    // this hold: close the checkout too, so it cannot be paid. If that fails the buyer still never
    // sees its address, and a payment that got through anyway is refunded (order-transitions.ts
    // refunds every payment for a cancelled event).
    await provider
      .expireCheckout(checkout.transactionId, order.providerAccountId)
      .catch(() => null);
    throw cancelledRejection();
  }
  return { order: order ?? outcome.order, free: false };
}

/** The control for the race test (see CheckoutDeps): check, let other requests run, then write. */
async function unlockedCheckAndWrite(
  deps: CheckoutDeps,
  event: EventRow,
  buyerId: string,
  body: InitiateBody,
  ids: string[],
  now: Date,
) {
  const sale = await readSale(deps.db, {
    eventId: event.id,
    buyerId,
    ticketTypeIds: ids,
    now,
    lock: false,
  });
  const lines = checkItems(body, sale.types, event, now);
  checkStock(lines, sale.taken);
  await new Promise((resolve) => setTimeout(resolve, UNSAFE_CHECK_TO_WRITE_MS));
  return deps.db.transaction((tx) => writeOrder(tx, deps, event, buyerId, lines, sale.held, now));
}

async function writeOrder(
  tx: Database,
  deps: CheckoutDeps,
  event: EventRow,
  buyerId: string,
  lines: OrderLine[],
  held: SaleUnderLock['held'],
  now: Date,
) {
  const subtotalCents = lines.reduce((sum, l) => sum + l.quantity * l.type.priceCents, 0);
  const feeCents = lines.reduce(
    (sum, l) => sum + l.quantity * feeCentsPerTicket(l.type.priceCents),
    0,
  );
  const free = subtotalCents === 0;
  const needsApproval = event.requiresApproval || lines.some((l) => l.type.requiresApproval);

  // A guest the organizers removed or denied cannot simply come back: their answer stands.
  if (held.has('removed')) {
    throw rejection(
      'turned_away',
      'The hosts removed you from this event, so you cannot join it again',
    );
  }
  if (held.has('denied')) {
    throw rejection('turned_away', 'The hosts declined your request for this event');
  }

  if (free) {
    // A free pass is one per person: an order of two free types, or two of one, is refused.
    if (lines.reduce((sum, l) => sum + l.quantity, 0) > 1) {
      throw invalidField('items', 'A free event gives one pass per person; ask for one');
    }
    if (held.has('pending')) {
      throw rejection('already_going', 'Your request is already waiting for the hosts’ approval');
    }
    if (held.has('valid')) {
      throw rejection('already_going', 'You already have a pass for this event');
    }
  }

  if (!free) await checkHoldLimit(tx, event.id, buyerId, lines, now);

  // A host with a connected account is paid by destination charge; the sandbox also sells for a
  // host without one (the platform keeps the money), Stripe does not.
  let providerAccountId: string | null = null;
  if (!free) {
    const [account] = await tx
      .select()
      .from(hostPayoutAccounts)
      .where(eq(hostPayoutAccounts.userId, event.hostId));
    if (!account && deps.provider.requiresHostAccount) {
      throw rejection('payouts_not_set_up', 'This host cannot take payments yet; try again later');
    }
    providerAccountId = account?.accountId ?? null;
  }

  const written = await writeNewOrder(
    tx,
    {
      eventId: event.id,
      buyerId,
      status: free ? (needsApproval ? 'awaiting_approval' : 'completed') : 'pending',
      provider: free ? 'free' : deps.provider.name,
      providerAccountId,
      requiresApproval: needsApproval,
      subtotalCents,
      feeCents,
      totalCents: subtotalCents + feeCents,
      expiresAt: free ? null : new Date(now.getTime() + deps.holdSeconds * 1000),
      completedAt: free && !needsApproval ? now : null,
    },
    lines,
    free ? (needsApproval ? 'pending' : 'valid') : null,
  );
  const { order } = written;
  return free ? { order, free, lines, event, written } : { order, free, lines, event };
}
