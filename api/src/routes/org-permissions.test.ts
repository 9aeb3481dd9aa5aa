/**
 * Route × level: every organization call, made by a visitor, a stranger, someone whose request
 * waits, someone invited, a member, an admin and the owner, answers exactly the status written out
 * in EXPECTED below. That matrix is literal on purpose: it is not derived from shared-api's
 * ORG_PERMISSION_TABLE, so a wrong change to the table (or to the guards) fails here. The refusals
 * also carry the table's words. Each call gets a fresh organization with the same cast, so what one
 * call changes never leaks into the next. The calls are listed against the contract: a new
 * organization call that is not added here fails the first test.
 */
import {
  ORG_OUTSIDER_REFUSAL,
  ORG_PERMISSION_REFUSALS,
  contract,
  type EndpointName,
  type OrgPermission,
} from 'contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOrganizationCall } from '../../test/organization-calls';
import { startTestApi, type TestApi } from '../../test/test-api';
import type { WriteEffects } from '../../test/write-effects';
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

const STANDINGS = ['stranger', 'pending', 'invited', 'member', 'admin', 'owner'] as const;
type Standing = (typeof STANDINGS)[number];
/** Who calls, in the order each test calls: the visitor (no token) first, the owner last. */
type Caller = 'visitor' | Standing;

interface Ctx {
  organizationId: string;
  target: string;
}

type Target = 'none' | 'requested' | 'invited' | 'member' | 'admin';

/** A call that needs a permission: its 403s carry the outsider's or the level's refusal. */
interface PermissionCall {
  permission: OrgPermission;
  target?: Target;
  /** Run on the fresh organization before anyone calls (e.g. a member asks to list an event). */
  prepare?: (ctx: Ctx) => Promise<void>;
  call: (who: Person | null, ctx: Ctx) => ReturnType<typeof call>;
}

/** A call on the caller's own standing. */
interface OwnCall {
  prepare?: (ctx: Ctx) => Promise<void>;
  call: (who: Person | null, ctx: Ctx) => ReturnType<typeof call>;
}

/** One row of EXPECTED: the statuses of visitor, stranger, pending, invited, member, admin, owner. */
const row = (...statuses: [number, number, number, number, number, number, number]) =>
  Object.fromEntries(
    (['visitor', ...STANDINGS] as const).map((who, i) => [who, statuses[i]]),
  ) as Record<Caller, number>;

/**
 * What each caller gets, written out by hand. The callers run in this order on one organization,
 * so where a call changes the target, the owner, calling after the admin, finds nothing (404).
 */
const EXPECTED: Partial<Record<EndpointName, Record<Caller, number>>> = {
  // Columns: visitor, stranger, pending, invited, member, admin, owner.
  // Members read.
  'GET /organizations/users': row(401, 403, 403, 403, 200, 200, 200),
  'GET /organizations/events': row(401, 403, 403, 403, 200, 200, 200),
  // Admins edit, answer requests, invite and cancel invitations, and remove members.
  'PATCH /organizations/': row(401, 403, 403, 403, 403, 200, 200),
  'GET /organizations/users/pending': row(401, 403, 403, 403, 403, 200, 200),
  'GET /organizations/invitations/': row(401, 403, 403, 403, 403, 200, 200),
  'PATCH /organizations/requests/in/accept': row(401, 403, 403, 403, 403, 200, 200),
  'DELETE /organizations/requests/in/': row(401, 403, 403, 403, 403, 200, 404),
  'POST /organizations/invitations/': row(401, 403, 403, 403, 403, 201, 201),
  'DELETE /organizations/invitations/': row(401, 403, 403, 403, 403, 200, 404),
  'DELETE /organizations/users': row(401, 403, 403, 403, 403, 200, 404),
  // Only the owner makes and removes admins, hands over and deletes.
  'PATCH /organizations/make-admin': row(401, 403, 403, 403, 403, 403, 200),
  'PATCH /organizations/remove-admin': row(401, 403, 403, 403, 403, 403, 200),
  'PATCH /organizations/owner': row(401, 403, 403, 403, 403, 403, 200),
  'DELETE /organizations/': row(401, 403, 403, 403, 403, 403, 200),
  // One's own standing: anyone signed in reads, creates, lists their own and joins (the
  // organization asks for approval: a stranger's join is a request; an invitation is accepted).
  'GET /organizations/': row(401, 200, 200, 200, 200, 200, 200),
  'POST /organizations/': row(401, 201, 201, 201, 201, 201, 201),
  'GET /users/organizations': row(401, 200, 200, 200, 200, 200, 200),
  'POST /organizations/requests/in': row(401, 200, 200, 200, 200, 200, 200),
  // Only a request waiting can be taken back; accepting needs an invitation (members: a repeat).
  'PATCH /organizations/requests/in/cancel': row(401, 404, 200, 404, 404, 404, 404),
  'PATCH /organizations/invitations/accept': row(401, 404, 404, 200, 200, 200, 200),
  // Members and admins leave; the owner cannot (409); nobody else is in it to leave.
  'DELETE /organizations/leave': row(401, 404, 404, 404, 200, 200, 409),
  // Inviting an organization to an event is the event's hosts' call: here the owner hosts it.
  'POST /events/organization-invitations': row(401, 403, 403, 403, 403, 403, 201),
  // Each caller asks to list an event they host: only a plain member asks (201); admins and the
  // owner list it themselves (409); anyone else is not in it (403).
  'POST /events/organization-requests': row(401, 403, 403, 403, 201, 409, 409),
  // The member's request, withdrawn or read: the event's hosts' call, whatever one's standing.
  'DELETE /events/organization-requests': row(401, 403, 403, 403, 200, 403, 403),
  'GET /events/organization-requests': row(401, 403, 403, 403, 200, 403, 403),
  // The member asked: admins read, list (the owner then finds it listed) and decline (a repeat).
  'GET /organizations/event-requests': row(401, 403, 403, 403, 403, 200, 200),
  'PATCH /organizations/event-requests/accept': row(401, 403, 403, 403, 403, 200, 200),
  'DELETE /organizations/event-requests': row(401, 403, 403, 403, 403, 200, 200),
};

