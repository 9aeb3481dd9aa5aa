/**
 * Route × level: every host call, called by a visitor, a stranger, a guest, a pending co-host,
 * an accepted co-host at each level and the host, is served or refused exactly as shared-api's
 * HOST_PERMISSION_TABLE says. The calls are listed against the contract: a new host call that is
 * not added here fails the first test.
 */
import {
  COHOST_PRIVILEGES,
  HOST_PERMISSION_REFUSALS,
  HOST_PERMISSION_TABLE,
  contract,
  levelAllows,
  type CohostPrivilege,
  type EndpointName,
  type HostLevel,
  type HostPermission,
} from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestResponse } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

let now = new Date();
let api: TestApi;
let host: Person;
let guest: Person;
let stranger: Person;
let pending: Person;
/** The co-host whose level the invitation call changes (back and forth, harmlessly). */
let relevelled: Person;
const cohosts = {} as Record<CohostPrivilege, Person>;
let eventId: string;

let nonces = 0;
const nonce = () => `perm-nonce-${++nonces}`;

/** Each host call: the permission it needs, and one harmless call of it (repeatable). */
const HOST_CALLS: Partial<
  Record<
    EndpointName,
    {
      permission: HostPermission;
      call: (who: Person | null) => Promise<TestResponse>;
      /** What a caller allowed to act is answered, when not 200/201 (e.g. 404: no such guest). */
      served?: readonly number[];
    }
  >
> = {
  'GET /events/guests': {
    permission: 'view_guests',
    call: (who) =>
      api.request(`/v2/events/guests?eventId=${eventId}`, { token: who?.auth.idToken }),
  },
  'GET /events/hosts/dashboard': {
    permission: 'view_dashboard',
    call: (who) =>
      api.request(`/v2/events/hosts/dashboard?eventId=${eventId}`, { token: who?.auth.idToken }),
  },
  'POST /events/hosts/scan': {
    permission: 'scan',
    // An unknown code: what is allowed or refused is the call itself.
    call: (who) =>
      api.request('/v2/events/hosts/scan', {
        token: who?.auth.idToken,
        json: { eventId, qrToken: 'not-a-pass', nonce: nonce() },
      }),
  },
  'GET /events/hosts/offline-kit': {
    permission: 'scan',
    call: (who) =>
      api.request(`/v2/events/hosts/offline-kit?eventId=${eventId}`, {
        token: who?.auth.idToken,
      }),
  },
  'POST /events/hosts/scan-sync': {
    permission: 'scan',
    call: (who) =>
      api.request('/v2/events/hosts/scan-sync', {
        token: who?.auth.idToken,
        json: {
          eventId,
          scans: [{ qrToken: 'not-a-pass', nonce: nonce(), scannedAt: nowSeconds() }],
        },
      }),
  },
  'POST /events/hosts/user-context': {
    permission: 'view_guests',
    call: (who) =>
      api.request('/v2/events/hosts/user-context', {
        token: who?.auth.idToken,
        json: { eventId, userId: guest.user.id },
      }),
  },
  'POST /events/hosts/text-blast': {
    permission: 'text_blast',
    call: (who) => {
      // An hour between calls: the hourly blast limit is not what is tested here.
      now = new Date(now.getTime() + 3600_000);
      return api.request('/v2/events/hosts/text-blast', {
        token: who?.auth.idToken,
        json: { eventId, message: 'Permission check', statuses: ['going'] },
      });
    },
  },
  'GET /events/hosts/text-blasts': {
    permission: 'text_blast',
    call: (who) =>
      api.request(`/v2/events/hosts/text-blasts?eventId=${eventId}`, { token: who?.auth.idToken }),
  },
  'POST /events/invitations/': {
    permission: 'manage_cohosts',
    call: (who) =>
      api.request('/v2/events/invitations', {
        token: who?.auth.idToken,
        json: { eventId, userId: relevelled.user.id, privilege: 'viewer' },
      }),
  },
  // The guest's RSVP is valid: approving it again changes nothing (200). Deny and remove name
  // someone with no request, so an allowed caller passes the guard and gets 404.
  'POST /events/hosts/approve': {
    permission: 'manage_guests',
    call: (who) =>
      api.request('/v2/events/hosts/approve', {
        token: who?.auth.idToken,
        json: { eventId, userId: guest.user.id },
      }),
  },
  'POST /events/hosts/deny': {
    permission: 'manage_guests',
    served: [404],
    call: (who) =>
      api.request('/v2/events/hosts/deny', {
        token: who?.auth.idToken,
        json: { eventId, userId: stranger.user.id },
      }),
  },
  'POST /events/hosts/remove': {
    permission: 'manage_guests',
    served: [404],
    call: (who) =>
      api.request('/v2/events/hosts/remove', {
        token: who?.auth.idToken,
        json: { eventId, userId: stranger.user.id },
      }),
  },
  'PATCH /events/': {
    permission: 'edit_event',
    call: (who) =>
      api.request('/v2/events/', {
        method: 'PATCH',
        token: who?.auth.idToken,
        json: { eventId, description: 'Checked by the permission test' },
      }),
  },
};

const nowSeconds = () => Math.floor(now.getTime() / 1000);

beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  const people = await Promise.all(
    ['Perm Host', 'Perm Guest', 'Perm Stranger', 'Perm Pending', 'Perm Relevelled'].map((name) =>
      api.createUser({ name }),
    ),
  );
  [host, guest, stranger, pending, relevelled] = people as [Person, Person, Person, Person, Person];
  for (const level of COHOST_PRIVILEGES) {
    cohosts[level] = await api.createUser({ name: `Perm ${level}` });
  }
  const created = await createTicketedEvent(api, host.user.id, [], { type: 'simpleRsvp', now });
  eventId = created.eventId;
  const invite = async (who: Person, privilege: CohostPrivilege, accept: boolean) => {
    const res = await api.request('/v2/events/invitations/', {
      token: host.auth.idToken,
      json: { eventId, userId: who.user.id, privilege },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.invitation.privilege).toBe(privilege);
    if (!accept) return;
    const accepted = await api.request('/v2/events/invitations/accept', {
      method: 'PATCH',
      token: who.auth.idToken,
      json: { eventId },
    });
    expect(accepted.body.data.invitation).toMatchObject({ status: 'accepted', privilege });
  };
  for (const level of COHOST_PRIVILEGES) await invite(cohosts[level], level, true);
  await invite(pending, 'cohost', false);
  await invite(relevelled, 'viewer', true);
  const rsvp = await api.request('/v2/checkout/initiate', {
    token: guest.auth.idToken,
    json: { eventId, items: [{ ticketTypeId: created.ticketTypeIds[0], quantity: 1 }] },
  });
  expect(rsvp.status).toBe(201);
});
afterAll(() => api?.close());

describe('route × level', () => {
  it('covers every host call in the contract', () => {
    const hostCalls = (Object.keys(contract) as EndpointName[]).filter(
      (name) =>
        /^(GET|POST|PATCH|PUT|DELETE) \/events\/(hosts\/|guests)/.test(name) ||
        name === 'POST /events/invitations/' ||
        name === 'PATCH /events/',
    );
    expect(Object.keys(HOST_CALLS).sort()).toEqual(hostCalls.sort());
  });

  for (const [name, { permission, call, served }] of Object.entries(HOST_CALLS)) {
    describe(name, () => {
      it('401 for a visitor; 403 for a stranger, a guest and a pending co-host', async () => {
        expect((await call(null)).status).toBe(401);
        for (const who of [stranger, guest, pending]) {
          const res = await call(who);
          expect(res.status, `${who.user.name}`).toBe(403);
          expect(res.body.error.code).toBe('forbidden');
        }
      });

      const levels: HostLevel[] = ['host', ...COHOST_PRIVILEGES];
      for (const level of levels) {
        const allowed = levelAllows(level, permission);
        it(`${allowed ? 'serves' : 'refuses (403)'} the ${level === 'host' ? 'host' : `${level} level`}`, async () => {
          const res = await call(level === 'host' ? host : cohosts[level]);
          if (allowed) {
            expect(served ?? [200, 201], JSON.stringify(res.body)).toContain(res.status);
          } else {
            expect(res.status).toBe(403);
            expect(res.body.error.message).toBe(HOST_PERMISSION_REFUSALS[permission]);
          }
        });
      }
    });
  }

  it('tells each caller their level and permissions on the dashboard', async () => {
    for (const level of COHOST_PRIVILEGES) {
      const res = await api.request(`/v2/events/hosts/dashboard?eventId=${eventId}`, {
        token: cohosts[level].auth.idToken,
      });
      if (!levelAllows(level, 'view_dashboard')) continue;
      expect(res.body.data.access).toEqual({
        level,
        permissions: [...HOST_PERMISSION_TABLE[level]],
      });
    }
    const own = await api.request(`/v2/events/hosts/dashboard?eventId=${eventId}`, {
      token: host.auth.idToken,
    });
    expect(own.body.data.access.level).toBe('host');
  });

  it('a level change takes effect at once, and the host cannot be given a level', async () => {
    const door = cohosts.door;
    const blastAsDoor = HOST_CALLS['POST /events/hosts/text-blast']!.call;
    expect((await blastAsDoor(door)).status).toBe(403);
    const up = await api.request('/v2/events/invitations', {
      token: host.auth.idToken,
      json: { eventId, userId: door.user.id, privilege: 'cohost' },
    });
    expect(up.status).toBe(201);
    expect(up.body.data.invitation).toEqual({
      eventId,
      userId: door.user.id,
      status: 'accepted',
      privilege: 'cohost',
    });
    expect((await blastAsDoor(door)).status).toBe(201);
    await api.request('/v2/events/invitations', {
      token: host.auth.idToken,
      json: { eventId, userId: door.user.id, privilege: 'door' },
    });
    expect((await blastAsDoor(door)).status).toBe(403);
    const organizers = await api.request(`/v2/events/organizers?eventId=${eventId}`);
    expect(
      organizers.body.data.organizers.find(
        (o: { user: { id: string } }) => o.user.id === door.user.id,
      ),
    ).toMatchObject({ role: 'cohost', privilege: 'door' });

    const hostLevel = await api.request('/v2/events/invitations', {
      token: cohosts.cohost.auth.idToken,
      json: { eventId, userId: host.user.id, privilege: 'viewer' },
    });
    expect(hostLevel.status).toBe(409);
    const bad = await api.request('/v2/events/invitations', {
      token: host.auth.idToken,
      json: { eventId, userId: door.user.id, privilege: 'admin' },
    });
    expect(bad.status).toBe(400);
  });
});
