/** /v2/checkout/… and DELETE /v2/events/leave: buying, confirming, saving a card, leaving. */
import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { CheckoutResult, CheckoutSession } from 'contract';
import { checkoutResult, confirmCheckout } from '../checkout/confirm-checkout';
import type { CheckoutDeps } from '../checkout/checkout-config';
import { withClaimedIdempotencyKey, withIdempotencyKey } from '../checkout/idempotency';
import { initiateCheckout } from '../checkout/initiate-checkout';
import { leaveEvent } from '../checkout/leave-event';
import { paymentCustomers } from '../db/schema-ticketing';
import { attributeOrder, markCheckoutStart } from '../host-insights/checkout-marks';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import { toEpochSeconds } from '../time/epoch-seconds';

export const checkoutRoutes: FastifyPluginAsync<{ deps: CheckoutDeps }> = async (app, { deps }) => {
  serve(app, 'POST /checkout/initiate', async (request) => {
    const me = callerUser(request);
    const start = async (): Promise<CheckoutSession> => {
      await markCheckoutStart(deps.db, request.body.eventId, me.id, deps.clock());
      const { order, free } = await initiateCheckout(deps, me.id, request.body);
      await attributeOrder(deps.db, order, request.body.affiliateCode);
      const result = await checkoutResult(deps.db, order, deps.clock());
      if (free) return { status: 'completed', order: result.order, passes: result.passes };
      return {
        status: 'pending',
        order: result.order,
        transactionId: order.transactionId ?? '',
        checkoutUrl: order.checkoutUrl ?? '',
        expiresAt: order.expiresAt ? toEpochSeconds(order.expiresAt) : 0,
      };
    };
    // A retry with the same Idempotency-Key answers the order the first request made.
    const stored = await withClaimedIdempotencyKey(
      deps.db,
      { userId: me.id, route: 'checkout.initiate', key: request.headers['idempotency-key'] },
      request.body,
      async () => ({ status: 201, body: await start() }),
    );
    return stored.body as CheckoutSession;
  });

  serve(app, 'PATCH /checkout/confirm', async (request) => {
    const me = callerUser(request);
    const stored = await withIdempotencyKey(
      deps.db,
      { userId: me.id, route: 'checkout.confirm', key: request.headers['idempotency-key'] },
      request.body,
      async () => {
        const result = await confirmCheckout(deps, me.id, request.body.transactionId);
        return { status: 200, body: { data: result }, final: result.status !== 'pending' };
      },
    );
    // Only 200s are stored or produced here; errors are thrown as ApiErrors.
    return (stored.body as { data: CheckoutResult }).data;
  });

  serve(app, 'POST /checkout/payment-setup', async (request) => {
    const me = callerUser(request);
    const provider = deps.provider;
    const [saved] = await deps.db
      .select()
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.userId, me.id), eq(paymentCustomers.provider, provider.name)));
    const setup = await provider.createPaymentSetup({
      customerId: saved?.customerId ?? null,
      userId: me.id,
    });
    if (!saved) {
      await deps.db
        .insert(paymentCustomers)
        .values({ userId: me.id, provider: provider.name, customerId: setup.customerId })
        .onConflictDoNothing();
    }
    return { provider: provider.name, ...setup };
  });

  serve(app, 'DELETE /events/leave', async (request) => {
    const me = callerUser(request);
    const { cancelledPasses } = await leaveEvent(
      deps.db,
      me.id,
      request.query.eventId,
      deps.clock(),
    );
    return { left: true as const, cancelledPasses };
  });
};
