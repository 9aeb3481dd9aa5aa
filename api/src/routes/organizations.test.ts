/**
 * Organizations over HTTP: creating one (and what is refused), joining at each access setting,
 * requests, invitations, the notifications these write, an event invitation reaching the members,
 * and search finding organizations. Levels, leaving, removal, handing over and deleting are in
 * organization-levels.test.ts; who may call what is route × level in org-permissions.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_LISTING_REFUSAL } from '../organizations/event-invitations';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';
import {
  call,
  createCast,
  createOrganizationWithCast,
  notificationKinds,
  type OrgCast,
} from '../../test/organization-fixtures';

let api: TestApi;
let cast: OrgCast;

beforeAll(async () => {
  api = await startTestApi();
  cast = await createCast(api, 'Flow');
});
afterAll(() => api?.close());

describe('creating an organization', () => {
  it('makes the caller its owner, with the fields SPEC section 3 names', async () => {
    const res = await call(api, cast.owner, 'POST', '/organizations/', {
      name: '  Film Society ',
      description: 'Thursdays',
      settings: { access: 'closed' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.organization).toMatchObject({
      name: 'Film Society',
      description: 'Thursdays',
      image: null,
      isVerified: false,
      numFriends: 0,
      numMembers: 1,
      settings: { access: 'closed' },
      currentPrivilege: 'owner',
      invitedPrivilege: null,
    });
  });

  it('refuses an empty name, an unknown access and an image this app did not store (400)', async () => {
    for (const body of [
      { name: '   ' },
      { name: '' },
      { name: 'x'.repeat(61) },
      { name: 'Club', settings: { access: 'secret' } },
      {
        name: 'Club',
        image: {
          urls: { small: 'https://tracker.example/a.png', large: 'https://tracker.example/b.png' },
        },
      },
      { name: 'Club', surprise: true },
    ]) {
      const res = await call(api, cast.owner, 'POST', '/organizations/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
  });

  it('answers 404 for an unknown or malformed organization id', async () => {
    for (const organizationId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(api, cast.owner, 'GET', '/organizations/', { organizationId });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });

  it('answers 404, not 500, when one acts on oneself in a malformed organization (the fuzz found one)', async () => {
    const me = cast.owner.user.id;
    const answers = await Promise.all([
      call(api, cast.owner, 'DELETE', '/organizations/invitations/', {
        organizationId: ' ',
        userId: me,
      }),
      call(api, cast.owner, 'PATCH', '/organizations/requests/in/cancel', {
        organizationId: 'not-a-uuid',
      }),
      call(api, cast.owner, 'PATCH', '/organizations/invitations/accept', {
        organizationId: 'not-a-uuid',
      }),
      call(api, cast.owner, 'DELETE', '/organizations/leave', { organizationId: 'not-a-uuid' }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404]);
  });
});

describe('joining', () => {
  it('open: a member at once; closed: refused with the reason', async () => {
    const open = await createOrganizationWithCast(api, cast, { access: 'open' });
    const joined = await call(api, cast.stranger, 'POST', '/organizations/requests/in', {
      organizationId: open,
    });
    expect(joined.body.data.userOrganizationMapping.privilege).toBe('member');
    const closed = await createOrganizationWithCast(api, cast, { access: 'closed' });
    const refused = await call(api, cast.stranger, 'POST', '/organizations/requests/in', {
      organizationId: closed,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/closed/);
  });

  it('request: pending until an admin accepts; the requester is told; the lists follow', async () => {
    const organizationId = await createOrganizationWithCast(api, cast, { name: 'Hiking Group' });
    const asked = await call(api, cast.target, 'POST', '/organizations/requests/in', {
      organizationId,
    });
    expect(asked.body.data.organization.currentPrivilege).toBe('pending');
    // Asking twice leaves one request.
    await call(api, cast.target, 'POST', '/organizations/requests/in', { organizationId });
    const pending = await call(api, cast.admin, 'GET', '/organizations/users/pending', {
      organizationId,
    });
    expect(pending.body.data.members.map((m: { user: { id: string } }) => m.user.id)).toEqual([
      cast.pending.user.id,
      cast.target.user.id,
    ]);
    const accepted = await call(api, cast.admin, 'PATCH', '/organizations/requests/in/accept', {
      organizationId,
      userId: cast.target.user.id,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.member.privilege).toBe('member');
    expect(await notificationKinds(api, cast.target)).toContain(
      'organization_request_accepted:Hiking Group',
    );
    const members = await call(api, cast.target, 'GET', '/organizations/users', { organizationId });
    expect(members.body.data.members.map((m: { privilege: string }) => m.privilege)).toEqual([
      'owner',
      'admin',
      'member',
      'member',
    ]);
    const rejected = await call(api, cast.admin, 'DELETE', '/organizations/requests/in/', {
      organizationId,
      userId: cast.pending.user.id,
    });
    expect(rejected.body.data.member).toBeNull();
  });

  it('two admins accepting one request at the same moment make one member and one notification', async () => {
    // Three organizations at once, so the answers really overlap. On PostgreSQL, reading the row
    // without its lock made this fail (two notifications) in two runs of two; PGlite runs one
    // transaction at a time. The lock's forced control run is in member-actions.test.ts.
    const rounds = await Promise.all(
      [1, 2, 3].map(async (round) => {
        const name = `Twin Accept ${round}`;
        const organizationId = await createOrganizationWithCast(api, cast, {
          name,
          target: 'admin',
        });
        const answers = await Promise.all(
          [cast.admin, cast.target].map((admin) =>
            call(api, admin, 'PATCH', '/organizations/requests/in/accept', {
              organizationId,
              userId: cast.pending.user.id,
            }),
          ),
        );
        const members = await call(api, cast.owner, 'GET', '/organizations/users', {
          organizationId,
        });
        const pending = await call(api, cast.owner, 'GET', '/organizations/users/pending', {
          organizationId,
        });
        return { name, answers, members, pending };
      }),
    );
    const told = await notificationKinds(api, cast.pending);
    for (const { name, answers, members, pending } of rounds) {
      // Both are answered (the second sees a member already: a repeat answers the member).
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      expect(answers.map((res) => res.body.data.member.privilege)).toEqual(['member', 'member']);
      const rows = members.body.data.members.filter(
        (m: { user: { id: string } }) => m.user.id === cast.pending.user.id,
      );
      expect(rows.map((m: { privilege: string }) => m.privilege)).toEqual(['member']);
      expect(pending.body.data.members).toEqual([]);
      expect(
        told.filter((k: string) => k === `organization_request_accepted:${name}`),
      ).toHaveLength(1);
    }
  });

  it('a requester takes the request back', async () => {
    const organizationId = await createOrganizationWithCast(api, cast);
    const cancelled = await call(api, cast.pending, 'PATCH', '/organizations/requests/in/cancel', {
      organizationId,
    });
    expect(cancelled.body.data.userOrganizationMapping).toBeNull();
  });
});

describe('invitations', () => {
  it('the invited person is told, sees invitedPrivilege, and accepts at that level', async () => {
    const organizationId = await createOrganizationWithCast(api, cast, { name: 'Debate Club' });
    const invited = await call(api, cast.admin, 'POST', '/organizations/invitations/', {
      organizationId,
      userId: cast.target.user.id,
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data.member).toMatchObject({ privilege: null, invitedPrivilege: 'member' });
    expect(await notificationKinds(api, cast.target)).toContain(
      'organization_invitation:Debate Club',
    );
    const mine = await call(api, cast.target, 'GET', '/users/organizations', {});
    expect(
      mine.body.data.organizations.find((o: { id: string }) => o.id === organizationId),
    ).toMatchObject({ currentPrivilege: null, invitedPrivilege: 'member' });
    const list = await call(api, cast.admin, 'GET', '/organizations/invitations/', {
      organizationId,
    });
    expect(list.body.data.members.map((m: { user: { id: string } }) => m.user.id)).toContain(
      cast.target.user.id,
    );
    const accepted = await call(api, cast.target, 'PATCH', '/organizations/invitations/accept', {
      organizationId,
    });
    expect(accepted.body.data.organization.currentPrivilege).toBe('member');
    const again = await call(api, cast.admin, 'POST', '/organizations/invitations/', {
      organizationId,
      userId: cast.target.user.id,
    });
    expect(again.status).toBe(409);
  });

  it('inviting someone who asked accepts them; the invited may decline their own', async () => {
    const organizationId = await createOrganizationWithCast(api, cast);
    const invited = await call(api, cast.admin, 'POST', '/organizations/invitations/', {
      organizationId,
      userId: cast.pending.user.id,
    });
    expect(invited.body.data.member.privilege).toBe('member');
    const declined = await call(api, cast.invited, 'DELETE', '/organizations/invitations/', {
      organizationId,
      userId: cast.invited.user.id,
    });
    expect(declined.status).toBe(200);
    const state = await call(api, cast.invited, 'GET', '/organizations/', { organizationId });
    expect(state.body.data.userOrganizationMapping).toBeNull();
  });

  it('answers 404 for a person who does not exist', async () => {
    const organizationId = await createOrganizationWithCast(api, cast);
    const res = await call(api, cast.owner, 'POST', '/organizations/invitations/', {
      organizationId,
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(404);
  });
});

describe('an event invitation', () => {
  it("only the organization's admins list an event in it; others are refused and nobody is told", async () => {
    const organizationId = await createOrganizationWithCast(api, cast, { name: 'Rock Club' });
    for (const who of [cast.stranger, cast.member, cast.pending]) {
      const { eventId } = await createTicketedEvent(api, who.user.id, [], { type: 'simpleRsvp' });
      const res = await call(api, who, 'POST', '/events/organization-invitations', {
        eventId,
        organizationId,
      });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(ORG_LISTING_REFUSAL);
    }
    expect(await notificationKinds(api, cast.admin)).not.toContain(
      'organization_event_invitation:Rock Club',
    );
    const events = await call(api, cast.admin, 'GET', '/organizations/events', { organizationId });
    expect(events.body.data.events).toEqual([]);
  });

  it('tells every member once and lists the event in the organization', async () => {
    const organizationId = await createOrganizationWithCast(api, cast, { name: 'Jazz Club' });
    const { eventId } = await createTicketedEvent(api, cast.admin.user.id, [], {
      type: 'simpleRsvp',
      name: 'Jazz Night',
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await call(api, cast.admin, 'POST', '/events/organization-invitations', {
        eventId,
        organizationId,
      });
      expect(res.status).toBe(201);
    }
    const kinds = await notificationKinds(api, cast.member);
    expect(
      kinds.filter((k: string) => k === 'organization_event_invitation:Jazz Club'),
    ).toHaveLength(1);
    expect(await notificationKinds(api, cast.pending)).not.toContain(
      'organization_event_invitation:Jazz Club',
    );
    const events = await call(api, cast.member, 'GET', '/organizations/events', { organizationId });
    expect(events.body.data.events.map((e: { name: string }) => e.name)).toEqual(['Jazz Night']);
    const unknown = await call(api, cast.admin, 'POST', '/events/organization-invitations', {
      eventId,
      organizationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('search', () => {
  it('finds organizations by name with the friends in them', async () => {
    const organizationId = await createOrganizationWithCast(api, cast, {
      name: 'Zanzibar Sailing',
      access: 'open',
    });
    // The stranger befriends the member (one friend in the organization) and the invited person,
    // who has not accepted and so is not in it yet.
    for (const friend of [cast.member, cast.invited]) {
      await call(api, cast.stranger, 'POST', '/friends/requests', {
        receiverUserId: friend.user.id,
      });
      await call(api, friend, 'PATCH', '/friends/requests/accept', {
        senderUserId: cast.stranger.user.id,
      });
    }
    const res = await call(api, cast.stranger, 'GET', '/search', {
      query: 'zanzib',
      type: 'organization',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.organizations).toEqual([
      {
        id: organizationId,
        name: 'Zanzibar Sailing',
        image: null,
        isVerified: false,
        numFriends: 1,
      },
    ]);
    const anonymous = await call(api, null, 'GET', '/search', { query: 'zanzibar' });
    expect(anonymous.body.data.organizations[0]).toMatchObject({
      id: organizationId,
      numFriends: null,
    });
  });
});
