/**
 * Offline admission over HTTP: the signed QR payload and door code a pass carries, the kit an
 * organizer's scan device downloads (`GET /events/hosts/offline-kit`), scans by payload and by
 * door code, and the offline scans a device sends back (`POST /events/hosts/scan-sync`), with an
 * offline duplicate kept in the scan log.
 */
import { createPublicKey, verify } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePassPayload, passSignatureMessage, SCAN_LIMITS } from 'contract';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';
import { passCheckIns, scanLog } from '../db/schema-door';
import { passes } from '../db/schema-ticketing';
import { events } from '../db/schema';
import { DOOR_CLOCK_SLACK_SECONDS } from '../door/offline-kit';

type Person = Awaited<ReturnType<TestApi['createUser']>>;
interface IssuedPass {
  id: string;
  eventId: string;
  qrToken: string;
  qrPayload: string;
  doorCode: string;
}

let api: TestApi;
let host: Person;
let cohost: Person;
let pendingCohost: Person;
let guest: Person;
let stranger: Person;
let eventId: string;
let ticketTypeId: string;

let nonceCounter = 0;
const nonce = () => `offline-${Date.now()}-${++nonceCounter}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const rsvp = async (who: Person, event = eventId, typeId = ticketTypeId): Promise<IssuedPass> => {
  const res = await api.request('/v2/checkout/initiate', {
    token: who.auth.idToken,
    json: { eventId: event, items: [{ ticketTypeId: typeId, quantity: 1 }] },
  });
  if (res.status !== 201) throw new Error(`RSVP failed: ${JSON.stringify(res.body)}`);
  return res.body.data.passes[0];
};
const newGuestPass = async (name: string) => rsvp(await api.createUser({ name }));
const kit = (who: Person | null, event = eventId) =>
  api.request(`/v2/events/hosts/offline-kit?eventId=${event}`, { token: who?.auth.idToken });
const sync = (who: Person | null, json: Record<string, unknown>) =>
  api.request('/v2/events/hosts/scan-sync', { token: who?.auth.idToken, json });
const scan = (who: Person, json: Record<string, unknown>) =>
  api.request('/v2/events/hosts/scan', { token: who.auth.idToken, json });

/** Checks a pass payload's signature the way a scan device does, with the kit's public key. */
function signatureHolds(publicKey: string, forEventId: string, payloadText: string): boolean {
  const payload = parsePassPayload(payloadText);
  if (!payload) return false;
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
  return verify(
    null,
    Buffer.from(passSignatureMessage(forEventId, payload.passId)),
    key,
    Buffer.from(payload.signature, 'base64url'),
  );
}

beforeAll(async () => {
  api = await startTestApi();
  [host, cohost, pendingCohost, guest, stranger] = await Promise.all([
    api.createUser({ name: 'Offline Host' }),
    api.createUser({ name: 'Offline Cohost' }),
    api.createUser({ name: 'Pending Cohost' }),
    api.createUser({ name: 'Gail Guest' }),
    api.createUser({ name: 'Some Stranger' }),
  ]);
  const created = await createTicketedEvent(api, host.user.id, [], {
    type: 'simpleRsvp',
    name: 'Offline Party',
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
  await rsvp(guest);
});
afterAll(() => api?.close());

describe('who may download the kit and sync offline scans', () => {
  const calls = {
    'offline-kit': (who: Person | null) => kit(who),
    'scan-sync': (who: Person | null) =>
      sync(who, { eventId, scans: [{ qrToken: 'not-a-pass', nonce: nonce(), scannedAt: 1 }] }),
  };
  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: 401 for a visitor, 403 for a stranger, a guest and a pending co-host`, async () => {
      expect((await call(null)).status).toBe(401);
      for (const who of [stranger, guest, pendingCohost]) {
        const res = await call(who);
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
      }
    });
    it(`${name}: served to the host and to an accepted co-host`, async () => {
      expect((await call(host)).status).toBe(200);
      expect((await call(cohost)).status).toBe(200);
    });
  }

  it('answers 404 for an unknown event and 400 for an empty or oversized batch', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await kit(host, missing)).status).toBe(404);
    expect(
      (
        await sync(host, {
          eventId: missing,
          scans: [{ qrToken: 'x', nonce: nonce(), scannedAt: 1 }],
        })
      ).status,
    ).toBe(404);
    expect((await sync(host, { eventId, scans: [] })).status).toBe(400);
    const tooMany = Array.from({ length: SCAN_LIMITS.syncMaxScans + 1 }, () => ({
      qrToken: 'x',
      nonce: nonce(),
      scannedAt: 1,
    }));
    expect((await sync(host, { eventId, scans: tooMany })).status).toBe(400);
    const badTime = await sync(host, {
      eventId,
      scans: [{ qrToken: 'x', nonce: nonce(), scannedAt: 'yesterday' }],
    });
    expect(badTime.status).toBe(400);
  });
});

