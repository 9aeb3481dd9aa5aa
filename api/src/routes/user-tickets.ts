/** /v2/users/pass, /v2/users/pass/events, /v2/users/receipts: the caller's own tickets. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  EventSummarySchema,
  PassDetailSchema,
  PassSchema,
  ReceiptSchema,
} from '../checkout/checkout-schemas';
import { findHeldPass, passEvents, receipts } from '../checkout/user-tickets';
import type { Database } from '../db/database';
import { callerUser } from '../http/access-policy';
import { dataEnvelope } from '../http/common-schemas';
import type { Clock } from '../time/clock';

export const userTicketRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/users/pass',
    {
      config: { access: 'user' },
      schema: {
        querystring: Type.Object({ passId: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: dataEnvelope(Type.Object({ pass: PassDetailSchema })) },
      },
    },
    async (request) => ({
      data: { pass: await findHeldPass(db, callerUser(request).id, request.query.passId) },
    }),
  );

  app.get(
    '/users/pass/events',
    {
      config: { access: 'user' },
      schema: {
        response: {
          200: dataEnvelope(
            Type.Object({
              events: Type.Array(
                Type.Object({ event: EventSummarySchema, passes: Type.Array(PassSchema) }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => ({
      data: { events: await passEvents(db, callerUser(request).id, clock()) },
    }),
  );

  app.get(
    '/users/receipts',
    {
      config: { access: 'user' },
      schema: {
        response: { 200: dataEnvelope(Type.Object({ receipts: Type.Array(ReceiptSchema) })) },
      },
    },
    async (request) => ({
      data: { receipts: await receipts(db, callerUser(request).id, clock()) },
    }),
  );
};
