/** /v2/checkout/… and DELETE /v2/events/leave: buying, confirming, saving a card, leaving. */
import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { CheckoutResult } from 'shared-api/contract';
import { checkoutResult, confirmCheckout } from '../checkout/confirm-checkout';
import type { CheckoutDeps } from '../checkout/checkout-config';
import { withIdempotencyKey } from '../checkout/idempotency';
import { initiateCheckout } from '../checkout/initiate-checkout';
import { leaveEvent } from '../checkout/leave-event';
import { paymentCustomers } from '../db/schema-ticketing';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import { toEpochSeconds } from '../time/epoch-seconds';

export const checkoutRoutes: FastifyPluginAsync<{ deps: CheckoutDeps }> = async (app, { deps }) => {
  serve(app, 'POST /checkout/initiate', async (request) => {
    const me = callerUser(request);
    const { order, free } = await initiateCheckout(deps, me.id, request.body);
    const result = await checkoutResult(deps.db, order, deps.clock());
    if (free) return { status: 'completed' as const, order: result.order, passes: result.passes };
    return {
      status: 'pending' as const,
      order: result.order,
      transactionId: order.transactionId ?? '',
      checkoutUrl: order.checkoutUrl ?? '',
      expiresAt: order.expiresAt ? toEpochSeconds(order.expiresAt) : 0,
    };
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
