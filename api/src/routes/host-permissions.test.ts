/**
 * Co-host levels beyond route × level (which `route-role-matrix.test.ts` checks for every endpoint,
 * host calls included, from HOST_PERMISSION_TABLE): the dashboard tells each caller their level and
 * permissions, and a level change takes effect at once.
 */
import {
  COHOST_PRIVILEGES,
  HOST_PERMISSION_TABLE,
  levelAllows,
  type CohostPrivilege,
} from 'contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

let now = new Date();
let api: TestApi;
let host: Person;
let guest: Person;
let pending: Person;
const cohosts = {} as Record<CohostPrivilege, Person>;
let eventId: string;

/** A text blast to the event's going guests: a call only some levels may make. */
const blastAs = (who: Person) => {
  // An hour between calls: the hourly blast limit is not what is tested here.
  now = new Date(now.getTime() + 3600_000);
  return api.request('/v2/events/hosts/text-blast', {
    token: who.auth.idToken,
    json: { eventId, message: 'Permission check', statuses: ['going'] },
  });
};

beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  const people = await Promise.all(
    ['Perm Host', 'Perm Guest', 'Perm Pending'].map((name) => api.createUser({ name })),
  );
  [host, guest, pending] = people as [Person, Person, Person];
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
  const rsvp = await api.request('/v2/checkout/initiate', {
    token: guest.auth.idToken,
    json: { eventId, items: [{ ticketTypeId: created.ticketTypeIds[0], quantity: 1 }] },
  });
  expect(rsvp.status).toBe(201);
});
afterAll(() => api?.close());

describe('co-host levels', () => {
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
    const blastAsDoor = () => blastAs(door);
    expect((await blastAsDoor()).status).toBe(403);
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
    expect((await blastAsDoor()).status).toBe(201);
    await api.request('/v2/events/invitations', {
      token: host.auth.idToken,
      json: { eventId, userId: door.user.id, privilege: 'door' },
    });
    expect((await blastAsDoor()).status).toBe(403);
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
