/**
 * Letting a denied or removed guest back in (`POST /events/hosts/readmit`) over HTTP: a free guest
 * gets a new valid pass at once (the door admits it, the old one stays refused), a paid guest may
 * buy again (and pays again), the same call again changes nothing, and who may call it (visitor,
 * stranger, guest, each co-host level, host). Refused when no seat is left, for someone who was
 * neither denied nor removed, and on a cancelled event.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COHOST_PRIVILEGES, levelAllows, type CohostPrivilege } from 'contract';
import { buyAndPay } from '../../test/refund-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { notifications } from '../db/schema-social';
import { orders, passes } from '../db/schema-ticketing';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

let api: TestApi;
let host: Person;
let stranger: Person;
const cohosts = {} as Record<CohostPrivilege, Person>;

beforeAll(async () => {
  api = await startTestApi({ ticketing: { cancellationSweepMs: 0 } });
  host = await api.createUser({ name: 'Door Host' });
  stranger = await api.createUser({ name: 'Door Stranger' });
  for (const level of COHOST_PRIVILEGES) {
    cohosts[level] = await api.createUser({ name: `Door ${level}` });
  }
});
afterAll(() => api?.close());

async function event(
  types = [paidType({ name: 'Free', priceCents: 0, maxPerOrder: 1 })],
  requiresApproval = false,
) {
  const created = await createTicketedEvent(api, host.user.id, types, { requiresApproval });
  for (const level of COHOST_PRIVILEGES) {
    await api.request('/v2/events/invitations/', {
      token: host.auth.idToken,
      json: { eventId: created.eventId, userId: cohosts[level].user.id, privilege: level },
    });
    await api.request('/v2/events/invitations/accept', {
      method: 'PATCH',
      token: cohosts[level].auth.idToken,
      json: { eventId: created.eventId },
    });
  }
  return created;
}

const act = (action: string, who: Person | null, eventId: string, userId: string) =>
  api.request(`/v2/events/hosts/${action}`, {
    token: who?.auth.idToken,
    json: { eventId, userId },
  });
const rsvp = (who: Person, eventId: string, ticketTypeId: string) =>
  api.request('/v2/checkout/initiate', {
    token: who.auth.idToken,
    json: { eventId, items: [{ ticketTypeId, quantity: 1 }] },
  });
const passesOf = (who: Person, eventId: string) =>
  api.database.db
    .select()
    .from(passes)
    .where(and(eq(passes.eventId, eventId), eq(passes.holderId, who.user.id)));

describe('letting a guest back in', () => {
  it('a removed free guest gets a new pass; the door admits it and still refuses the old one', async () => {
    const { eventId, ticketTypeIds } = await event();
    const guest = await api.createUser({ name: 'Mis-tapped Guest' });
    const first = await rsvp(guest, eventId, ticketTypeIds[0]!);
    const oldPass = first.body.data.passes[0];
    expect((await act('remove', host, eventId, guest.user.id)).status).toBe(200);
    expect((await rsvp(guest, eventId, ticketTypeIds[0]!)).body.error.details).toEqual({
      reason: 'turned_away',
    });

    const back = await act('readmit', cohosts.cohost, eventId, guest.user.id);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ status: 'going', changedPasses: 2 });
    const held = await passesOf(guest, eventId);
    expect(held.map((p) => p.status).sort()).toEqual(['cancelled', 'valid']);
    const fresh = held.find((p) => p.status === 'valid')!;
    const scan = (qrToken: string, nonce: string) =>
      api.request('/v2/events/hosts/scan', {
        token: cohosts.door.auth.idToken,
        json: { eventId, qrToken, nonce },
      });
    expect((await scan(fresh.qrToken, 'readmit-nonce-1')).body.data.result).toBe('admitted');
    expect((await scan(oldPass.qrToken, 'readmit-nonce-2')).body.data).toMatchObject({
      result: 'refused',
      reason: 'cancelled',
    });
    const again = await act('readmit', host, eventId, guest.user.id);
    expect(again.body.data).toMatchObject({ status: 'going', changedPasses: 0 });
    const told = await api.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, guest.user.id));
    expect(told.filter((t) => t.kind === 'guest_readmitted')).toHaveLength(1);
  });

  it('a denied free request is let in too (no second approval)', async () => {
    const { eventId, ticketTypeIds } = await event(undefined, true);
    const guest = await api.createUser({ name: 'Denied Guest' });
    await rsvp(guest, eventId, ticketTypeIds[0]!);
    expect((await act('deny', host, eventId, guest.user.id)).status).toBe(200);
    const back = await act('readmit', host, eventId, guest.user.id);
    expect(back.body.data.status).toBe('going');
    expect((await passesOf(guest, eventId)).map((p) => p.status).sort()).toEqual([
      'cancelled',
      'valid',
    ]);
  });

  it('a removed paid guest may buy again, and pays again', async () => {
    const { eventId, ticketTypeIds } = await event([paidType({ priceCents: 1500 })]);
    const guest = await api.createUser({ name: 'Paid Again' });
    await buyAndPay(api, guest, eventId, ticketTypeIds[0]!);
    expect((await act('remove', host, eventId, guest.user.id)).body.data.refundedCents).toBe(1595);
    const back = await act('readmit', host, eventId, guest.user.id);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ status: 'cancelled', changedPasses: 1 });
    expect(back.body.data.message).toBe('Let back in: they can buy a ticket again');
    const { orderId } = await buyAndPay(api, guest, eventId, ticketTypeIds[0]!);
    const [order] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'completed', totalCents: 1595 });
  });

  it('no seat left: 409 and nothing changes', async () => {
    const { eventId, ticketTypeIds } = await event([
      paidType({ name: 'Tiny', priceCents: 0, capacity: 1, maxPerOrder: 1 }),
    ]);
    const guest = await api.createUser({ name: 'Seat Lost' });
    const other = await api.createUser({ name: 'Seat Taker' });
    await rsvp(guest, eventId, ticketTypeIds[0]!);
    await act('remove', host, eventId, guest.user.id);
    expect((await rsvp(other, eventId, ticketTypeIds[0]!)).status).toBe(201);
    const res = await act('readmit', host, eventId, guest.user.id);
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual({ reason: 'sold_out' });
    expect((await passesOf(guest, eventId)).map((p) => p.status)).toEqual(['removed']);
  });

  it('refuses someone neither denied nor removed (409), nobody (404) and a cancelled event (409)', async () => {
    const { eventId, ticketTypeIds } = await event();
    const going = await api.createUser({ name: 'Already In' });
    const waiting = await api.createUser({ name: 'Left Guest' });
    await rsvp(going, eventId, ticketTypeIds[0]!);
    await rsvp(waiting, eventId, ticketTypeIds[0]!);
    expect((await act('readmit', host, eventId, going.user.id)).body.data.changedPasses).toBe(0);
    await api.request(`/v2/events/leave?eventId=${eventId}`, {
      method: 'DELETE',
      token: waiting.auth.idToken,
    });
    expect((await act('readmit', host, eventId, waiting.user.id)).status).toBe(409);
    expect((await act('readmit', host, eventId, stranger.user.id)).status).toBe(404);
    const removed = await api.createUser({ name: 'Removed Then Cancelled' });
    await rsvp(removed, eventId, ticketTypeIds[0]!);
    await act('remove', host, eventId, removed.user.id);
    const cancelled = await api.request('/v2/events/hosts/cancel', {
      token: host.auth.idToken,
      json: { eventId, message: 'Off' },
    });
    expect(cancelled.status).toBe(200);
    expect((await act('readmit', host, eventId, removed.user.id)).status).toBe(409);
  });

  it('who may: 401 visitor, 403 stranger and guest, each co-host level by manage_guests, host', async () => {
    const { eventId, ticketTypeIds } = await event();
    const guest = await api.createUser({ name: 'Role Guest' });
    await rsvp(guest, eventId, ticketTypeIds[0]!);
    const turned = async () => {
      const who = await api.createUser({ name: 'Turned' });
      await rsvp(who, eventId, ticketTypeIds[0]!);
      await act('remove', host, eventId, who.user.id);
      return who;
    };
    const target = await turned();
    expect((await act('readmit', null, eventId, target.user.id)).status).toBe(401);
    for (const who of [stranger, guest]) {
      const res = await act('readmit', who, eventId, target.user.id);
      expect(res.status).toBe(403);
    }
    for (const level of COHOST_PRIVILEGES) {
      const each = await turned();
      const res = await act('readmit', cohosts[level], eventId, each.user.id);
      expect(res.status, level).toBe(levelAllows(level, 'manage_guests') ? 200 : 403);
    }
    expect((await act('readmit', host, eventId, target.user.id)).status).toBe(200);
    for (const json of [{ eventId }, { eventId, userId: 5 }, { eventId, userId: 'x', more: 1 }]) {
      const res = await api.request('/v2/events/hosts/readmit', { token: host.auth.idToken, json });
      expect(res.status).toBe(400);
    }
  });
});
