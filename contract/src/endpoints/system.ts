/** The calls around the product: health, the API's own description, images and payment callbacks. */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { ImageRefSchema } from '../schemas/common';

const LinkParams = Type.Object({ linkId: Type.String({ maxLength: 255 }) });
const TransactionParams = Type.Object({ transactionId: Type.String({ maxLength: 255 }) });
const SetupParams = Type.Object({ setupId: Type.String({ maxLength: 255 }) });
export const systemEndpoints = {
  'GET /health': endpoint({
    access: 'public',
    summary:
      'Liveness: the process answers (no database query). The server listens only once migrated, so an answer also means started.',
    response: Type.Object({ ok: Type.Literal(true) }),
    errors: [],
  }),
  'GET /health/ready': endpoint({
    access: 'public',
    summary:
      'Readiness, for load balancers and start-up scripts: the database answers a query too (a 500 when it does not).',
    response: Type.Object({ ok: Type.Literal(true) }),
    errors: [],
  }),
  'GET /openapi.json': endpoint({
    access: 'public',
    summary: 'This contract as an OpenAPI 3.1 document, for other clients and teams.',
    produces: 'application/json',
    errors: [],
  }),
  'POST /images/': endpoint({
    access: 'token',
    summary:
      "Uploads an image (a multipart file part named 'image'); stores small and large WebP variants.",
    consumes: 'multipart/form-data',
    response: Type.Object({ image: ImageRefSchema }),
    status: 201,
    errors: ['payload_too_large', 'unsupported_media_type'],
  }),
  'GET /images/files/:name': endpoint({
    access: 'public',
    summary: 'A stored image variant, cached forever (names are content hashes).',
    // No pattern: a name we did not make is simply not found (404), not "bad input".
    params: Type.Object({ name: Type.String({ maxLength: 100 }) }),
    produces: 'image/webp',
    errors: ['not_found'],
  }),
  'POST /payments/webhooks/:provider': endpoint({
    access: 'public',
    summary: "The payment provider's signed deliveries; applied once each.",
    params: Type.Object({ provider: Type.String({ maxLength: 20 }) }),
    consumes: 'application/json (raw bytes: the signature covers them)',
    response: Type.Object({ received: Type.Literal(true), duplicate: Type.Boolean() }),
    errors: ['not_found'],
  }),
  'GET /payments/sandbox/checkout/:transactionId': endpoint({
    access: 'public',
    summary: "The sandbox provider's hosted checkout page (served only with the sandbox).",
    params: TransactionParams,
    produces: 'text/html',
    errors: ['not_found'],
  }),
  'POST /payments/sandbox/checkout/:transactionId/pay': endpoint({
    access: 'public',
    summary:
      'Sandbox checkout: pay with the typed card (form fields cardNumber, cardExpiry, cardCvc; empty: the test Visa; saved when asked), deliver the signed webhook, return to the app (303); a card it refuses shows the page again (422).',
    params: TransactionParams,
    consumes: 'application/x-www-form-urlencoded',
    produces: 'a 303 redirect',
    errors: ['not_found'],
  }),
  'POST /payments/sandbox/checkout/:transactionId/cancel': endpoint({
    access: 'public',
    summary: 'Sandbox checkout: cancel, deliver the signed webhook, return to the app (303).',
    params: TransactionParams,
    consumes: 'application/x-www-form-urlencoded',
    produces: 'a 303 redirect',
    errors: ['not_found'],
  }),
  'GET /payments/sandbox/setup/:setupId': endpoint({
    access: 'public',
    summary:
      "The sandbox provider's card-saving page (a payment setup's; served only with the sandbox).",
    params: SetupParams,
    produces: 'text/html',
    errors: ['not_found'],
  }),
  'POST /payments/sandbox/setup/:setupId/save': endpoint({
    access: 'public',
    summary:
      "Sandbox card saving: saves the typed card (the checkout page's fields) to the buyer's customer, returns to the app (303); a card it refuses shows the page again (422).",
    params: SetupParams,
    consumes: 'application/x-www-form-urlencoded',
    produces: 'a 303 redirect',
    errors: ['not_found'],
  }),
  'POST /payments/sandbox/setup/:setupId/cancel': endpoint({
    access: 'public',
    summary: 'Sandbox card saving: leave without saving a card, return to the app (303).',
    params: SetupParams,
    consumes: 'application/x-www-form-urlencoded',
    produces: 'a 303 redirect',
    errors: ['not_found'],
  }),
  'GET /payments/sandbox/onboarding/:linkId': endpoint({
    access: 'public',
    summary:
      "The sandbox provider's hosted onboarding page (sandbox only); a used or expired link redirects to the refresh URL.",
    params: LinkParams,
    produces: 'text/html',
    errors: ['not_found'],
  }),
  'POST /payments/sandbox/onboarding/:linkId/finish': endpoint({
    access: 'public',
    summary: 'Sandbox onboarding: every detail given; delivers account.updated, returns (303).',
    params: LinkParams,
    consumes: 'application/x-www-form-urlencoded',
    produces: 'a 303 redirect',
    errors: ['not_found'],
  }),
  'POST /payments/sandbox/onboarding/:linkId/leave': endpoint({
    access: 'public',
    summary: 'Sandbox onboarding: leave early, details still due; delivers account.updated (303).',
    params: LinkParams,
    consumes: 'application/x-www-form-urlencoded',
    produces: 'a 303 redirect',
    errors: ['not_found'],
  }),
  'POST /payments/sandbox/onboarding/:linkId/expire': endpoint({
    access: 'public',
    summary: 'Sandbox onboarding: the link expires unused; redirects to the refresh URL (303).',
    params: LinkParams,
    consumes: 'application/x-www-form-urlencoded',
    produces: 'a 303 redirect',
    errors: ['not_found'],
  }),
  'POST /payments/sandbox/control/advance': endpoint({
    access: 'public',
    summary:
      "Sandbox control (never in production): moves the sandbox's clock on and delivers the webhooks that causes.",
    body: Type.Object(
      { days: Type.Number({ minimum: 0, maximum: 60 }) },
      { additionalProperties: false },
    ),
    response: Type.Object({ now: Type.Integer(), delivered: Type.Integer() }),
    errors: [],
  }),
  'POST /payments/sandbox/control/disputes': endpoint({
    access: 'public',
    summary: "Sandbox control (never in production): the buyer's bank disputes a paid order.",
    body: Type.Object(
      {
        orderId: Type.String({ maxLength: 100 }),
        reason: Type.String({ minLength: 1, maxLength: 100 }),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({ disputeId: Type.String() }),
    status: 201,
    errors: ['not_found', 'conflict'],
  }),
  'POST /payments/sandbox/control/disputes/:disputeId/resolve': endpoint({
    access: 'public',
    summary: 'Sandbox control (never in production): the card issuer decides a dispute.',
    params: Type.Object({ disputeId: Type.String({ maxLength: 100 }) }),
    body: Type.Object(
      { outcome: Type.Union([Type.Literal('won'), Type.Literal('lost')]) },
      { additionalProperties: false },
    ),
    response: Type.Object({ resolved: Type.Literal(true) }),
    errors: ['not_found', 'conflict'],
  }),
  'POST /payments/sandbox/control/payouts/:payoutId/fail': endpoint({
    access: 'public',
    summary: 'Sandbox control (never in production): the bank returns a payout, even a paid one.',
    params: Type.Object({ payoutId: Type.String({ maxLength: 100 }) }),
    response: Type.Object({ failed: Type.Literal(true) }),
    errors: ['not_found', 'conflict'],
  }),
} as const;
