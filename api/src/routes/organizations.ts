/**
 * /v2/organizations/…, /v2/users/organizations, /v2/events/organization-invitations and
 * /v2/events/organization-requests (a member's request to list their event).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { detailsOptions } from '../events/details-options';
import { toEvents } from '../events/event-details';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import type { OwnImageCheck } from '../images/own-images';
import {
  EVENT_INVITE_REFUSAL,
  LISTING_REQUEST_REFUSAL,
  eventsOfOrganization,
  inviteOrganizationToEvent,
} from '../organizations/event-invitations';
import {
  acceptListingRequest,
  askToListEvent,
  declineListingRequest,
  listingsOfEvent,
  pendingListingRequests,
  withdrawListingRequest,
} from '../organizations/event-listing-requests';
import {
  acceptJoinRequest,
  cancelInvitation,
  inviteToOrganization,
  rejectJoinRequest,
  removeMember,
  setAdmin,
  transferOwnership,
} from '../organizations/member-actions';
import { organizationsOf, peopleOf } from '../organizations/organization-lists';
import { assertOrgPermission, findOrganization } from '../organizations/organization-standing';
import { organizationState } from '../organizations/organization-view';
import {
  createOrganization,
  deleteOrganization,
  updateOrganization,
} from '../organizations/organization-writes';
import {
  acceptInvitation,
  cancelJoinRequest,
  joinOrganization,
  leaveOrganization,
} from '../organizations/own-membership';
import type { Clock } from '../time/clock';

export interface OrganizationRoutesOptions {
  db: Database;
  clock: Clock;
  ownImage: OwnImageCheck;
}

export const organizationRoutes: FastifyPluginAsync<OrganizationRoutesOptions> = async (
  app,
  { db, clock, ownImage },
) => {
  const me = (request: Parameters<typeof callerUser>[0]) => callerUser(request).id;

  serve(app, 'GET /organizations/', async (request) =>
    organizationState(db, await findOrganization(db, request.query.organizationId), me(request)),
  );
  serve(app, 'POST /organizations/', async (request) => ({
    organization: await createOrganization(db, me(request), request.body, ownImage, clock()),
  }));
  serve(app, 'PATCH /organizations/', async (request) => ({
    organization: await updateOrganization(db, me(request), request.body, ownImage, clock()),
  }));
  serve(app, 'DELETE /organizations/', async (request) => {
    await deleteOrganization(db, me(request), request.query.organizationId);
    return { organizationId: request.query.organizationId };
  });
  serve(app, 'GET /organizations/events', async (request) => {
    const { organizationId } = request.query;
    await assertOrgPermission(db, organizationId, me(request), 'view_events');
    const rows = await eventsOfOrganization(db, organizationId);
    return { events: await toEvents(db, rows, detailsOptions(request, clock)) };
  });

  serve(app, 'POST /organizations/requests/in', async (request) =>
    joinOrganization(db, me(request), request.body.organizationId, clock()),
  );
  serve(app, 'PATCH /organizations/requests/in/cancel', async (request) =>
    cancelJoinRequest(db, me(request), request.body.organizationId),
  );
  serve(app, 'PATCH /organizations/requests/in/accept', async (request) =>
    acceptJoinRequest(db, me(request), request.body, clock()),
  );
  serve(app, 'DELETE /organizations/requests/in/', async (request) =>
    rejectJoinRequest(db, me(request), request.query),
  );

  const list =
    (
      which: 'members' | 'requests' | 'invitations',
      permission: Parameters<typeof assertOrgPermission>[3],
    ) =>
    async (request: { query: { organizationId: string } } & Parameters<typeof callerUser>[0]) => {
      await assertOrgPermission(db, request.query.organizationId, me(request), permission);
      return { members: await peopleOf(db, request.query.organizationId, which) };
    };
  serve(app, 'GET /organizations/users', list('members', 'view_members'));
  serve(app, 'GET /organizations/users/pending', list('requests', 'manage_requests'));
  serve(app, 'GET /organizations/invitations/', list('invitations', 'invite'));

  serve(app, 'DELETE /organizations/users', async (request) =>
    removeMember(db, me(request), request.query),
  );
  serve(app, 'PATCH /organizations/make-admin', async (request) =>
    setAdmin(db, me(request), request.body, true),
  );
  serve(app, 'PATCH /organizations/remove-admin', async (request) =>
    setAdmin(db, me(request), request.body, false),
  );
  serve(app, 'PATCH /organizations/owner', async (request) =>
    transferOwnership(db, me(request), request.body),
  );
  serve(app, 'DELETE /organizations/leave', async (request) =>
    leaveOrganization(db, me(request), request.query.organizationId),
  );

  serve(app, 'POST /organizations/invitations/', async (request) =>
    inviteToOrganization(db, me(request), request.body, clock()),
  );
  serve(app, 'DELETE /organizations/invitations/', async (request) =>
    cancelInvitation(db, me(request), request.query),
  );
  serve(app, 'PATCH /organizations/invitations/accept', async (request) =>
    acceptInvitation(db, me(request), request.body.organizationId, clock()),
  );

  serve(app, 'GET /users/organizations', async (request) => ({
    organizations: await organizationsOf(db, me(request)),
  }));
  serve(
    app,
    'POST /events/organization-invitations',
    async (request) => ({
      invitation: await inviteOrganizationToEvent(db, me(request), request.body, clock()),
    }),
    { refusals: { outsider: EVENT_INVITE_REFUSAL } },
  );

  const listingRefusals = { refusals: { outsider: LISTING_REQUEST_REFUSAL } };
  serve(
    app,
    'POST /events/organization-requests',
    async (request) => ({
      listing: await askToListEvent(db, me(request), request.body, clock()),
    }),
    listingRefusals,
  );
  serve(
    app,
    'DELETE /events/organization-requests',
    async (request) => withdrawListingRequest(db, request.query),
    listingRefusals,
  );
  serve(
    app,
    'GET /events/organization-requests',
    async (request) => ({ listings: await listingsOfEvent(db, request.query.eventId) }),
    listingRefusals,
  );
  serve(app, 'GET /organizations/event-requests', async (request) => ({
    listings: await pendingListingRequests(db, me(request), request.query.organizationId),
  }));
  serve(app, 'PATCH /organizations/event-requests/accept', async (request) => ({
    listing: await acceptListingRequest(db, me(request), request.body, clock()),
  }));
  serve(app, 'DELETE /organizations/event-requests', async (request) => ({
    listing: await declineListingRequest(db, me(request), request.query, clock()),
  }));
};
