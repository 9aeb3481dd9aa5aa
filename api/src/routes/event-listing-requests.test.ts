/**
 * A member asks to list their event in an organization, over HTTP: the admins and owner are told
 * (nobody else), the host sees the request waiting, an admin accepts (listed, every member told
 * once) or declines (the host sees it declined and withdraws it), and what is refused. Who may
 * call what is route × level in org-permissions.test.ts and route-role-matrix.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_LISTED,
  LISTING_ASK_ADMIN_CONFLICT,
  LISTING_ASK_OUTSIDER_REFUSAL,
} from '../organizations/event-listing-requests';
import { eventOrganizers } from '../db/schema';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';
import {
  call,
  createCast,
  createOrganizationWithCast,
  type OrgCast,
  type Person,
} from '../../test/organization-fixtures';

let api: TestApi;
let cast: OrgCast;

beforeAll(async () => {
  api = await startTestApi();
  cast = await createCast(api, 'Listing');
});
afterAll(() => api?.close());

const NO_ID = '00000000-0000-4000-8000-000000000000';

/** How many notifications of `kind` about the organization named `org` the person has. */
const countOf = async (who: Person, kind: string, org: string) => {
  const res = await call(api, who, 'GET', '/users/notifications', {});
  expect(res.status).toBe(200);
  return res.body.data.notifications.filter(
    (n: { kind: string; organization?: { name: string } | null }) =>
      n.kind === kind && n.organization?.name === org,
  ).length;
};

/** A fresh organization named `name` with the cast, and an event the member hosts. */
async function setUp(name: string) {
  const organizationId = await createOrganizationWithCast(api, cast, { name, target: 'member' });
  const { eventId } = await createTicketedEvent(api, cast.member.user.id, [], {
    type: 'simpleRsvp',
    name: `${name} night`,
  });
  const pair = { eventId, organizationId };
  const ask = () => call(api, cast.member, 'POST', '/events/organization-requests', pair);
  const hostView = async () => {
    const res = await call(api, cast.member, 'GET', '/events/organization-requests', { eventId });
    expect(res.status).toBe(200);
    return res.body.data.listings as { organizationId: string; state: string }[];
  };
  const eventsOfOrg = async () => {
    const res = await call(api, cast.target, 'GET', '/organizations/events', { organizationId });
    return res.body.data.events.map((e: { id: string }) => e.id);
  };
  return { organizationId, eventId, pair, ask, hostView, eventsOfOrg };
}

