/** The calls around the product: health, the API's own description, images and payment callbacks. */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { ImageRefSchema } from '../schemas/common';

const TransactionParams = Type.Object({ transactionId: Type.String({ maxLength: 255 }) });

export const systemEndpoints = {
  'GET /health': endpoint({
    access: 'public',
    summary: 'For load balancers and start-up scripts; checks the database answers too.',
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
    summary: 'Sandbox checkout: pay, deliver the signed webhook, return to the app (303).',
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
} as const;