const org =
  (method: string, path: string, extra: (ctx: Ctx) => Record<string, unknown> = () => ({})) =>
  (who: Person | null, ctx: Ctx) =>
    call(api, who, method, path, { organizationId: ctx.organizationId, ...extra(ctx) });
const onTarget = (ctx: Ctx) => ({ userId: ctx.target });

const PERMISSION_CALLS: Partial<Record<EndpointName, PermissionCall>> = {
  'PATCH /organizations/': {
    permission: 'edit',
    call: org('PATCH', '/organizations/', () => ({
      description: 'Checked by the permission test',
    })),
  },
  'GET /organizations/events': {
    permission: 'view_events',
    call: org('GET', '/organizations/events'),
  },
  'GET /organizations/users': {
    permission: 'view_members',
    call: org('GET', '/organizations/users'),
  },
  'GET /organizations/users/pending': {
    permission: 'manage_requests',
    call: org('GET', '/organizations/users/pending'),
  },
  'GET /organizations/invitations/': {
    permission: 'invite',
    call: org('GET', '/organizations/invitations/'),
  },
  'PATCH /organizations/requests/in/accept': {
    permission: 'manage_requests',
    target: 'requested',
    call: org('PATCH', '/organizations/requests/in/accept', onTarget),
  },
  'DELETE /organizations/requests/in/': {
    permission: 'manage_requests',
    target: 'requested',
    call: org('DELETE', '/organizations/requests/in/', onTarget),
  },
  'POST /organizations/invitations/': {
    permission: 'invite',
    call: org('POST', '/organizations/invitations/', onTarget),
  },
  'DELETE /organizations/invitations/': {
    permission: 'invite',
    target: 'invited',
    call: org('DELETE', '/organizations/invitations/', onTarget),
  },
  'DELETE /organizations/users': {
    permission: 'remove_members',
    target: 'member',
    call: org('DELETE', '/organizations/users', onTarget),
  },
  'PATCH /organizations/make-admin': {
    permission: 'manage_admins',
    target: 'member',
    call: org('PATCH', '/organizations/make-admin', onTarget),
  },
  'PATCH /organizations/remove-admin': {
    permission: 'manage_admins',
    target: 'admin',
    call: org('PATCH', '/organizations/remove-admin', onTarget),
  },
  'PATCH /organizations/owner': {
    permission: 'transfer_ownership',
    target: 'member',
    call: org('PATCH', '/organizations/owner', onTarget),
  },
  'DELETE /organizations/': { permission: 'delete', call: org('DELETE', '/organizations/') },
  'GET /organizations/event-requests': {
    permission: 'list_events',
    prepare: memberAsks,
    call: org('GET', '/organizations/event-requests'),
  },
  'PATCH /organizations/event-requests/accept': {
    permission: 'list_events',
    prepare: memberAsks,
    call: org('PATCH', '/organizations/event-requests/accept', () => ({
      eventId: eventsOf.member,
    })),
  },
  'DELETE /organizations/event-requests': {
    permission: 'list_events',
    prepare: memberAsks,
    call: org('DELETE', '/organizations/event-requests', () => ({ eventId: eventsOf.member })),
  },
};

