/** saveTicketTypes' rules and ticketTypesForEvents' view, on a real database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { ApiError } from '../http/api-error';
import type { TicketTypeInput } from 'contract';
import { saveTicketTypes, ticketTypesForEvents } from './ticket-types';

let api: TestApi;
let hostId: string;
let buyerToken: string;

beforeAll(async () => {
  api = await startTestApi();
  hostId = (await api.createUser({ name: 'Types Host' })).user.id;
  buyerToken = (await api.createUser({ name: 'Types Buyer' })).auth.idToken;
});
afterAll(() => api?.close());

const save = (
  eventId: string,
  inputs: TicketTypeInput[],
  type: 'simpleRsvp' | 'ticketed' = 'ticketed',
) => api.database.db.transaction((tx) => saveTicketTypes(tx, eventId, inputs, type));

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

const viewOf = async (eventId: string) =>
  (await ticketTypesForEvents(api.database.db, [eventId])).get(eventId)!;

describe('saveTicketTypes', () => {
  it('creates, updates and removes types to match the list, in order', async () => {
    const { eventId } = await createTicketedEvent(api, hostId, [
      paidType({ name: 'A' }),
      paidType({ name: 'B' }),
    ]);
    const [a] = await viewOf(eventId);
    await save(eventId, [
      paidType({ name: 'C' }),
      { ...paidType({ name: 'A renamed' }), id: a!.id },
    ]);
    expect((await viewOf(eventId)).map((t) => t.name)).toEqual(['C', 'A renamed']);
  });

  it('refuses bad lists with 400s', async () => {
    const { eventId } = await createTicketedEvent(api, hostId, [paidType()]);
    expect((await failure(save(eventId, []))).message).toBe(
      'A ticketed event needs at least one ticket type',
    );
    expect((await failure(save(eventId, [paidType()], 'simpleRsvp'))).message).toMatch(
      /free RSVP event cannot sell paid tickets/,
    );
    expect((await failure(save(eventId, [], 'simpleRsvp'))).message).toMatch(
      /cannot keep paid ticket types/,
    );
    const window = await failure(save(eventId, [paidType({ salesStart: 2000, salesEnd: 1000 })]));
    expect(window.message).toBe('Ticket sales must close after they open');
    const foreign = await failure(
      save(eventId, [{ ...paidType(), id: '00000000-0000-4000-8000-000000000000' }]),
    );
    expect(foreign.statusCode).toBe(400);
  });

  it('protects sold tickets: no removal, no capacity below sales, no price change (409)', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(api, hostId, [
      paidType({ name: 'Sold', capacity: 10 }),
    ]);
    const id = ticketTypeIds[0]!;
    const bought = await api.request('/v2/checkout/initiate', {
      token: buyerToken,
      json: { eventId, items: [{ ticketTypeId: id, quantity: 3 }] },
    });
    expect(bought.status).toBe(201);
    expect((await viewOf(eventId))[0]).toMatchObject({ remaining: 7, status: 'onSale' });

    const removed = await failure(save(eventId, [paidType({ name: 'Other' })]));
    expect(removed.statusCode).toBe(409);
    expect(removed.message).toMatch(/"Sold" has orders and cannot be removed/);
    const lowered = await failure(
      save(eventId, [{ ...paidType({ name: 'Sold', capacity: 2 }), id }]),
    );
    expect(lowered.message).toMatch(/already has 3 taken/);
    const repriced = await failure(
      save(eventId, [{ ...paidType({ name: 'Sold', capacity: 10, priceCents: 999 }), id }]),
    );
    expect(repriced.message).toMatch(/price cannot change/);

    await save(eventId, [{ ...paidType({ name: 'Sold', capacity: 3 }), id }]);
    expect((await viewOf(eventId))[0]).toMatchObject({
      capacity: 3,
      remaining: 0,
      status: 'soldOut',
    });
  });

  it('reports the sale window as a status', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { eventId } = await createTicketedEvent(api, hostId, [
      paidType({ name: 'Soon', salesStart: now + 3600 }),
      paidType({ name: 'Over', salesStart: now - 7200, salesEnd: now - 3600 }),
    ]);
    expect((await viewOf(eventId)).map((t) => [t.name, t.status, t.salesStart])).toEqual([
      ['Soon', 'notStarted', now + 3600],
      ['Over', 'ended', now - 7200],
    ]);
  });
});