describe('what a pass carries to the door', () => {
  it('a QR payload signed by its event only, and a door code the kit lists', async () => {
    const pass = await newGuestPass('Signed Sam');
    expect(pass.qrPayload).toBe(
      `ev1.${pass.id}.${pass.qrToken}.${parsePassPayload(pass.qrPayload)!.signature}`,
    );
    expect(pass.doorCode).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);

    const res = await kit(host);
    expect(res.status).toBe(200);
    const { publicKey, algorithm, guests } = res.body.data;
    expect(algorithm).toBe('Ed25519');
    expect(signatureHolds(publicKey, eventId, pass.qrPayload)).toBe(true);
    // Another event's key, or this key for another event, does not vouch for it.
    const other = await createTicketedEvent(api, host.user.id, [], {
      type: 'simpleRsvp',
      name: 'Other Offline Party',
    });
    const otherKit = await kit(host, other.eventId);
    expect(otherKit.body.data.publicKey).not.toBe(publicKey);
    expect(signatureHolds(otherKit.body.data.publicKey, other.eventId, pass.qrPayload)).toBe(false);
    expect(signatureHolds(publicKey, other.eventId, pass.qrPayload)).toBe(false);
    const tampered = pass.qrPayload.replace(pass.id, '00000000-0000-4000-8000-000000000000');
    expect(signatureHolds(publicKey, eventId, tampered)).toBe(false);

    const listed = guests.find((g: { passId: string }) => g.passId === pass.id);
    expect(listed).toEqual({
      passId: pass.id,
      doorCode: pass.doorCode.replace(/-/g, ''),
      name: 'Signed Sam',
      ticketTypeName: 'RSVP',
      checkedInAt: null,
    });
    // The same key again: made once per event.
    expect((await kit(cohost)).body.data.publicKey).toBe(publicKey);
  });

  it('the kit lists check-ins and revoked passes, never a revoked pass as a guest', async () => {
    const admitted = await newGuestPass('Already In');
    const revoked = await newGuestPass('Was Refunded');
    await scan(host, { eventId, qrToken: admitted.qrToken, nonce: nonce() });
    await api.database.db
      .update(passes)
      .set({ status: 'refunded' })
      .where(eq(passes.id, revoked.id));
    const { guests, revokedPassIds } = (await kit(host)).body.data;
    const byId = new Map(guests.map((g: { passId: string }) => [g.passId, g]));
    expect((byId.get(admitted.id) as { checkedInAt: number | null }).checkedInAt).toEqual(
      expect.any(Number),
    );
    expect(byId.has(revoked.id)).toBe(false);
    expect(revokedPassIds).toContain(revoked.id);
  });
});

describe('scanning by payload and by door code', () => {
  it('admits by the signed payload and by the door code typed loosely', async () => {
    const byPayload = await newGuestPass('Payload Pat');
    const first = await scan(host, { eventId, qrToken: byPayload.qrPayload, nonce: nonce() });
    expect(first.body.data).toMatchObject({ result: 'admitted', guest: { name: 'Payload Pat' } });

    const byCode = await newGuestPass('Typed Tia');
    const typed = byCode.doorCode.replace(/-/g, ' ').toLowerCase();
    const second = await scan(host, { eventId, qrToken: typed, nonce: nonce() });
    expect(second.body.data).toMatchObject({ result: 'admitted', guest: { name: 'Typed Tia' } });
    const again = await scan(cohost, { eventId, qrToken: byCode.doorCode, nonce: nonce() });
    expect(again.body.data).toMatchObject({ result: 'refused', reason: 'already_checked_in' });
  });

  it("another event's door code is unknown here", async () => {
    const other = await createTicketedEvent(api, host.user.id, [], {
      type: 'simpleRsvp',
      name: 'Code Elsewhere',
    });
    const elsewhere = await rsvp(guest, other.eventId, other.ticketTypeIds[0]!);
    const res = await scan(host, { eventId, qrToken: elsewhere.doorCode, nonce: nonce() });
    expect(res.body.data).toMatchObject({ result: 'refused', reason: 'unknown', guest: null });
  });
});

