/**
 * `GET /v2/events/guests` per organizer level: a pass token admits its holder and a phone number is
 * personal, so only GUEST_SECRET_LEVELS (the host, door staff) get them; every level gets the door
 * code, which checks a guest in by hand. One test per level per field.
 */
import { COHOST_PRIVILEGES, levelSeesGuestSecrets, type HostLevel } from 'contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildContractWorld, type ContractWorld } from '../../test/contract-world';
import { startTestApi, type TestApi } from '../../test/test-api';
import { passes } from '../db/schema-ticketing';
import { users } from '../db/schema';
import { doorCodeOf } from '../tickets/door-keys';

let api: TestApi;
let world: ContractWorld;
let token: string;
let phone: string;

const LEVELS: readonly HostLevel[] = ['host', ...COHOST_PRIVILEGES];

beforeAll(async () => {
  api = await startTestApi();
  world = await buildContractWorld(api, inject('authEmulatorHost'), new Date());
  const [pass] = await api.database.db.select().from(passes).where(eq(passes.id, world.passId));
  token = pass!.qrToken;
  const [guest] = await api.database.db.select().from(users).where(eq(users.id, world.guest.id!));
  phone = guest!.phone;
}, 120_000);
afterAll(() => api?.close());

const tokenOf = (level: HostLevel) =>
  level === 'host' ? world.host.token : world.cohosts[level as Exclude<HostLevel, 'host'>].token;

async function guestEntryAs(level: HostLevel, search?: string) {
  const query = new URLSearchParams({ eventId: world.eventId, ...(search ? { search } : {}) });
  const res = await api.request(`/v2/events/guests?${query}`, { token: tokenOf(level) });
  expect(res.status).toBe(200);
  return res.body.data.guests.find((g: { passId: string }) => g.passId === world.passId);
}

describe('the guest list per level', () => {
  it('keeps secrets for the host and door staff only', () => {
    expect(LEVELS.filter(levelSeesGuestSecrets)).toEqual(['host', 'door']);
  });

  for (const level of LEVELS) {
    const sees = levelSeesGuestSecrets(level);
    it(`${level}: pass token ${sees ? 'shown' : 'withheld'}`, async () => {
      expect((await guestEntryAs(level)).qrToken).toBe(sees ? token : null);
    });
    it(`${level}: phone number ${sees ? 'shown' : 'withheld'}`, async () => {
      expect((await guestEntryAs(level)).phone).toBe(sees ? phone : null);
    });
    it(`${level}: the door code, always`, async () => {
      expect((await guestEntryAs(level)).doorCode).toBe(doorCodeOf(token));
    });
    it(`${level}: ${sees ? 'may' : 'may not'} find a guest by phone number`, async () => {
      const found = await guestEntryAs(level, phone.slice(-7));
      expect(found !== undefined).toBe(sees);
    });
  }

  it('a cohost checks the guest in by the door code the list gave', async () => {
    const entry = await guestEntryAs('cohost');
    const res = await api.request('/v2/events/hosts/scan', {
      token: tokenOf('cohost'),
      json: { eventId: world.eventId, qrToken: entry.doorCode, nonce: 'levels-door-code-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toBe('admitted');
  });
});
