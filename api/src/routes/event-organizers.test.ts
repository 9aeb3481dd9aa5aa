import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let host: Person;
let invitee: Person;
let stranger: Person;
let eventId: string;

beforeAll(async () => {
  api = await startTestApi();
  [host, invitee, stranger] = await Promise.all([
    api.createUser({ name: 'Main Host' }),
    api.createUser({ name: 'Invited Helper' }),
    api.createUser({ name: 'Random Person' }),
  ]);
  const created = await api.request('/v2/events/', {
    token: host.auth.idToken,
    json: {
      name: 'Team Event',
      startTime: Math.floor(Date.now() / 1000) + 86_400,
      timeZone: 'UTC',
    },
  });
  eventId = created.body.data.event.id;
});
afterAll(() => api?.close());

const invite = (who: Person, userId: string) =>
  api.request('/v2/events/invitations/', { json: { eventId, userId }, token: who.auth.idToken });
const answer = (who: Person, verb: 'accept' | 'decline') =>
  api.request(`/v2/events/invitations/${verb}`, {
    method: 'PATCH',
    json: { eventId },
    token: who.auth.idToken,
  });
const organizers = async () =>
  (await api.request(`/v2/events/organizers?eventId=${eventId}`)).body.data.organizers.map(
    (o: { role: string; user: { name: string } }) => `${o.role}:${o.user.name}`,
  );
const rename = (who: Person, name: string) =>
  api.request('/v2/events/', { method: 'PATCH', json: { eventId, name }, token: who.auth.idToken });

describe('co-host invitations', () => {
  it('lists the host alone at first', async () => {
    expect(await organizers()).toEqual(['host:Main Host']);
  });

  it('refuses invitations from non-organizers and to unknown people', async () => {
    const fromStranger = await invite(stranger, invitee.user.id);
    expect(fromStranger.status).toBe(403);
    const unknown = await invite(host, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No user with that id');
    const self = await invite(host, host.user.id);
    expect(self.status).toBe(409);
  });

  it('needs an invitation to accept', async () => {
    const res = await answer(stranger, 'accept');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('You have no invitation to organize this event');
  });

  it('a pending invitee is not an organizer yet; accepting makes them one', async () => {
    const res = await invite(host, invitee.user.id);
    expect(res.status).toBe(201);
    expect(res.body.data.invitation).toEqual({
      eventId,
      userId: invitee.user.id,
      status: 'pending',
      privilege: 'cohost',
    });
    expect((await rename(invitee, 'Too early')).status).toBe(403);
    expect(await organizers()).toEqual(['host:Main Host']);

    const accepted = await answer(invitee, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.invitation.status).toBe('accepted');
    expect((await answer(invitee, 'accept')).status).toBe(200);
    expect(await organizers()).toEqual(['host:Main Host', 'cohost:Invited Helper']);
    expect((await rename(invitee, 'Edited by the co-host')).status).toBe(200);
    // An accepted co-host can invite too, and cannot be invited again.
    expect((await invite(invitee, stranger.user.id)).status).toBe(201);
    expect((await invite(host, invitee.user.id)).status).toBe(409);
    expect((await answer(invitee, 'decline')).status).toBe(409);
  });

  it('declining keeps someone out until they are invited again', async () => {
    const declined = await answer(stranger, 'decline');
    expect(declined.body.data.invitation.status).toBe('declined');
    expect((await answer(stranger, 'accept')).status).toBe(409);
    expect((await invite(host, stranger.user.id)).status).toBe(201);
    expect((await answer(stranger, 'accept')).body.data.invitation.status).toBe('accepted');
    expect(await organizers()).toEqual([
      'host:Main Host',
      'cohost:Invited Helper',
      'cohost:Random Person',
    ]);
  });

  it('answers 404 for organizers of an unknown event and 400 without an eventId', async () => {
    const unknown = await api.request('/v2/events/organizers?eventId=nope');
    expect(unknown.status).toBe(404);
    const missing = await api.request('/v2/events/organizers');
    expect(missing.status).toBe(400);
  });
});
