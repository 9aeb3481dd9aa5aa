import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLikes, eventOrganizers, events, users } from '../db/schema';
import {
  friendRequests,
  friendships,
  notificationPreferences,
  notifications,
} from '../db/schema-social';
import { orders, passes } from '../db/schema-ticketing';
import { giveTicket } from '../../test/ticket-fixtures';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const freeType = () => paidType({ name: 'RSVP', priceCents: 0 });

describe('GET /v2/users/username/exists', () => {
  it('answers for a visitor, the owner and another user alike, case-insensitively', async () => {
    const owner = await api.createUser({ name: 'Name Owner', username: 'taken_name' });
    const stranger = await api.createUser({ name: 'Someone Else' });
    for (const token of [undefined, owner.auth.idToken, stranger.auth.idToken]) {
      const taken = await api.request('/v2/users/username/exists?username=Taken_Name', { token });
      expect(taken.status).toBe(200);
      expect(taken.body).toEqual({ data: { exists: true } });
      const free = await api.request('/v2/users/username/exists?username=nobody_has_this', {
        token,
      });
      expect(free.body).toEqual({ data: { exists: false } });
    }
  });

  it('refuses a missing or absurdly long username with a 400', async () => {
    const missing = await api.request('/v2/users/username/exists');
    expect(missing.status).toBe(400);
    const long = await api.request(`/v2/users/username/exists?username=${'a'.repeat(60)}`);
    expect(long.status).toBe(400);
  });
});

describe('GET /v2/users/instagram', () => {
  it("says whether another person's profile has the handle, never counting the caller's own", async () => {
    const owner = await api.createUser({ name: 'Insta Owner', instagram: '@Party.Gram' });
    const stranger = await api.createUser({ name: 'Insta Stranger' });
    const visitor = await api.request('/v2/users/instagram?instagram=%40party.gram');
    expect(visitor.body).toEqual({ data: { taken: true } });
    const other = await api.request('/v2/users/instagram?instagram=PARTY.GRAM', {
      token: stranger.auth.idToken,
    });
    expect(other.body).toEqual({ data: { taken: true } });
    const self = await api.request('/v2/users/instagram?instagram=party.gram', {
      token: owner.auth.idToken,
    });
    expect(self.body).toEqual({ data: { taken: false } });
    const free = await api.request('/v2/users/instagram?instagram=free.handle');
    expect(free.body).toEqual({ data: { taken: false } });
  });
});

