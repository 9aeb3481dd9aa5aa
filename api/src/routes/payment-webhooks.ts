/**
 * POST /v2/payments/webhooks/{provider}: signed deliveries from the payment provider. The body is
 * kept raw (a signature covers exact bytes), verified by the provider, then applied once.
 */
import type { FastifyPluginAsync } from 'fastify';
import { applyWebhookEvent } from '../checkout/order-transitions';
import type { Database } from '../db/database';
import { invalidRequest, notFound } from '../http/api-error';
import { serve } from '../http/serve-endpoint';
import { applyMoneyEvent } from '../money/money-events';
import { WebhookSignatureError, type PaymentProvider } from '../payments/payment-provider';
import type { Clock } from '../time/clock';

export const WEBHOOK_PATH_PREFIX = '/payments/webhooks';

export const paymentWebhookRoutes: FastifyPluginAsync<{
  db: Database;
  provider: PaymentProvider;
  clock: Clock;
  /** TEST ONLY: see CheckoutDeps.unsafeIgnoreCancellation. */
  unsafeIgnoreCancellation?: boolean;
}> = async (app, { db, provider, clock, unsafeIgnoreCancellation }) => {
  // Encapsulated: only this plugin's routes receive JSON as raw bytes.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  serve(app, 'POST /payments/webhooks/:provider', async (request) => {
    if (request.params.provider !== provider.name) throw notFound('No such payment provider');
    if (!Buffer.isBuffer(request.body)) throw invalidRequest('The webhook body must be JSON');
    let event;
    try {
      event = provider.parseWebhook(request.body, request.headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError || error instanceof SyntaxError) {
        throw invalidRequest(error.message);
      }
      throw error;
    }
    await applyMoneyEvent(db, provider, event);
    const { duplicate } = await applyWebhookEvent(
      db,
      provider,
      provider.name,
      event,
      clock(),
      unsafeIgnoreCancellation,
    );
    return { received: true as const, duplicate };
  });
};
