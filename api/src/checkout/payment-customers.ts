/**
 * A buyer's customer at the payment provider, which keeps their saved cards. We store the
 * customer's id only (`payment_customers`); the cards themselves are the provider's, read from it
 * each time, so a card removed at the provider is gone here too and no card detail is ours to leak.
 */
import { and, eq } from 'drizzle-orm';
import type { SavedCard } from 'contract';
import type { Database } from '../db/database';
import { paymentCustomers } from '../db/schema-ticketing';
import { notFound } from '../http/api-error';
import type { PaymentProvider } from '../payments/payment-provider';

export async function findCustomerId(
  db: Database,
  provider: Pick<PaymentProvider, 'name'>,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider.name)));
  return row?.customerId ?? null;
}

/** The buyer's customer, made at the provider on first use. */
export async function customerIdFor(
  db: Database,
  provider: PaymentProvider,
  userId: string,
): Promise<string> {
  const known = await findCustomerId(db, provider, userId);
  if (known) return known;
  const { customerId } = await provider.createCustomer({ userId });
  await db
    .insert(paymentCustomers)
    .values({ userId, provider: provider.name, customerId })
    .onConflictDoNothing();
  // Two first calls at once: the one stored wins (Stripe's idempotency key makes them the same).
  return (await findCustomerId(db, provider, userId)) ?? customerId;
}

export async function savedCardsOf(
  db: Database,
  provider: PaymentProvider,
  userId: string,
): Promise<SavedCard[]> {
  const customerId = await findCustomerId(db, provider, userId);
  return customerId ? provider.listPaymentMethods(customerId) : [];
}

/** Forgets one of the caller's cards; another person's (or an unknown one) is not found. */
export async function removeSavedCard(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  paymentMethodId: string,
): Promise<void> {
  const customerId = await findCustomerId(db, provider, userId);
  const removed =
    customerId !== null && (await provider.detachPaymentMethod({ customerId, paymentMethodId }));
  if (!removed) throw notFound('No saved card of yours has that id');
}
