/**
 * The sandbox provider's own Connect pages and controls, under /v2 like its checkout:
 * - the hosted onboarding page (GET) and its three outcomes (POST …/finish, …/leave, …/expire),
 *   which deliver the account webhook through the real webhook route and then redirect like
 *   Stripe would (to the return URL, or to the refresh URL for a dead link);
 * - controls for tests and the e2e journey, registered only outside production: let time pass
 *   (`advance`: balances become available, payouts move on), open and decide a dispute, fail a
 *   paid payout. Each delivers the webhooks it causes before answering.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { disputes, payouts } from '../db/schema-money';
import { orders } from '../db/schema-ticketing';
import { isUuid } from '../db/uuid';
import { conflict, notFound } from '../http/api-error';
import { serve } from '../http/serve-endpoint';
import type { Delivery } from '../payments/sandbox-connect';
import { SandboxRefusal } from '../payments/sandbox-connect';
import {
  renderSandboxOnboardingPage,
  sandboxOnboardingPageHeaders,
} from '../payments/sandbox-onboarding-page';
import type { SandboxProvider } from '../payments/sandbox-provider';
import { SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox-signature';
import { WEBHOOK_PATH_PREFIX } from './payment-webhooks';

const DAY_MS = 86_400_000;

/** Delivered in-process through the real webhook route, signature check included. */
export async function deliverSandboxWebhook(app: FastifyInstance, delivery: Delivery) {
  const response = await app.inject({
    method: 'POST',
    url: `/v2${WEBHOOK_PATH_PREFIX}/sandbox`,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: delivery.signature },
    payload: delivery.body,
  });
  if (response.statusCode >= 300) {
    throw new Error(`The sandbox webhook was refused: ${response.statusCode} ${response.body}`);
  }
}

export const sandboxMoneyRoutes: FastifyPluginAsync<{
  db: Database;
  sandbox: SandboxProvider;
  controls: boolean;
}> = async (app, { db, sandbox, controls }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  serve(app, 'GET /payments/sandbox/onboarding/:linkId', async (request, reply) => {
    const link = await sandbox.findLink(request.params.linkId);
    if (!link) throw notFound('No such onboarding link');
    // Like Stripe: a used or expired link sends the browser to the refresh URL for a new one.
    if (!link.usable) return reply.redirect(link.refreshUrl, 303);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .headers(sandboxOnboardingPageHeaders(link.returnUrl))
      .send(renderSandboxOnboardingPage(link.id));
  });

  for (const outcome of ['finish', 'leave', 'expire'] as const) {
    serve(app, `POST /payments/sandbox/onboarding/:linkId/${outcome}`, async (request, reply) => {
      const done = await sandbox.completeOnboarding(request.params.linkId, outcome);
      if (!done) throw notFound('No such onboarding link');
      if (done.delivery) await deliverSandboxWebhook(app, done.delivery);
      return reply.redirect(done.redirect, 303);
    });
  }

  if (!controls) return;

  serve(app, 'POST /payments/sandbox/control/advance', async (request) => {
    const deliveries = await sandbox.advance(request.body.days * DAY_MS);
    for (const delivery of deliveries) await deliverSandboxWebhook(app, delivery);
    return { now: Math.floor(sandbox.now().getTime() / 1000), delivered: deliveries.length };
  });

  serve(app, 'POST /payments/sandbox/control/disputes', async (request) => {
    const { orderId, reason } = request.body;
    const [order] = isUuid(orderId)
      ? await db.select().from(orders).where(eq(orders.id, orderId))
      : [];
    if (!order?.paymentReference) throw notFound('No paid order with that id');
    let opened;
    try {
      opened = await sandbox.openDispute(order.paymentReference, reason);
    } catch (error) {
      if (error instanceof SandboxRefusal) throw conflict(error.message);
      throw error;
    }
    await deliverSandboxWebhook(app, opened.delivery);
    const [row] = await db
      .select({ id: disputes.id })
      .from(disputes)
      .where(eq(disputes.providerDisputeId, opened.disputeId));
    if (!row) throw conflict('The dispute did not reach the app');
    return { disputeId: row.id };
  });

  serve(app, 'POST /payments/sandbox/control/disputes/:disputeId/resolve', async (request) => {
    const { disputeId } = request.params;
    const [row] = isUuid(disputeId)
      ? await db.select().from(disputes).where(eq(disputes.id, disputeId))
      : [];
    if (!row) throw notFound('No such dispute');
    const delivery = await sandbox.resolveDispute(row.providerDisputeId, request.body.outcome);
    if (!delivery) throw conflict('This dispute is already decided');
    await deliverSandboxWebhook(app, delivery);
    return { resolved: true as const };
  });

  serve(app, 'POST /payments/sandbox/control/payouts/:payoutId/fail', async (request) => {
    const { payoutId } = request.params;
    const [row] = isUuid(payoutId)
      ? await db.select().from(payouts).where(eq(payouts.id, payoutId))
      : [];
    if (!row?.providerPayoutId) throw notFound('No such payout');
    const delivery = await sandbox.failPayout(row.providerPayoutId);
    if (!delivery) throw conflict('This payout cannot fail now');
    await deliverSandboxWebhook(app, delivery);
    return { failed: true as const };
  });
};
