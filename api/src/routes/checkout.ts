/** /v2/checkout/… and DELETE /v2/events/leave: buying, confirming, saving a card, leaving. */
import type { FastifyPluginAsync } from 'fastify';
import type { CheckoutResult, CheckoutSession } from 'contract';
import { checkoutResult, confirmCheckout } from '../checkout/confirm-checkout';
import type { CheckoutDeps } from '../checkout/checkout-config';
import { withClaimedIdempotencyKey, withIdempotencyKey } from '../checkout/idempotency';
import { initiateCheckout } from '../checkout/initiate-checkout';
import { leaveEvent } from '../checkout/leave-event';
import { customerIdFor, removeSavedCard, savedCardsOf } from '../checkout/payment-customers';
import { attributeOrder, markCheckoutStart } from '../host-insights/checkout-marks';
import { onOneConnection } from '../db/one-connection';
import { callerUser } from '../http/access-policy';
import { serve, type EndpointRequest } from '../http/serve-endpoint';
import { toEpochSeconds } from '../time/epoch-seconds';

/** Where the provider's card-saving page returns: the settings page, which lists saved cards. */
export const PAYMENT_SETUP_RETURN_PATH = '/app/user/settings';

export const checkoutRoutes: FastifyPluginAsync<{ deps: CheckoutDeps }> = async (app, { deps }) => {
  serve(app, 'POST /checkout/initiate', (request) =>
    // Its statements take one connection, once: under load each turn at the pool is a wait.
    onOneConnection(deps.db, async (db) => initiate({ ...deps, db }, request)),
  );

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
    const customerId = await customerIdFor(deps.db, deps.provider, me.id);
    const setup = await deps.provider.createPaymentSetup({
      customerId,
      userId: me.id,
      returnUrl: PAYMENT_SETUP_RETURN_PATH,
    });
    return { provider: deps.provider.name, customerId, ...setup };
  });

  serve(app, 'GET /checkout/payment-methods', async (request) => ({
    paymentMethods: await savedCardsOf(deps.db, deps.provider, callerUser(request).id),
  }));

  serve(app, 'DELETE /checkout/payment-methods/:paymentMethodId', async (request) => {
    await removeSavedCard(
      deps.db,
      deps.provider,
      callerUser(request).id,
      request.params.paymentMethodId,
    );
    return { removed: true as const };
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

/** The RSVP or purchase; a retry with its Idempotency-Key answers what the first one did. */
async function initiate(
  deps: CheckoutDeps,
  request: EndpointRequest<'POST /checkout/initiate'>,
): Promise<CheckoutSession> {
  const me = callerUser(request);
  const start = async (): Promise<CheckoutSession> => {
    await markCheckoutStart(deps.db, request.body.eventId, me.id, deps.clock());
    const { order, free, settled, written } = await initiateCheckout(deps, me.id, request.body);
    await attributeOrder(deps.db, order, request.body.affiliateCode);
    const result = await checkoutResult(deps.db, order, deps.clock(), written);
    if (free || settled) return { status: 'completed', order: result.order, passes: result.passes };
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
    {
      userId: me.id,
      route: 'checkout.initiate',
      key: request.headers['idempotency-key'],
      now: deps.clock(),
    },
    request.body,
    async () => ({ status: 201, body: await start() }),
  );
  return stored.body as CheckoutSession;
}
