/** numFriends and the order of attendees on event answers come from real friendships. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let viewer: Person;
let eventId: string;

const befriend = async (a: Person, b: Person) => {
  await api.request('/v2/friends/requests', {
    json: { receiverUserId: b.user.id },
    token: a.auth.idToken,
  });
  await api.request('/v2/friends/requests/accept', {
    method: 'PATCH',
    json: { senderUserId: a.user.id },
    token: b.auth.idToken,
  });
};

beforeAll(async () => {
  api = await startTestApi();
  const host = await api.createUser({ name: 'Hal Host' });
  viewer = await api.createUser({ name: 'Vic Viewer' });
  const rsvp = await createTicketedEvent(api, host.user.id, [], { type: 'simpleRsvp' });
  eventId = rsvp.eventId;
  // Strangers RSVP first, then the viewer's friends: friends must still be named first.
  const going: Person[] = [];
  for (const name of ['Sam Stranger', 'Sue Stranger', 'Fay Friend', 'Flo Friend']) {
    const person = await api.createUser({ name });
    const res = await api.request('/v2/checkout/initiate', {
      token: person.auth.idToken,
      json: { eventId, items: [{ ticketTypeId: rsvp.ticketTypeIds[0], quantity: 1 }] },
    });
    expect(res.status).toBe(201);
    going.push(person);
  }
  await befriend(viewer, going[2]!);
  await befriend(going[3]!, viewer);
  // A pending request is not a friendship.
  await api.request('/v2/friends/requests', {
    json: { receiverUserId: going[0]!.user.id },
    token: viewer.auth.idToken,
  });
});
afterAll(() => api?.close());

const names = (event: { attendees: { name: string }[] }) => event.attendees.map((a) => a.name);

describe('friends going', () => {
  it("counts the caller's friends and names them first", async () => {
    const res = await api.request(`/v2/events/?eventId=${eventId}`, { token: viewer.auth.idToken });
    const { event } = res.body.data;
    expect(event.numGoing).toBe(4);
    expect(event.numFriends).toBe(2);
    expect(names(event)).toEqual(['Fay Friend', 'Flo Friend', 'Sam Stranger', 'Sue Stranger']);
  });

  it('is null for a visitor, who sees attendees in the order they RSVPed', async () => {
    const { event } = (await api.request(`/v2/events/?eventId=${eventId}`)).body.data;
    expect(event.numFriends).toBeNull();
    expect(names(event)).toEqual(['Sam Stranger', 'Sue Stranger', 'Fay Friend', 'Flo Friend']);
  });

  it('is on feed answers too, and left out with the computed fields', async () => {
    const feed = await api.request('/v2/events/feed', { token: viewer.auth.idToken });
    const mine = feed.body.data.events.find((e: { id: string }) => e.id === eventId);
    expect(mine.numFriends).toBe(2);
    const fast = await api.request('/v2/events/feed', {
      token: viewer.auth.idToken,
      headers: { 'X-Exclude-Computed-Fields': 'true' },
    });
    const lean = fast.body.data.events.find((e: { id: string }) => e.id === eventId);
    expect(lean).not.toHaveProperty('numFriends');
  });

  it('drops a friend who is removed', async () => {
    const { event } = (
      await api.request(`/v2/events/?eventId=${eventId}`, { token: viewer.auth.idToken })
    ).body.data;
    const flo = event.attendees.find((a: { name: string }) => a.name === 'Flo Friend');
    await api.request(`/v2/friends/?receiverUserId=${flo.id}`, {
      method: 'DELETE',
      token: viewer.auth.idToken,
    });
    const after = (
      await api.request(`/v2/events/?eventId=${eventId}`, { token: viewer.auth.idToken })
    ).body.data.event;
    expect(after.numFriends).toBe(1);
    expect(names(after)[0]).toBe('Fay Friend');
  });
});
