/** An event's door key pair: made once, then kept in the process per database. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';
import { eventDoorKeys } from '../db/schema-door-offline';
import { eventKeys } from './door-keys';

let api: TestApi;
let hostId: string;

beforeAll(async () => {
  api = await startTestApi();
  hostId = (await api.createUser({ name: 'Key Host' })).user.id;
});
afterAll(() => api?.close());

const newEvent = async () =>
  (await createTicketedEvent(api, hostId, [], { type: 'simpleRsvp' })).eventId;

const storedKey = async (eventId: string) =>
  (await api.database.db.select().from(eventDoorKeys).where(eq(eventDoorKeys.eventId, eventId)))[0];

describe('eventKeys', () => {
  it('makes a pair on first use and gives the stored one every time after', async () => {
    const eventId = await newEvent();
    const first = (await eventKeys(api.database.db, [eventId])).get(eventId);
    const stored = await storedKey(eventId);
    expect(first).toEqual(stored);
    expect((await eventKeys(api.database.db, [eventId, eventId])).get(eventId)).toEqual(stored);
  });

  it('asks the database once per event: a pair once read is kept', async () => {
    const eventId = await newEvent();
    const made = (await eventKeys(api.database.db, [eventId])).get(eventId);
    // Nothing in the product removes a pair but deleting its event; this shows the read is kept.
    await api.database.db.delete(eventDoorKeys).where(eq(eventDoorKeys.eventId, eventId));
    expect((await eventKeys(api.database.db, [eventId])).get(eventId)).toEqual(made);
  });

  it('keeps nothing a rolled-back transaction made', async () => {
    const eventId = await newEvent();
    let inside: unknown;
    await api.database.db
      .transaction(async (tx) => {
        inside = (await eventKeys(tx, [eventId])).get(eventId);
        throw new Error('roll back');
      })
      .catch(() => null);
    expect(inside).toBeDefined();
    const after = (await eventKeys(api.database.db, [eventId])).get(eventId);
    expect(after).toEqual(await storedKey(eventId));
    expect(after).not.toEqual(inside);
  });

  it('mixes the kept and the new in one answer', async () => {
    const [kept, fresh] = [await newEvent(), await newEvent()];
    const before = (await eventKeys(api.database.db, [kept])).get(kept);
    const both = await eventKeys(api.database.db, [kept, fresh]);
    expect(both.get(kept)).toEqual(before);
    expect(both.get(fresh)?.eventId).toBe(fresh);
  });
});
