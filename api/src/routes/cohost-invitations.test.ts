/**
 * Co-hosting end to end over HTTP: the host lists and withdraws pending invitations, the invitee
 * reads their own invitation, a co-host steps down. Each call is made by every kind of caller
 * (visitor, stranger, guest, each co-host level, the host); `route-role-matrix.test.ts` checks the
 * status of each, this file what each answer does.
 */
import { COHOST_PRIVILEGES, levelAllows, type CohostPrivilege } from 'contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

const now = new Date();
let api: TestApi;
let host: Person;
let guest: Person;
let stranger: Person;
let invitee: Person;
const cohosts = {} as Record<CohostPrivilege, Person>;
let eventId: string;

const as = (who: Person | null, path: string, method = 'GET', json?: unknown) =>
  api.request(path, { method, token: who?.auth.idToken, json });

const invite = (by: Person, who: Person, privilege: CohostPrivilege = 'cohost') =>
  as(by, '/v2/events/invitations/', 'POST', { eventId, userId: who.user.id, privilege });

const pendingIds = async () => {
  const res = await as(host, `/v2/events/invitations/?eventId=${eventId}`);
  expect(res.status).toBe(200);
  return (res.body.data.invitations as { user: { id: string } }[]).map((i) => i.user.id);
};

beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  const people = await Promise.all(
    ['Co Host', 'Co Guest', 'Co Stranger', 'Co Invitee'].map((name) => api.createUser({ name })),
  );
  [host, guest, stranger, invitee] = people as [Person, Person, Person, Person];
  for (const level of COHOST_PRIVILEGES) {
    cohosts[level] = await api.createUser({ name: `Co ${level}` });
  }
  const created = await createTicketedEvent(api, host.user.id, [], { type: 'simpleRsvp', now });
  eventId = created.eventId;
  for (const level of COHOST_PRIVILEGES) {
    expect((await invite(host, cohosts[level], level)).status).toBe(201);
    const accepted = await as(cohosts[level], '/v2/events/invitations/accept', 'PATCH', {
      eventId,
    });
    expect(accepted.status).toBe(200);
  }
  const rsvp = await as(guest, '/v2/checkout/initiate', 'POST', {
    eventId,
    items: [{ ticketTypeId: created.ticketTypeIds[0], quantity: 1 }],
  });
  expect(rsvp.status).toBe(201);
});
afterAll(() => api?.close());

describe('pending invitations and withdrawing one', () => {
  it('lists a pending invitation with its level, and not accepted co-hosts', async () => {
    expect((await invite(host, invitee, 'door')).status).toBe(201);
    const res = await as(host, `/v2/events/invitations/?eventId=${eventId}`);
    expect(res.body.data.invitations).toEqual([
      {
        user: expect.objectContaining({ id: invitee.user.id, name: 'Co Invitee' }),
        privilege: 'door',
        invitedAt: expect.any(String),
      },
    ]);
    // Never a phone number.
    expect(JSON.stringify(res.body)).not.toContain('phone');
  });

  it('is refused to every caller without manage_cohosts, and served to those with it', async () => {
    const callers: [string, Person | null, number][] = [
      ['visitor', null, 401],
      ['stranger', stranger, 403],
      ['guest', guest, 403],
      ['invitee', invitee, 403],
      ...COHOST_PRIVILEGES.map(
        (level) =>
          [level, cohosts[level], levelAllows(level, 'manage_cohosts') ? 200 : 403] as [
            string,
            Person,
            number,
          ],
      ),
      ['host', host, 200],
    ];
    for (const [role, who, status] of callers) {
      const list = await as(who, `/v2/events/invitations/?eventId=${eventId}`);
      expect(list.status, `list as ${role}`).toBe(status);
      const withdraw = await as(
        who,
        `/v2/events/invitations/?eventId=${eventId}&userId=${invitee.user.id}`,
        'DELETE',
      );
      // A served withdrawal is checked below; here only the refusals are, so the invitation stays.
      if (status !== 200) expect(withdraw.status, `withdraw as ${role}`).toBe(status);
      else {
        expect(withdraw.status, `withdraw as ${role}`).toBe(200);
        expect((await invite(host, invitee, 'door')).status).toBe(201);
      }
    }
    expect(await pendingIds()).toEqual([invitee.user.id]);
  });

  it('withdrawing removes the invitation and its notification; answering it is then a 404', async () => {
    const notes = async () => {
      const res = await as(invitee, '/v2/users/notifications');
      return (res.body.data.notifications as { kind: string; event?: { id: string } }[]).filter(
        (n) => n.kind === 'cohost_invitation',
      );
    };
    expect((await notes()).length).toBeGreaterThan(0);
    const mine = await as(invitee, `/v2/events/invitations/mine?eventId=${eventId}`);
    expect(mine.body.data.invitation).toMatchObject({ status: 'pending', privilege: 'door' });

    const res = await as(
      host,
      `/v2/events/invitations/?eventId=${eventId}&userId=${invitee.user.id}`,
      'DELETE',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ withdrawn: true });
    expect(await pendingIds()).toEqual([]);
    expect(await notes()).toEqual([]);
    const after = await as(invitee, `/v2/events/invitations/mine?eventId=${eventId}`);
    expect(after.body.data.invitation).toBeNull();
    const accept = await as(invitee, '/v2/events/invitations/accept', 'PATCH', { eventId });
    expect(accept.status).toBe(404);
    const again = await as(
      host,
      `/v2/events/invitations/?eventId=${eventId}&userId=${invitee.user.id}`,
      'DELETE',
    );
    expect(again.status).toBe(404);
  });

  it('an accepted co-host is not withdrawn as an invitation', async () => {
    const res = await as(
      host,
      `/v2/events/invitations/?eventId=${eventId}&userId=${cohosts.viewer.user.id}`,
      'DELETE',
    );
    expect(res.status).toBe(404);
  });
});