let eventId: string;
/** An event each of the cast hosts (the visitor tries the owner's). */
const eventsOf = {} as Record<Standing, string>;
const ownEvent = (who: Person | null) =>
  eventsOf[STANDINGS.find((s) => cast[s] === who) ?? 'owner'];

/** The member asks the fresh organization to list the event they host. */
async function memberAsks(ctx: Ctx): Promise<void> {
  const asked = await call(api, cast.member, 'POST', '/events/organization-requests', {
    eventId: eventsOf.member,
    organizationId: ctx.organizationId,
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
}

const OWN_CALLS: Partial<Record<EndpointName, OwnCall>> = {
  'GET /organizations/': { call: org('GET', '/organizations/') },
  'POST /organizations/': {
    call: (who) => call(api, who, 'POST', '/organizations/', { name: 'Another club' }),
  },
  'GET /users/organizations': {
    call: (who) => call(api, who, 'GET', '/users/organizations', {}),
  },
  'POST /organizations/requests/in': {
    call: org('POST', '/organizations/requests/in'),
  },
  'PATCH /organizations/requests/in/cancel': {
    call: org('PATCH', '/organizations/requests/in/cancel'),
  },
  'PATCH /organizations/invitations/accept': {
    call: org('PATCH', '/organizations/invitations/accept'),
  },
  'DELETE /organizations/leave': {
    call: org('DELETE', '/organizations/leave'),
  },
  'POST /events/organization-invitations': {
    call: (who, ctx) =>
      call(api, who, 'POST', '/events/organization-invitations', {
        eventId,
        organizationId: ctx.organizationId,
      }),
  },
  'POST /events/organization-requests': {
    call: (who, ctx) =>
      call(api, who, 'POST', '/events/organization-requests', {
        eventId: ownEvent(who),
        organizationId: ctx.organizationId,
      }),
  },
  'DELETE /events/organization-requests': {
    prepare: memberAsks,
    call: org('DELETE', '/events/organization-requests', () => ({ eventId: eventsOf.member })),
  },
  'GET /events/organization-requests': {
    prepare: memberAsks,
    call: (who) =>
      call(api, who, 'GET', '/events/organization-requests', { eventId: eventsOf.member }),
  },
};

beforeAll(async () => {
  api = await startTestApi({ recordWrites: true });
  cast = await createCast(api, 'Perm');
  ({ eventId } = await createTicketedEvent(api, cast.owner.user.id, [], { type: 'simpleRsvp' }));
  for (const standing of STANDINGS) {
    eventsOf[standing] = (
      await createTicketedEvent(api, cast[standing].user.id, [], { type: 'simpleRsvp' })
    ).eventId;
  }
});
afterAll(() => api?.close());

const fresh = async (target: Target = 'none'): Promise<Ctx> => ({
  organizationId: await createOrganizationWithCast(api, cast, { target }),
  target: cast.target.user.id,
});

describe('organization route × level', () => {
  it('covers every organization call in the contract', () => {
    const organizationCalls = (Object.keys(contract) as EndpointName[]).filter(isOrganizationCall);
    expect([...Object.keys(PERMISSION_CALLS), ...Object.keys(OWN_CALLS)].sort()).toEqual(
      organizationCalls.sort(),
    );
  });

  it('has a written expectation for every call, and only for those', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(
      [...Object.keys(PERMISSION_CALLS), ...Object.keys(OWN_CALLS)].sort(),
    );
  });

  /** Every caller in turn on one fresh organization: the status each got. */
  async function statusesOf(spec: PermissionCall | OwnCall, ctx: Ctx) {
    const visitor = await spec.call(null, ctx);
    const seen = { visitor: visitor.status } as Record<Caller, number>;
    const bodies: Partial<Record<Standing, { error?: { message: string } }>> = {};
    const effects: Partial<Record<Caller, WriteEffects | null>> = { visitor: api.lastWrite() };
    for (const standing of STANDINGS) {
      const res = await spec.call(cast[standing], ctx);
      seen[standing] = res.status;
      bodies[standing] = res.body;
      effects[standing] = api.lastWrite();
    }
    return { seen, bodies, effects };
  }

  /** Authorise before any effect: a refused write (401, 403) changes no table and calls no provider. */
  function expectRefusalsChangedNothing(
    name: string,
    seen: Record<Caller, number>,
    effects: Partial<Record<Caller, WriteEffects | null>>,
  ) {
    if (name.startsWith('GET ')) return;
    for (const caller of ['visitor', ...STANDINGS] as const) {
      if (seen[caller] !== 401 && seen[caller] !== 403) continue;
      const effect = effects[caller];
      expect(effect?.status, `${name} as ${caller}: the call recorded`).toBe(seen[caller]);
      expect(
        { tables: effect?.changedTables, provider: effect?.providerCalls },
        `${name} as ${caller}`,
      ).toEqual({ tables: [], provider: [] });
    }
  }

  for (const [name, spec] of Object.entries(PERMISSION_CALLS)) {
    it(`${name}: each caller as written; refusals say why (${spec.permission})`, async () => {
      const ctx = await fresh(spec.target);
      await spec.prepare?.(ctx);
      const { seen, bodies, effects } = await statusesOf(spec, ctx);
      expect(seen).toEqual(EXPECTED[name as EndpointName]);
      expectRefusalsChangedNothing(name, seen, effects);
      for (const standing of STANDINGS) {
        if (seen[standing] !== 403) continue;
        const outsider =
          standing === 'stranger' || standing === 'pending' || standing === 'invited';
        expect(bodies[standing]?.error?.message, standing).toBe(
          outsider ? ORG_OUTSIDER_REFUSAL : ORG_PERMISSION_REFUSALS[spec.permission],
        );
      }
    });
  }

  for (const [name, spec] of Object.entries(OWN_CALLS)) {
    it(`${name}: each caller as written`, async () => {
      const ctx = await fresh();
      await spec.prepare?.(ctx);
      const { seen, effects } = await statusesOf(spec, ctx);
      expect(seen).toEqual(EXPECTED[name as EndpointName]);
      expectRefusalsChangedNothing(name, seen, effects);
    });
  }

  it('tells each standing its privilege and invitation', async () => {
    const ctx = await fresh();
    const seen: Record<string, unknown> = {};
    for (const standing of STANDINGS) {
      const res = await call(api, cast[standing], 'GET', '/organizations/', {
        organizationId: ctx.organizationId,
      });
      seen[standing] = [
        res.body.data.organization.currentPrivilege,
        res.body.data.organization.invitedPrivilege,
        res.body.data.userOrganizationMapping === null
          ? 'no mapping'
          : res.body.data.userOrganizationMapping.privilege,
      ];
    }
    expect(seen).toEqual({
      stranger: [null, null, 'no mapping'],
      pending: ['pending', null, 'pending'],
      invited: [null, 'member', null],
      member: ['member', null, 'member'],
      admin: ['admin', null, 'admin'],
      owner: ['owner', null, 'owner'],
    });
  });

  it('lets an admin remove plain members only, and the owner anyone but themself', async () => {
    const ctx = await fresh('admin');
    const remove = (who: Person, userId: string) =>
      call(api, who, 'DELETE', '/organizations/users', {
        organizationId: ctx.organizationId,
        userId,
      });
    expect((await remove(cast.admin, cast.target.user.id)).status).toBe(403);
    expect((await remove(cast.admin, cast.owner.user.id)).status).toBe(403);
    expect((await remove(cast.owner, cast.owner.user.id)).status).toBe(400);
    expect((await remove(cast.owner, cast.target.user.id)).status).toBe(200);
  });

  it('lets only the owner invite an admin', async () => {
    const ctx = await fresh();
    const invite = (who: Person) =>
      call(api, who, 'POST', '/organizations/invitations/', {
        organizationId: ctx.organizationId,
        userId: cast.target.user.id,
        privilege: 'admin',
      });
    const byAdmin = await invite(cast.admin);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error.message).toBe(ORG_PERMISSION_REFUSALS.manage_admins);
    expect((await invite(cast.owner)).status).toBe(201);
  });
});
