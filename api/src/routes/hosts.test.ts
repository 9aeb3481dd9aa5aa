/**
 * The guest list, the door scan and the dashboard over HTTP: who may call them (visitor, stranger,
 * guest, pending and accepted co-host, host), what they answer, refusals, idempotent nonces and
 * two devices scanning one pass at once.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { passCheckIns, scanLog } from '../db/schema-door';
import { passes } from '../db/schema-ticketing';
import { redeemFaults } from '../door/redeem-pass';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

let api: TestApi;
let host: Person;
let cohost: Person;
let pendingCohost: Person;
let guest: Person;
let stranger: Person;
let eventId: string;
let ticketTypeId: string;
let guestToken: string;

let nonceCounter = 0;
const nonce = () => `nonce-${Date.now()}-${++nonceCounter}`;

const rsvp = async (who: Person, event: string, typeId: string) => {
  const res = await api.request('/v2/checkout/initiate', {
    token: who.auth.idToken,
    json: { eventId: event, items: [{ ticketTypeId: typeId, quantity: 1 }] },
  });
  if (res.status !== 201) throw new Error(`RSVP failed: ${JSON.stringify(res.body)}`);
  return res.body.data.passes[0] as { id: string; qrToken: string };
};
const scan = (who: Person | null, json: Record<string, unknown>) =>
  api.request('/v2/events/hosts/scan', { token: who?.auth.idToken, json });
const guests = (who: Person | null, query = '') =>
  api.request(`/v2/events/guests?eventId=${eventId}${query}`, { token: who?.auth.idToken });
const dashboard = (who: Person | null) =>
  api.request(`/v2/events/hosts/dashboard?eventId=${eventId}`, { token: who?.auth.idToken });

beforeAll(async () => {
  api = await startTestApi();
  [host, cohost, pendingCohost, guest, stranger] = await Promise.all([
    api.createUser({ name: 'Door Host' }),
    api.createUser({ name: 'Accepted Cohost' }),
    api.createUser({ name: 'Pending Cohost' }),
    api.createUser({ name: 'Gina Guest' }),
    api.createUser({ name: 'Random Stranger' }),
  ]);
  const created = await createTicketedEvent(api, host.user.id, [], {
    type: 'simpleRsvp',
    name: 'Door Party',
  });
  eventId = created.eventId;
  ticketTypeId = created.ticketTypeIds[0]!;
  for (const who of [cohost, pendingCohost]) {
    const invited = await api.request('/v2/events/invitations/', {
      token: host.auth.idToken,
      json: { eventId, userId: who.user.id },
    });
    expect(invited.status).toBe(201);
  }
  const accepted = await api.request('/v2/events/invitations/accept', {
    method: 'PATCH',
    token: cohost.auth.idToken,
    json: { eventId },
  });
  expect(accepted.status).toBe(200);
  guestToken = (await rsvp(guest, eventId, ticketTypeId)).qrToken;
});
afterAll(() => api?.close());

describe('who may call the host tools', () => {
  const calls = {
    guests: (who: Person | null) => guests(who),
    dashboard: (who: Person | null) => dashboard(who),
    // An unknown code: the call itself is what is being allowed or refused.
    scan: (who: Person | null) => scan(who, { eventId, qrToken: 'not-a-pass', nonce: nonce() }),
  };

  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: 401 for a visitor, 403 for a stranger, a guest and a pending co-host`, async () => {
      expect((await call(null)).status).toBe(401);
      for (const who of [stranger, guest, pendingCohost]) {
        const res = await call(who);
        expect(res.status).toBe(403);
        expect(res.body.error).toEqual({
          code: 'forbidden',
          message: 'Only the hosts of this event can see its guests',
        });
      }
    });

    it(`${name}: served to the host and to an accepted co-host`, async () => {
      expect((await call(host)).status).toBe(200);
      expect((await call(cohost)).status).toBe(200);
    });
  }

  it('answers 404 for an unknown event', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const list = await api.request(`/v2/events/guests?eventId=${missing}`, {
      token: host.auth.idToken,
    });
    expect(list.status).toBe(404);
    const res = await scan(host, { eventId: 'nope', qrToken: guestToken, nonce: nonce() });
    expect(res.status).toBe(404);
  });

  it('refuses a malformed nonce with a 400 naming it', async () => {
    const res = await scan(host, { eventId, qrToken: guestToken, nonce: 'bad nonce!' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/nonce/);
  });
});

describe('GET /events/guests', () => {
  let second: Person;
  beforeAll(async () => {
    second = await api.createUser({ name: 'Zed Second' });
    await rsvp(second, eventId, ticketTypeId);
  });

  it('lists each pass with its holder, phone, ticket type and status, and counts', async () => {
    const res = await guests(host);
    expect(res.status).toBe(200);
    const { guests: list, counts, pagination } = res.body.data;
    expect(list.map((g: { person: { name: string } }) => g.person.name)).toEqual([
      'Gina Guest',
      'Zed Second',
    ]);
    expect(list[0]).toMatchObject({
      qrToken: guestToken,
      phone: guest.user.phone,
      ticketTypeName: 'RSVP',
      status: 'going',
      checkedInAt: null,
    });
    expect(counts).toMatchObject({ all: 2, going: 2, checked_in: 0 });
    expect(pagination).toEqual({ continuationToken: null, hasMoreItems: false });
  });

  it('searches by part of a name or of a phone number', async () => {
    const byName = await guests(host, '&search=zed');
    expect(byName.body.data.guests.map((g: { person: { name: string } }) => g.person.name)).toEqual(
      ['Zed Second'],
    );
    const digits = String(second.user.phone).replace(/\D/g, '').slice(-6);
    const byPhone = await guests(host, `&search=${digits}`);
    expect(byPhone.body.data.guests).toHaveLength(1);
    expect(byPhone.body.data.guests[0].person.name).toBe('Zed Second');
    const none = await guests(host, `&search=${encodeURIComponent('100%')}`);
    expect(none.body.data.guests).toEqual([]);
  });

  it('pages with a continuation token and rejects a forged one', async () => {
    const first = await guests(host, '&limit=1');
    expect(first.body.data.guests).toHaveLength(1);
    expect(first.body.data.pagination.hasMoreItems).toBe(true);
    const token = first.body.data.pagination.continuationToken;
    const next = await guests(host, `&limit=1&continuationToken=${token}`);
    expect(next.body.data.guests[0].person.name).toBe('Zed Second');
    const forged = await guests(host, '&continuationToken=eyJ2IjoxfQ');
    expect(forged.status).toBe(400);
  });
});

describe('POST /events/hosts/scan', () => {
  it('admits a pass once with the guest and ticket type, then says already checked in', async () => {
    const pass = await rsvp(await api.createUser({ name: 'Once Only' }), eventId, ticketTypeId);
    const first = await scan(host, { eventId, qrToken: pass.qrToken, nonce: nonce() });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      result: 'admitted',
      reason: null,
      guest: { name: 'Once Only', ticketTypeName: 'RSVP' },
    });
    const at = first.body.data.checkedInAt;
    expect(typeof at).toBe('number');
    const again = await scan(cohost, { eventId, qrToken: pass.qrToken, nonce: nonce() });
    expect(again.body.data).toMatchObject({
      result: 'refused',
      reason: 'already_checked_in',
      checkedInAt: at,
      guest: { name: 'Once Only' },
    });
    const list = await guests(host, '&status=checked_in&search=once');
    expect(list.body.data.guests).toMatchObject([{ status: 'checked_in', checkedInAt: at }]);
  });

  it('the same nonce sent again answers the first result and logs one scan', async () => {
    const pass = await rsvp(await api.createUser({ name: 'Retry Person' }), eventId, ticketTypeId);
    const key = nonce();
    const first = await scan(host, { eventId, qrToken: pass.qrToken, nonce: key });
    const retry = await scan(host, { eventId, qrToken: pass.qrToken, nonce: key });
    expect(first.body.data.result).toBe('admitted');
    expect(retry.body.data).toEqual(first.body.data);
    const logged = await api.database.db.select().from(scanLog).where(eq(scanLog.nonce, key));
    expect(logged).toHaveLength(1);
  });

  it('a nonce sent again with another pass is refused, not answered with the first admission', async () => {
    const first = await rsvp(await api.createUser({ name: 'First Holder' }), eventId, ticketTypeId);
    const other = await rsvp(await api.createUser({ name: 'Other Holder' }), eventId, ticketTypeId);
    const key = nonce();
    const admitted = await scan(host, { eventId, qrToken: first.qrToken, nonce: key });
    expect(admitted.body.data.result).toBe('admitted');
    const swapped = await scan(host, { eventId, qrToken: other.qrToken, nonce: key });
    expect(swapped.status).toBe(200);
    expect(swapped.body.data).toMatchObject({ result: 'refused', reason: 'unknown', guest: null });
    // The other pass was not checked in by it, and is admitted by a scan of its own.
    const own = await scan(host, { eventId, qrToken: other.qrToken, nonce: nonce() });
    expect(own.body.data.result).toBe('admitted');
  });

  it('refuses unknown codes, other events, cancelled and refunded passes with a reason', async () => {
    const unknown = await scan(host, { eventId, qrToken: 'no-such-code', nonce: nonce() });
    expect(unknown.body.data).toMatchObject({ result: 'refused', reason: 'unknown', guest: null });

    const other = await createTicketedEvent(api, host.user.id, [paidType({ priceCents: 0 })], {
      name: 'Other Party',
    });
    const elsewhere = await rsvp(guest, other.eventId, other.ticketTypeIds[0]!);
    const wrong = await scan(host, { eventId, qrToken: elsewhere.qrToken, nonce: nonce() });
    expect(wrong.body.data).toMatchObject({
      result: 'refused',
      reason: 'wrong_event',
      guest: null,
    });

    for (const status of ['cancelled', 'refunded'] as const) {
      const pass = await rsvp(
        await api.createUser({ name: `Was ${status}` }),
        eventId,
        ticketTypeId,
      );
      await api.database.db.update(passes).set({ status }).where(eq(passes.id, pass.id));
      const res = await scan(host, { eventId, qrToken: pass.qrToken, nonce: nonce() });
      expect(res.body.data).toMatchObject({
        result: 'refused',
        reason: status,
        guest: { name: `Was ${status}` },
      });
      const listed = await guests(host, `&status=${status}`);
      expect(listed.body.data.guests.map((g: { passId: string }) => g.passId)).toEqual([pass.id]);
    }
    const log = await api.database.db.select().from(scanLog).where(eq(scanLog.eventId, eventId));
    expect(log.filter((row) => row.reason === 'unknown').length).toBeGreaterThanOrEqual(1);
  });

  /**
   * Twenty scans of one fresh pass at the same moment, half by the host, half by the co-host, each
   * pausing between reading the pass and writing the check-in so that they all overlap.
   */
  const twentyDevicesAtOnce = async (name: string) => {
    const pass = await rsvp(await api.createUser({ name }), eventId, ticketTypeId);
    redeemFaults.pauseBeforeWriteMs = 30;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        scan(i % 2 ? host : cohost, { eventId, qrToken: pass.qrToken, nonce: nonce() }),
      ),
    ).finally(() => {
      redeemFaults.pauseBeforeWriteMs = 0;
    });
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const results = responses.map((r) => r.body.data as { result: string; reason: string | null });
    return { admitted: results.filter((r) => r.result === 'admitted').length, results };
  };

  it(
    'twenty devices scanning one pass at the same moment admit it exactly once',
    { timeout: 60_000 },
    async () => {
      const { admitted, results } = await twentyDevicesAtOnce('Race Guest');
      expect(admitted).toBe(1);
      expect(results.filter((r) => r.reason === 'already_checked_in')).toHaveLength(19);
      const [raced] = await api.database.db
        .select({ passId: scanLog.passId })
        .from(scanLog)
        .where(eq(scanLog.result, 'admitted'))
        .orderBy(desc(scanLog.id))
        .limit(1);
      const checkIns = await api.database.db
        .select()
        .from(passCheckIns)
        .where(eq(passCheckIns.passId, raced!.passId!));
      expect(checkIns).toHaveLength(1);
    },
  );

  it(
    'control: the same scans without the row lock, transaction and backstop admit more than once',
    { timeout: 60_000 },
    async () => {
      redeemFaults.unguarded = true;
      try {
        const { admitted } = await twentyDevicesAtOnce('Race Control');
        expect(admitted).toBeGreaterThan(1);
      } finally {
        redeemFaults.unguarded = false;
      }
    },
  );

  it('one nonce sent by two connections at once gives one decision, answered to both', async () => {
    const pass = await rsvp(await api.createUser({ name: 'Twin Retry' }), eventId, ticketTypeId);
    const key = nonce();
    const [a, b] = await Promise.all([
      scan(host, { eventId, qrToken: pass.qrToken, nonce: key }),
      scan(host, { eventId, qrToken: pass.qrToken, nonce: key }),
    ]);
    expect(a.body.data.result).toBe('admitted');
    expect(b.body.data).toEqual(a.body.data);
  });
});

