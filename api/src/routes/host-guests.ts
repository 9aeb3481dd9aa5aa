/** /v2/events/hosts/{approve,deny,remove,readmit}: an event's organizers acting on one guest. */
import type { FastifyPluginAsync } from 'fastify';
import { approveGuest } from '../guests/approve-guest';
import { denyGuest } from '../guests/deny-guest';
import type { GuestActionDeps } from '../guests/guest-action-steps';
import { readmitGuest } from '../guests/readmit-guest';
import { removeGuest } from '../guests/remove-guest';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';

export const hostGuestRoutes: FastifyPluginAsync<{ deps: GuestActionDeps }> = async (
  app,
  { deps },
) => {
  serve(app, 'POST /events/hosts/approve', async (request) =>
    approveGuest(deps, callerUser(request).id, request.body),
  );
  serve(app, 'POST /events/hosts/deny', async (request) =>
    denyGuest(deps, callerUser(request).id, request.body),
  );
  serve(app, 'POST /events/hosts/remove', async (request) =>
    removeGuest(deps, callerUser(request).id, request.body),
  );
  serve(app, 'POST /events/hosts/readmit', async (request) =>
    readmitGuest(deps, callerUser(request).id, request.body),
  );
};
