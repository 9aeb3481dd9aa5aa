/**
 * /v2/events/hosts/cancel, /v2/events/refund-request and /v2/events/hosts/refund-requests/…:
 * money going back to guests (contract `event-refunds.ts`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { cancelEvent, type CancelEventDeps } from '../cancellation/cancel-event';
import { approveRefundRequest, declineRefundRequest } from '../guests/refund-answers';
import { askForRefund, myRefundRequest } from '../guests/refund-requests';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';

export const eventRefundRoutes: FastifyPluginAsync<{ deps: CancelEventDeps }> = async (
  app,
  { deps },
) => {
  serve(
    app,
    'POST /events/hosts/cancel',
    async (request) => cancelEvent(deps, callerUser(request).id, request.body),
    {
      refusals: {
        outsider: 'Only the host can cancel this event',
        cohost: 'Only the host can cancel this event; co-hosts cannot',
      },
    },
  );
  serve(app, 'POST /events/refund-request', async (request) =>
    askForRefund(deps.db, callerUser(request).id, request.body, deps.clock()),
  );
  serve(app, 'GET /events/refund-request', async (request) =>
    myRefundRequest(deps.db, callerUser(request).id, request.query.eventId, deps.clock()),
  );
  serve(app, 'POST /events/hosts/refund-requests/approve', async (request) =>
    approveRefundRequest(deps, callerUser(request).id, request.body),
  );
  serve(app, 'POST /events/hosts/refund-requests/decline', async (request) =>
    declineRefundRequest(deps, callerUser(request).id, request.body),
  );
};
