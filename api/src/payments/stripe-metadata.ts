/** The metadata we put on Stripe objects and read back from their webhooks. */

/** On a Checkout Session (and a saved card's PaymentIntent) made for an authorisation hold. */
export const MANUAL_CAPTURE = 'manual';

/** The metadata key on a PaymentIntent made to charge a saved card (value `'true'`). */
export const SAVED_CARD = 'saved_card';