describe('stepping down', () => {
  it('the host cannot step down; a stranger, a guest and a pending invitee have nothing to leave', async () => {
    expect(
      (await as(null, `/v2/events/invitations/mine?eventId=${eventId}`, 'DELETE')).status,
    ).toBe(401);
    const hostTry = await as(host, `/v2/events/invitations/mine?eventId=${eventId}`, 'DELETE');
    expect(hostTry.status).toBe(409);
    for (const who of [stranger, guest]) {
      const res = await as(who, `/v2/events/invitations/mine?eventId=${eventId}`, 'DELETE');
      expect(res.status).toBe(404);
    }
    expect((await invite(host, invitee)).status).toBe(201);
    const pendingTry = await as(
      invitee,
      `/v2/events/invitations/mine?eventId=${eventId}`,
      'DELETE',
    );
    expect(pendingTry.status).toBe(404);
    expect(await pendingIds()).toEqual([invitee.user.id]);
  });

  it('each co-host level steps down and loses the dashboard at once', async () => {
    for (const level of COHOST_PRIVILEGES) {
      const who = cohosts[level];
      const dashboard = () => as(who, `/v2/events/hosts/dashboard?eventId=${eventId}`);
      expect((await dashboard()).status, level).toBe(200);
      const res = await as(who, `/v2/events/invitations/mine?eventId=${eventId}`, 'DELETE');
      expect(res.status, level).toBe(200);
      expect(res.body.data).toEqual({ steppedDown: true });
      expect((await dashboard()).status, level).toBe(403);
      const mine = await as(who, `/v2/events/invitations/mine?eventId=${eventId}`);
      expect(mine.body.data.invitation).toBeNull();
      const twice = await as(who, `/v2/events/invitations/mine?eventId=${eventId}`, 'DELETE');
      expect(twice.status, level).toBe(404);
    }
    const organizers = await as(null, `/v2/events/organizers?eventId=${eventId}`);
    expect(organizers.body.data.organizers).toEqual([
      expect.objectContaining({
        role: 'host',
        user: expect.objectContaining({ id: host.user.id }),
      }),
    ]);
  });

  it('an unknown event is a 404', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await as(stranger, `/v2/events/invitations/mine?eventId=${missing}`, 'DELETE');
    expect(res.status).toBe(404);
    const read = await as(stranger, `/v2/events/invitations/mine?eventId=${missing}`);
    expect(read.status).toBe(404);
  });
});