describe('POST /events/hosts/scan-sync', () => {
  it('checks in at the original time and logs the scan as admitted offline', async () => {
    const pass = await newGuestPass('Offline Olive');
    const scannedAt = nowSeconds() - 600;
    const key = nonce();
    const res = await sync(host, {
      eventId,
      scans: [{ qrToken: pass.qrPayload, nonce: key, scannedAt }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual([
      {
        nonce: key,
        conflict: false,
        outcome: expect.objectContaining({
          result: 'admitted',
          checkedInAt: scannedAt,
          scannedAt,
          guest: expect.objectContaining({ name: 'Offline Olive' }),
        }),
      },
    ]);
    const [checkIn] = await api.database.db
      .select()
      .from(passCheckIns)
      .where(eq(passCheckIns.passId, pass.id));
    expect(checkIn!.checkedInAt.getTime()).toBe(scannedAt * 1000);
    const [logged] = await api.database.db.select().from(scanLog).where(eq(scanLog.nonce, key));
    expect(logged).toMatchObject({ result: 'admitted', admittedOffline: true });

    // The response was lost and the device sends the batch again: same answer, one log row.
    const retry = await sync(host, {
      eventId,
      scans: [{ qrToken: pass.qrPayload, nonce: key, scannedAt }],
    });
    expect(retry.body.data.results[0].outcome).toEqual(res.body.data.results[0].outcome);
    expect(await api.database.db.select().from(scanLog).where(eq(scanLog.nonce, key))).toHaveLength(
      1,
    );
  });

  it("a check-in dated 1970 is stored at the start of the event's window, not in 1970", async () => {
    const pass = await newGuestPass('Early Ezra');
    const [event] = await api.database.db.select().from(events).where(eq(events.id, eventId));
    const res = await sync(host, {
      eventId,
      scans: [{ qrToken: pass.qrPayload, nonce: nonce(), scannedAt: 0 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.results[0].outcome.result).toBe('admitted');
    const [checkIn] = await api.database.db
      .select()
      .from(passCheckIns)
      .where(eq(passCheckIns.passId, pass.id));
    expect(checkIn!.checkedInAt.getTime()).toBe(
      (Math.floor(event!.createdAt.getTime() / 1000) - DOOR_CLOCK_SLACK_SECONDS) * 1000,
    );
  });

  it('a pass another device admitted first is a conflict, kept in the log as a duplicate', async () => {
    const pass = await newGuestPass('Double Dana');
    const online = await scan(cohost, { eventId, qrToken: pass.qrToken, nonce: nonce() });
    expect(online.body.data.result).toBe('admitted');
    const key = nonce();
    const res = await sync(host, {
      eventId,
      scans: [{ qrToken: pass.qrPayload, nonce: key, scannedAt: nowSeconds() - 60 }],
    });
    expect(res.body.data.results[0]).toMatchObject({
      conflict: true,
      outcome: {
        result: 'refused',
        reason: 'already_checked_in',
        checkedInAt: online.body.data.checkedInAt,
      },
    });
    const duplicates = await api.database.db
      .select()
      .from(scanLog)
      .where(and(eq(scanLog.passId, pass.id), eq(scanLog.admittedOffline, true)));
    expect(duplicates).toMatchObject([
      { result: 'refused', reason: 'already_checked_in', nonce: key },
    ]);
    expect(
      await api.database.db.select().from(passCheckIns).where(eq(passCheckIns.passId, pass.id)),
    ).toHaveLength(1);
  });

  it('two offline devices that admitted the same pass: the earlier scan wins, the other conflicts', async () => {
    const pass = await newGuestPass('Twice Offline');
    const res = await sync(host, {
      eventId,
      scans: [
        { qrToken: pass.qrPayload, nonce: nonce(), scannedAt: nowSeconds() - 30 },
        { qrToken: pass.doorCode, nonce: nonce(), scannedAt: nowSeconds() - 90 },
      ],
    });
    const results = res.body.data.results as {
      conflict: boolean;
      outcome: { scannedAt: number };
    }[];
    expect(results.map((r) => r.conflict)).toEqual([false, true]);
    expect(results[0]!.outcome.scannedAt).toBeLessThan(results[1]!.outcome.scannedAt);
  });

  it('a pass revoked after the kit was made is a conflict; a device clock ahead is not trusted', async () => {
    const revoked = await newGuestPass('Late Refund');
    await api.database.db
      .update(passes)
      .set({ status: 'cancelled' })
      .where(eq(passes.id, revoked.id));
    const future = await newGuestPass('Clock Ahead');
    const res = await sync(host, {
      eventId,
      scans: [
        { qrToken: revoked.qrPayload, nonce: nonce(), scannedAt: nowSeconds() - 10 },
        { qrToken: future.qrPayload, nonce: nonce(), scannedAt: nowSeconds() + 86_400 },
      ],
    });
    const [late, ahead] = res.body.data.results;
    expect(late).toMatchObject({
      conflict: true,
      outcome: { result: 'refused', reason: 'cancelled' },
    });
    expect(ahead).toMatchObject({ conflict: false, outcome: { result: 'admitted' } });
    expect(ahead.outcome.checkedInAt).toBeLessThanOrEqual(nowSeconds());
  });
});