describe('DELETE /v2/users/', () => {
  const del = (token?: string) => api.request('/v2/users/', { method: 'DELETE', token });

  it('refuses a visitor (401) and a signed-in person without an account (404)', async () => {
    expect((await del()).status).toBe(401);
    const auth = await api.signIn();
    const res = await del(auth.idToken);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('user_not_found');
  });

  it('removes likes, co-host rows, free passes and upcoming free events, keeps money records, and anonymises the row', async () => {
    const db = api.database.db;
    const me = await api.createUser({ name: 'Leaving Soon', instagram: 'leaving', bio: 'Bye' });
    const host = await api.createUser({ name: 'Other Host' });
    const guest = await api.createUser({ name: 'Guest Of Mine' });
    const other = await createTicketedEvent(api, host.user.id, [freeType(), paidType()]);
    const mine = await createTicketedEvent(api, me.user.id, [freeType()]);
    await db.insert(eventLikes).values({ eventId: other.eventId, userId: me.user.id });
    await db
      .insert(eventOrganizers)
      .values({ eventId: other.eventId, userId: me.user.id, status: 'accepted' });
    const free = await giveTicket(db, { eventId: other.eventId, holderId: me.user.id });
    const paid = await giveTicket(db, {
      eventId: other.eventId,
      holderId: me.user.id,
      priceCents: 2500,
    });
    await giveTicket(db, { eventId: mine.eventId, holderId: guest.user.id });

    const res = await del(me.auth.idToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { deleted: true } });

    const [row] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({
      name: 'Deleted user',
      phone: '',
      bio: null,
      instagram: null,
      firebaseUid: `deleted:${me.user.id}`,
    });
    expect(await db.select().from(eventLikes).where(eq(eventLikes.userId, me.user.id))).toEqual([]);
    expect(
      await db.select().from(eventOrganizers).where(eq(eventOrganizers.userId, me.user.id)),
    ).toEqual([]);
    const [freePass] = await db.select().from(passes).where(eq(passes.id, free.passId));
    expect(freePass?.status).toBe('cancelled');
    const [paidPass] = await db.select().from(passes).where(eq(passes.id, paid.passId));
    expect(paidPass?.status).toBe('valid');
    const [paidOrder] = await db.select().from(orders).where(eq(orders.id, paid.orderId));
    expect(paidOrder?.status).toBe('completed');
    expect(await db.select().from(events).where(eq(events.id, mine.eventId))).toEqual([]);
    // The other host's event stays.
    expect(await db.select().from(events).where(eq(events.id, other.eventId))).toHaveLength(1);

    // The Firebase user is deleted too, so the old token stops working; the profile is gone for
    // everyone.
    const again = await api.request('/v2/users/', { token: me.auth.idToken });
    expect(again.status).toBe(401);
    const profile = await api.request(`/v2/users/?userId=${me.user.id}`, {
      token: host.auth.idToken,
    });
    expect(profile.status).toBe(404);
    // Search no longer finds the person by their old name, nor as "Deleted user".
    for (const query of ['leaving', 'deleted']) {
      const found = await api.request(`/v2/search?query=${query}&type=user`);
      expect(found.status).toBe(200);
      expect(found.body.data.users.map((u: { id: string }) => u.id)).not.toContain(me.user.id);
    }
  });

  it('removes the friendships, friend requests, notifications and notification preferences of the deleted account', async () => {
    const me = await api.createUser({ name: 'Friendly Leaver' });
    const friend = await api.createUser({ name: 'Old Friend' });
    const asker = await api.createUser({ name: 'Late Asker' });
    const ask = (from: typeof me, to: typeof me) =>
      api.request('/v2/friends/requests', {
        token: from.auth.idToken,
        json: { receiverUserId: to.user.id },
      });
    expect((await ask(me, friend)).status).toBeLessThan(300);
    expect((await ask(friend, me)).status).toBeLessThan(300); // Asking back accepts.
    expect((await ask(asker, me)).status).toBeLessThan(300);
    const db = api.database.db;
    const mine = (id: string) => ({
      friendships: db
        .select()
        .from(friendships)
        .where(or(eq(friendships.userLow, id), eq(friendships.userHigh, id))),
      requests: db
        .select()
        .from(friendRequests)
        .where(or(eq(friendRequests.senderId, id), eq(friendRequests.receiverId, id))),
      notifications: db
        .select()
        .from(notifications)
        .where(or(eq(notifications.userId, id), eq(notifications.actorId, id))),
      preferences: db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, id)),
    });
    // The control: before deleting, the account has one of each.
    expect(await mine(me.user.id).friendships).toHaveLength(1);
    expect(await mine(me.user.id).requests).toHaveLength(1);
    expect((await mine(me.user.id).notifications).length).toBeGreaterThan(0);
    const quiet = await api.request('/v2/users/notifications/preferences', {
      method: 'PATCH',
      token: me.auth.idToken,
      json: { messages: false },
    });
    expect(quiet.status).toBe(200);
    expect(await mine(me.user.id).preferences).toHaveLength(1);

    expect((await del(me.auth.idToken)).status).toBe(200);
    expect(await mine(me.user.id).friendships).toEqual([]);
    expect(await mine(me.user.id).requests).toEqual([]);
    expect(await mine(me.user.id).notifications).toEqual([]);
    expect(await mine(me.user.id).preferences).toEqual([]);
    const friends = await api.request('/v2/users/friends', { token: friend.auth.idToken });
    expect(friends.body.data.friends).toEqual([]);
  });

  it('refuses with 409 while the caller hosts an upcoming event with paid tickets, and changes nothing', async () => {
    const db = api.database.db;
    const me = await api.createUser({ name: 'Paid Host' });
    const buyer = await api.createUser({ name: 'Paying Buyer' });
    const liked = await createTicketedEvent(api, buyer.user.id, [freeType()]);
    await db.insert(eventLikes).values({ eventId: liked.eventId, userId: me.user.id });
    const mine = await createTicketedEvent(api, me.user.id, [paidType()]);
    await giveTicket(db, { eventId: mine.eventId, holderId: buyer.user.id, priceCents: 2500 });

    const res = await del(me.auth.idToken);
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual({ reason: 'hosts_paid_event' });
    expect(res.body.error.message).toMatch(/paid for/);
    const [row] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.name).toBe('Paid Host');
    expect(
      await db.select().from(eventLikes).where(eq(eventLikes.userId, me.user.id)),
    ).toHaveLength(1);
    // Another user's call does not touch this account either.
    const stranger = await api.createUser({ name: 'Bystander' });
    expect((await del(stranger.auth.idToken)).status).toBe(200);
    expect((await api.request('/v2/users/', { token: me.auth.idToken })).status).toBe(200);
  });

  it('refuses with 409 while the caller has an unpaid checkout hold', async () => {
    const db = api.database.db;
    const me = await api.createUser({ name: 'Mid Checkout' });
    const host = await api.createUser({ name: 'Seller' });
    const event = await createTicketedEvent(api, host.user.id, [paidType()]);
    await db.insert(orders).values({
      eventId: event.eventId,
      buyerId: me.user.id,
      status: 'pending',
      provider: 'sandbox',
      subtotalCents: 2500,
      feeCents: 0,
      totalCents: 2500,
      expiresAt: new Date(Date.now() + 10 * 60_000),
    });
    const res = await del(me.auth.idToken);
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual({ reason: 'pending_payment' });
  });
});
