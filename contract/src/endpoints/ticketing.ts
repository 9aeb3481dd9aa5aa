/** /checkout/… and leaving an event: getting a pass, free or paid. */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { EventIdQuery } from '../schemas/common';
import {
  CheckoutInputSchema,
  CheckoutResultSchema,
  CheckoutSessionSchema,
  ConfirmInputSchema,
  IdempotencyHeadersSchema,
  PaymentMethodId,
  PaymentSetupSchema,
  SavedCardSchema,
} from '../schemas/ticketing';

export const ticketingEndpoints = {
  'POST /checkout/initiate': endpoint({
    movesMoney: true,
    checksRevocation: true,
    access: 'user',
    summary:
      'Starts an order: a free one completes with its passes, a paid one holds the tickets and returns the checkout URL. With an Idempotency-Key, a retry answers the same order.',
    body: CheckoutInputSchema,
    headers: IdempotencyHeadersSchema,
    response: CheckoutSessionSchema,
    status: 201,
    errors: ['user_not_found', 'not_found', 'conflict'],
  }),
  'PATCH /checkout/confirm': endpoint({
    movesMoney: true,
    checksRevocation: true,
    access: 'user',
    summary: "Where a paid order stands after the provider's page (asks the provider if needed).",
    body: ConfirmInputSchema,
    headers: IdempotencyHeadersSchema,
    response: CheckoutResultSchema,
    errors: ['user_not_found', 'not_found', 'conflict'],
  }),
  'POST /checkout/payment-setup': endpoint({
    movesMoney: true,
    checksRevocation: true,
    access: 'user',
    summary:
      "Starts saving a card with the payment provider: answers the provider's page where the card is entered, which returns to the settings page.",
    body: Type.Optional(Type.Object({}, { additionalProperties: false })),
    response: PaymentSetupSchema,
    status: 201,
    errors: ['user_not_found'],
  }),
  'GET /checkout/payment-methods': endpoint({
    checksRevocation: true,
    access: 'user',
    summary: "The caller's saved cards, as the payment provider keeps them (newest first).",
    response: Type.Object({ paymentMethods: Type.Array(SavedCardSchema) }),
    errors: ['user_not_found'],
  }),
  'DELETE /checkout/payment-methods/:paymentMethodId': endpoint({
    checksRevocation: true,
    access: 'user',
    summary:
      "Removes one of the caller's saved cards from the provider; another person's card is not found.",
    params: Type.Object({ paymentMethodId: PaymentMethodId }),
    response: Type.Object({ removed: Type.Literal(true) }),
    errors: ['user_not_found', 'not_found'],
  }),
  'DELETE /events/leave': endpoint({
    checksRevocation: true,
    access: 'user',
    summary:
      "Cancels the caller's free passes to an event (paid tickets are refunded by the host).",
    query: EventIdQuery,
    response: Type.Object({ left: Type.Literal(true), cancelledPasses: Type.Integer() }),
    errors: ['user_not_found', 'not_found', 'conflict'],
  }),
} as const;
