/** /v2/checkout/… and DELETE /v2/events/leave: buying, confirming, saving a card, leaving. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { checkoutResult, confirmCheckout } from '../checkout/confirm-checkout';
import type { CheckoutDeps } from '../checkout/checkout-config';
import {
  type CheckoutResult,
  CheckoutResultSchema,
  ConfirmBodySchema,
  InitiateBodySchema,
  InitiateResultSchema,
  PaymentSetupSchema,
} from '../checkout/checkout-schemas';
import { withIdempotencyKey } from '../checkout/idempotency';
import { initiateCheckout } from '../checkout/initiate-checkout';
import { leaveEvent } from '../checkout/leave-event';
import { paymentCustomers } from '../db/schema-ticketing';
import { callerUser } from '../http/access-policy';
import { dataEnvelope } from '../http/common-schemas';
import { toEpochSeconds } from '../time/epoch-seconds';

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      errorMessage: 'must be 1 to 200 characters',
    }),
  ),
});

export const checkoutRoutes: FastifyPluginAsyncTypebox<{ deps: CheckoutDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/checkout/initiate',
    {
      config: { access: 'user' },
      schema: { body: InitiateBodySchema, response: { 201: dataEnvelope(InitiateResultSchema) } },
    },
    async (request, reply) => {
      const me = callerUser(request);
      const { order, free } = await initiateCheckout(deps, me.id, request.body);
      const result = await checkoutResult(deps.db, order, deps.clock());
      void reply.code(201);
      if (free)
        return {
          data: { status: 'completed' as const, order: result.order, passes: result.passes },
        };
      return {
        data: {
          status: 'pending' as const,
          order: result.order,
          transactionId: order.transactionId ?? '',
          checkoutUrl: order.checkoutUrl ?? '',
          expiresAt: order.expiresAt ? toEpochSeconds(order.expiresAt) : 0,
        },
      };
    },
  );

  app.patch(
    '/checkout/confirm',
    {
      config: { access: 'user' },
      schema: {
        body: ConfirmBodySchema,
        headers: IdempotencyHeaders,
        response: { 200: dataEnvelope(CheckoutResultSchema) },
      },
    },
    async (request) => {
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
      return stored.body as { data: CheckoutResult };
    },
  );

  app.post(
    '/checkout/payment-setup',
    {
      config: { access: 'user' },
      schema: {
        body: Type.Optional(Type.Object({}, { additionalProperties: false })),
        response: { 201: dataEnvelope(PaymentSetupSchema) },
      },
    },
    async (request, reply) => {
      const me = callerUser(request);
      const provider = deps.provider;
      const [saved] = await deps.db
        .select()
        .from(paymentCustomers)
        .where(
          and(eq(paymentCustomers.userId, me.id), eq(paymentCustomers.provider, provider.name)),
        );
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
      void reply.code(201);
      return { data: { provider: provider.name, ...setup } };
    },
  );

  app.delete(
    '/events/leave',
    {
      config: { access: 'user' },
      schema: {
        querystring: Type.Object({ eventId: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: {
          200: dataEnvelope(
            Type.Object({ left: Type.Literal(true), cancelledPasses: Type.Integer() }),
          ),
        },
      },
    },
    async (request) => {
      const me = callerUser(request);
      const { cancelledPasses } = await leaveEvent(
        deps.db,
        me.id,
        request.query.eventId,
        deps.clock(),
      );
      return { data: { left: true as const, cancelledPasses } };
    },
  );
};
