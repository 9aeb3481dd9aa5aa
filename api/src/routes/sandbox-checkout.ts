/**
 * The sandbox provider's hosted checkout, under /v2 so it is reachable through the app's static
 * server: GET shows the page; POST …/pay (with the typed card) and …/cancel settle the session,
 * deliver the signed webhook to the API's own webhook route (the same route a real provider
 * calls), then send the browser to the app's payment-return page. Its card-saving page (a payment
 * setup's) is here too: POST …/save keeps the typed card, …/cancel leaves; both return to the app.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound } from '../http/api-error';
import { serve } from '../http/serve-endpoint';
import {
  renderSandboxCheckoutPage,
  sandboxCheckoutPageHeaders,
} from '../payments/sandbox-checkout-page';
import { cardFieldsOf, readCard, type SandboxCard } from '../payments/sandbox-card-input';
import type { SandboxProvider } from '../payments/sandbox-provider';
import { renderSandboxSetupPage } from '../payments/sandbox-setup-page';
import { SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox-signature';
import { WEBHOOK_PATH_PREFIX } from './payment-webhooks';

export const sandboxCheckoutRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  // The pages' forms post urlencoded card fields (or nothing: the buttons without fields).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : ''))),
  );
  const page = (reply: FastifyReply, html: string, returnUrl: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .headers(sandboxCheckoutPageHeaders(returnUrl))
      .send(html);

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
    return page(reply, renderSandboxCheckoutPage(session, returnUrl), returnUrl);
  });

  for (const outcome of ['pay', 'cancel'] as const) {
    serve(
      app,
      `POST /payments/sandbox/checkout/:transactionId/${outcome}`,
      async (request, reply) => {
        const { session, returnUrl } = await load(request.params.transactionId);
        let card: SandboxCard | undefined;
        if (outcome === 'pay' && session.status === 'open' && !session.summary.savedCard) {
          const read = readCard(cardFieldsOf(request.body), sandbox.now());
          // Like a provider's form: a card it refuses shows the page again, saying why.
          if ('problem' in read) {
            return page(
              reply,
              renderSandboxCheckoutPage(session, returnUrl, read.problem),
              returnUrl,
              422,
            );
          }
          card = read;
        }
        const delivery = await sandbox.settle(
          request.params.transactionId,
          outcome === 'pay' ? 'paid' : 'canceled',
          card,
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

  // The card-saving page of a payment setup (Stripe: Checkout in setup mode).
  const loadSetup = async (id: string) => {
    const setup = await sandbox.findSetup(id);
    if (!setup) throw notFound('No such card setup');
    return setup;
  };

  serve(app, 'GET /payments/sandbox/setup/:setupId', async (request, reply) => {
    const setup = await loadSetup(request.params.setupId);
    return page(reply, renderSandboxSetupPage(setup), setup.returnUrl);
  });

  serve(app, 'POST /payments/sandbox/setup/:setupId/save', async (request, reply) => {
    const setup = await loadSetup(request.params.setupId);
    const read = readCard(cardFieldsOf(request.body), sandbox.now());
    if (setup.status === 'open' && 'problem' in read) {
      return page(reply, renderSandboxSetupPage(setup, read.problem), setup.returnUrl, 422);
    }
    if (!('problem' in read)) await sandbox.settleSetup(setup.id, { card: read });
    return reply.redirect(setup.returnUrl, 303);
  });

  serve(app, 'POST /payments/sandbox/setup/:setupId/cancel', async (request, reply) => {
    const setup = await loadSetup(request.params.setupId);
    await sandbox.settleSetup(setup.id, 'canceled');
    return reply.redirect(setup.returnUrl, 303);
  });
};
