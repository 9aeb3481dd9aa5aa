import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OfflineKit } from 'contract';
import { passSignatureMessage } from 'contract/values';
import {
  applySyncResults,
  decideOffline,
  loadDoorState,
  NOT_ON_LIST_NAME,
  recordOfflineAdmission,
  saveDoorState,
  withKit,
  type OfflineDoorState,
} from './offline-door';

/** An event key pair made the way the API makes it, and a pass payload signed with it. */
function eventKeys(eventId: string) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const payloadFor = (passId: string, forEvent = eventId) =>
    `ev1.${passId}.token-${passId}.${sign(null, Buffer.from(passSignatureMessage(forEvent, passId)), privateKey).toString('base64url')}`;
  return { publicKey: String(publicKey.export({ format: 'jwk' }).x), payloadFor };
}

const event = eventKeys('e1');
const kit: OfflineKit = {
  eventId: 'e1',
  algorithm: 'Ed25519',
  publicKey: event.publicKey,
  guests: [
    {
      passId: 'p1',
      doorCode: 'AB12CD34EF56',
      name: 'Gina Guest',
      ticketTypeName: 'VIP',
      checkedInAt: null,
    },
    {
      passId: 'p2',
      doorCode: '000000000002',
      name: 'In Already',
      ticketTypeName: 'GA',
      checkedInAt: 100,
    },
  ],
  revokedPassIds: ['p3'],
  generatedAt: 1,
};
const state: OfflineDoorState = { kit, admitted: {}, queue: [], conflicts: [] };

describe('deciding at the door with no network', () => {
  it('admits a pass the event signed, with the name and ticket type from the list', async () => {
    const decision = await decideOffline(state, event.payloadFor('p1'), 500);
    expect(decision).toEqual({
      outcome: {
        result: 'admitted',
        reason: null,
        guest: { name: 'Gina Guest', profileImage: null, ticketTypeName: 'VIP' },
        checkedInAt: 500,
        scannedAt: 500,
      },
      passId: 'p1',
      name: 'Gina Guest',
    });
  });

  it("refuses another event's pass and a forged one as unknown", async () => {
    const other = eventKeys('e2');
    expect((await decideOffline(state, other.payloadFor('p1'), 1)).outcome.reason).toBe('unknown');
    const signedForOtherEvent = event.payloadFor('p1', 'e2');
    expect((await decideOffline(state, signedForOtherEvent, 1)).outcome.reason).toBe('unknown');
    const forged = event.payloadFor('p1').replace('ev1.p1.', 'ev1.p9.');
    expect((await decideOffline(state, forged, 1)).outcome.reason).toBe('unknown');
    expect((await decideOffline(state, 'random words', 1)).outcome.reason).toBe('unknown');
  });

  it('refuses a revoked pass and one checked in before the list was made or on this device', async () => {
    expect((await decideOffline(state, event.payloadFor('p3'), 1)).outcome.reason).toBe(
      'cancelled',
    );
    const before = await decideOffline(state, event.payloadFor('p2'), 1);
    expect(before.outcome).toMatchObject({ reason: 'already_checked_in', checkedInAt: 100 });
    const here = recordOfflineAdmission(state, {
      qrToken: 'x',
      nonce: 'n1',
      scannedAt: 400,
      passId: 'p1',
      name: 'Gina Guest',
    });
    const again = await decideOffline(here, event.payloadFor('p1'), 450);
    expect(again.outcome).toMatchObject({ reason: 'already_checked_in', checkedInAt: 400 });
  });

  it('takes a door code typed loosely, and admits a signed pass missing from an older list', async () => {
    const typed = await decideOffline(state, 'ab12-cd34 ef56', 7);
    expect(typed).toMatchObject({ passId: 'p1', outcome: { result: 'admitted' } });
    expect((await decideOffline(state, 'FFFF-FFFF-FFFF', 7)).outcome.reason).toBe('unknown');
    const newcomer = await decideOffline(state, event.payloadFor('p-new'), 7);
    expect(newcomer.outcome.result).toBe('admitted');
    expect(newcomer.name).toBe(NOT_ON_LIST_NAME);
  });

  it('refuses everything while the device has no list', async () => {
    const none = { ...state, kit: null };
    expect((await decideOffline(none, event.payloadFor('p1'), 1)).outcome.reason).toBe('unknown');
  });
});

describe('the offline queue', () => {
  const queued = recordOfflineAdmission(
    recordOfflineAdmission(state, {
      qrToken: 'a',
      nonce: 'n1',
      scannedAt: 10,
      passId: 'p1',
      name: 'Gina Guest',
    }),
    { qrToken: 'b', nonce: 'n2', scannedAt: 20, passId: 'p9', name: 'Someone' },
  );

  it('removes what the sync answered and keeps conflicts with the guest name', () => {
    const after = applySyncResults(queued, [
      {
        nonce: 'n1',
        conflict: false,
        outcome: { result: 'admitted', reason: null, guest: null, checkedInAt: 10, scannedAt: 10 },
      },
      {
        nonce: 'n2',
        conflict: true,
        outcome: {
          result: 'refused',
          reason: 'already_checked_in',
          guest: null,
          checkedInAt: 5,
          scannedAt: 20,
        },
      },
    ]);
    expect(after.queue).toEqual([]);
    expect(after.conflicts).toEqual([expect.objectContaining({ nonce: 'n2', name: 'Someone' })]);
    // What was admitted stays remembered, so the device keeps refusing a second entry.
    expect(after.admitted).toEqual({ p1: 10, p9: 20 });
  });

  it('keeps scans the sync did not answer, and a new kit keeps the queue', () => {
    const after = applySyncResults(queued, []);
    expect(after.queue.map((q) => q.nonce)).toEqual(['n1', 'n2']);
    expect(withKit(after, { ...kit, guests: [] }).queue).toHaveLength(2);
  });

  it('is saved per event and survives a reload; garbage reads as empty', () => {
    saveDoorState('e1', queued);
    expect(loadDoorState('e1')).toEqual(queued);
    expect(loadDoorState('e2').queue).toEqual([]);
    localStorage.setItem('door-offline:v1:e3', '{not json');
    expect(loadDoorState('e3').kit).toBeNull();
  });
});