describe('GET /events/hosts/dashboard', () => {
  it('counts guests per status and, per ticket type, sold, checked in and left', async () => {
    const res = await dashboard(host);
    expect(res.status).toBe(200);
    const list = await guests(host);
    expect(res.body.data.counts).toEqual(list.body.data.counts);
    const { counts, ticketTypes } = res.body.data;
    expect(ticketTypes).toHaveLength(1);
    expect(ticketTypes[0]).toMatchObject({
      id: ticketTypeId,
      name: 'RSVP',
      sold: counts.going + counts.checked_in,
      checkedIn: counts.checked_in,
    });
    expect(counts.checked_in).toBeGreaterThanOrEqual(1);
    // Stock counts order lines: the passes this test marked cancelled or refunded by hand still
    // hold their seats (no refund went through checkout).
    expect(ticketTypes[0].remaining).toBe(ticketTypes[0].capacity - counts.all);
  });
});

describe('check-ins and a deleted event', () => {
  it('a free event whose guests were checked in can still be deleted by its host', async () => {
    const party = await createTicketedEvent(api, host.user.id, [], {
      type: 'simpleRsvp',
      name: 'Short-lived',
    });
    const pass = await rsvp(guest, party.eventId, party.ticketTypeIds[0]!);
    const admittedScan = await scan(host, {
      eventId: party.eventId,
      qrToken: pass.qrToken,
      nonce: nonce(),
    });
    expect(admittedScan.body.data.result).toBe('admitted');
    await scan(host, { eventId: party.eventId, qrToken: 'stray-code', nonce: nonce() });
    const deleted = await api.request(`/v2/events/?eventId=${party.eventId}`, {
      method: 'DELETE',
      token: host.auth.idToken,
    });
    expect(deleted.status).toBe(200);
    const left = await api.database.db
      .select()
      .from(scanLog)
      .where(eq(scanLog.eventId, party.eventId));
    expect(left).toEqual([]);
  });
});
