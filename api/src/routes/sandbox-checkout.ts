/**
 * The sandbox provider's hosted checkout, under /v2 so it is reachable through the app's static
 * server: GET shows the page; POST …/pay and …/cancel settle the session, deliver the signed
 * webhook to the API's own webhook route (the same route a real provider calls), then send the
 * browser to the app's payment-return page.
 */
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/api-error';
import { serve } from '../http/serve-endpoint';
import {
  renderSandboxCheckoutPage,
  sandboxCheckoutPageHeaders,
} from '../payments/sandbox-checkout-page';
import type { SandboxProvider } from '../payments/sandbox-provider';
import { SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox-signature';
import { WEBHOOK_PATH_PREFIX } from './payment-webhooks';

export const sandboxCheckoutRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  // The page's forms post urlencoded bodies with no fields this route needs.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  const load = async (id: string) => {
    const session = await sandbox.findSession(id);
    if (!session) throw notFound('No such checkout');
    return {
      session,
      returnUrl: session.summary.returnUrl.replace('TRANSACTION_ID', encodeURIComponent(id)),
    };
  };

  serve(app, 'GET /payments/sandbox/checkout/:transactionId', async (request, reply) => {
    const { session, returnUrl } = await load(request.params.transactionId);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .headers(sandboxCheckoutPageHeaders(returnUrl))
      .send(renderSandboxCheckoutPage(session, returnUrl));
  });

  for (const outcome of ['pay', 'cancel'] as const) {
    serve(
      app,
      `POST /payments/sandbox/checkout/:transactionId/${outcome}`,
      async (request, reply) => {
        const { returnUrl } = await load(request.params.transactionId);
        const delivery = await sandbox.settle(
          request.params.transactionId,
          outcome === 'pay' ? 'paid' : 'canceled',
        );
        if (delivery) {
          // Delivered in-process through the real route (signature check included). If it fails,
          // payment-return's confirm asks the provider and completes the order anyway.
          const response = await app.inject({
            method: 'POST',
            url: `/v2${WEBHOOK_PATH_PREFIX}/sandbox`,
            headers: {
              'content-type': 'application/json',
              [SANDBOX_SIGNATURE_HEADER]: delivery.signature,
            },
            payload: delivery.body,
          });
          if (response.statusCode >= 300) {
            request.log.warn({ status: response.statusCode }, 'sandbox webhook delivery failed');
          }
        }
        return reply.redirect(returnUrl, 303);
      },
    );
  }
};
