import type { CheckoutInput, SavedCard } from 'contract';

/**
 * How a paid order is paid: a new card on the provider's page (kept for next time when `save`),
 * or one of the buyer's saved cards, charged at once with no page.
 */
export type PaymentChoice = { kind: 'new'; save: boolean } | { kind: 'saved'; cardId: string };

export const NEW_CARD: PaymentChoice = { kind: 'new', save: false };

/** What the choice adds to `POST /checkout/initiate`'s body. */
export function paymentFields(
  choice: PaymentChoice,
): Pick<CheckoutInput, 'savePaymentMethod' | 'paymentMethodId'> {
  if (choice.kind === 'saved') return { paymentMethodId: choice.cardId };
  return choice.save ? { savePaymentMethod: true } : {};
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** "Visa ending 4242", as a person reads their card. */
export const cardName = (card: Pick<SavedCard, 'brand' | 'last4'>) =>
  `${BRAND_NAMES[card.brand] ?? 'Card'} ending ${card.last4}`;

/** "expires 04/40". */
export const cardExpiry = (card: Pick<SavedCard, 'expMonth' | 'expYear'>) =>
  `expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