describe('asking to list an event', () => {
  it('tells the admins and the owner once, nobody else; the host sees it waiting', async () => {
    const { organizationId, eventId, pair, ask, hostView, eventsOfOrg } = await setUp('Kite Club');
    const first = await ask();
    expect(first.status).toBe(201);
    expect(first.body.data.listing).toMatchObject({
      eventId,
      eventName: 'Kite Club night',
      organizationId,
      organizationName: 'Kite Club',
      requestedBy: { id: cast.member.user.id, displayName: 'Listing member' },
      state: 'pending',
      answeredAt: null,
    });
    // Asking again answers the same request and tells nobody again.
    const again = await ask();
    expect(again.status).toBe(201);
    expect(again.body.data.listing.createdAt).toBe(first.body.data.listing.createdAt);

    const told = 'organization_listing_request';
    expect(await countOf(cast.owner, told, 'Kite Club')).toBe(1);
    expect(await countOf(cast.admin, told, 'Kite Club')).toBe(1);
    for (const who of [cast.member, cast.target, cast.pending, cast.invited]) {
      expect(await countOf(who, told, 'Kite Club')).toBe(0);
    }
    expect((await hostView()).map((l) => [l.organizationId, l.state])).toEqual([
      [organizationId, 'pending'],
    ]);
    const waiting = await call(api, cast.admin, 'GET', '/organizations/event-requests', {
      organizationId,
    });
    expect(waiting.body.data.listings).toEqual([first.body.data.listing]);
    // Nothing is listed, and no member is told of a listing, until an admin accepts.
    expect(await eventsOfOrg()).toEqual([]);
    expect(await countOf(cast.target, 'organization_event_invitation', 'Kite Club')).toBe(0);
    expect(pair.eventId).toBe(eventId);
  });

  it('an accepted request lists the event and tells every member once', async () => {
    const { organizationId, eventId, pair, ask, hostView, eventsOfOrg } = await setUp('Oak Club');
    expect((await ask()).status).toBe(201);
    const accepted = await call(
      api,
      cast.admin,
      'PATCH',
      '/organizations/event-requests/accept',
      pair,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.listing).toMatchObject({ eventId, organizationId, state: 'listed' });
    // A repeat (the owner, after the admin) answers the listing.
    const repeat = await call(
      api,
      cast.owner,
      'PATCH',
      '/organizations/event-requests/accept',
      pair,
    );
    expect(repeat.status).toBe(200);
    expect(repeat.body.data.listing.state).toBe('listed');

    expect(await eventsOfOrg()).toEqual([eventId]);
    const listed = 'organization_event_invitation';
    expect(await countOf(cast.target, listed, 'Oak Club')).toBe(1);
    expect(await countOf(cast.owner, listed, 'Oak Club')).toBe(1);
    // The asker and the admin who accepted know already; outsiders are never told.
    for (const who of [cast.member, cast.admin, cast.pending, cast.invited, cast.stranger]) {
      expect(await countOf(who, listed, 'Oak Club')).toBe(0);
    }
    expect((await hostView()).map((l) => l.state)).toEqual(['listed']);
    const waiting = await call(api, cast.admin, 'GET', '/organizations/event-requests', {
      organizationId,
    });
    expect(waiting.body.data.listings).toEqual([]);
    // Listed already: asking again is a conflict, not a new request.
    const late = await ask();
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(ALREADY_LISTED);
  });

  it('a declined request stays declined until the host withdraws it; then they may ask again', async () => {
    const { organizationId, eventId, pair, ask, hostView, eventsOfOrg } = await setUp('Fern Club');
    expect((await ask()).status).toBe(201);
    const declined = await call(api, cast.admin, 'DELETE', '/organizations/event-requests', pair);
    expect(declined.status).toBe(200);
    expect(declined.body.data.listing.state).toBe('declined');
    expect(declined.body.data.listing.answeredAt).toEqual(expect.any(Number));
    expect(await eventsOfOrg()).toEqual([]);
    expect(await countOf(cast.target, 'organization_event_invitation', 'Fern Club')).toBe(0);
    expect((await hostView()).map((l) => l.state)).toEqual(['declined']);
    // Asking while declined answers the declined request: no new one, nobody told again.
    expect((await ask()).body.data.listing.state).toBe('declined');
    expect(await countOf(cast.admin, 'organization_listing_request', 'Fern Club')).toBe(1);
    // The admins' list holds only requests that wait.
    const waiting = await call(api, cast.admin, 'GET', '/organizations/event-requests', {
      organizationId,
    });
    expect(waiting.body.data.listings).toEqual([]);

    const withdrawn = await call(api, cast.member, 'DELETE', '/events/organization-requests', pair);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toEqual({ eventId, organizationId });
    expect(await hostView()).toEqual([]);
    const twice = await call(api, cast.member, 'DELETE', '/events/organization-requests', pair);
    expect(twice.status).toBe(404);
    expect((await ask()).body.data.listing.state).toBe('pending');
  });

  it("an admin listing the event answers a member's request waiting for it", async () => {
    const { organizationId, eventId, pair, ask, hostView } = await setUp('Pine Club');
    expect((await ask()).status).toBe(201);
    // The admin is made a co-host who may edit the event, then lists it directly.
    await api.database.db
      .insert(eventOrganizers)
      .values({ eventId, userId: cast.admin.user.id, privilege: 'cohost', status: 'accepted' });
    const listed = await call(api, cast.admin, 'POST', '/events/organization-invitations', pair);
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    expect((await hostView()).map((l) => [l.organizationId, l.state])).toEqual([
      [organizationId, 'listed'],
    ]);
  });

  it('refuses outsiders (403), admins and the owner (409), unknown ids (404), never a 500', async () => {
    const { organizationId } = await setUp('Elm Club');
    for (const who of [cast.stranger, cast.pending, cast.invited]) {
      const { eventId } = await createTicketedEvent(api, who.user.id, [], { type: 'simpleRsvp' });
      const res = await call(api, who, 'POST', '/events/organization-requests', {
        eventId,
        organizationId,
      });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(LISTING_ASK_OUTSIDER_REFUSAL);
    }
    for (const who of [cast.admin, cast.owner]) {
      const { eventId } = await createTicketedEvent(api, who.user.id, [], { type: 'simpleRsvp' });
      const res = await call(api, who, 'POST', '/events/organization-requests', {
        eventId,
        organizationId,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(LISTING_ASK_ADMIN_CONFLICT);
    }
    const { eventId } = await createTicketedEvent(api, cast.member.user.id, [], {
      type: 'simpleRsvp',
    });
    const asks = [
      { eventId, organizationId: NO_ID },
      { eventId, organizationId: 'not-an-id' },
    ];
    for (const body of asks) {
      const res = await call(api, cast.member, 'POST', '/events/organization-requests', body);
      expect(res.status).toBe(404);
    }
    for (const query of [...asks, { eventId, organizationId }]) {
      const res = await call(api, cast.member, 'DELETE', '/events/organization-requests', query);
      expect(res.status).toBe(404);
    }
    for (const id of [NO_ID, 'not-an-id']) {
      const pair = { eventId: id, organizationId };
      const accept = await call(
        api,
        cast.admin,
        'PATCH',
        '/organizations/event-requests/accept',
        pair,
      );
      expect(accept.status).toBe(404);
      const decline = await call(api, cast.admin, 'DELETE', '/organizations/event-requests', pair);
      expect(decline.status).toBe(404);
    }
  });

  it('two admins accepting at once list the event once and tell each member once', async () => {
    const { pair, ask, eventsOfOrg, eventId } = await setUp('Ash Club');
    expect((await ask()).status).toBe(201);
    const answers = await Promise.all(
      [cast.admin, cast.owner, cast.admin, cast.owner].map((who) =>
        call(api, who, 'PATCH', '/organizations/event-requests/accept', pair),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await eventsOfOrg()).toEqual([eventId]);
    expect(await countOf(cast.target, 'organization_event_invitation', 'Ash Club')).toBe(1);
  });
});
