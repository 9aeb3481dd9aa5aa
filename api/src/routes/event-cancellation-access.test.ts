/**
 * Cancelling an event over HTTP (`POST /events/hosts/cancel`), who may and what is refused: the
 * host alone (visitors, strangers, guests and every co-host level are refused), bad input is a 400
 * that writes nothing, an unknown event a 404, and an event that has ended cannot be cancelled.
 * What a cancellation does to orders and guests: event-cancellation.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CohostPrivilege } from 'contract';
import {
  cancelEvent,
  createCancellationTeam,
  createTeamEvent,
  noonTomorrow,
  startCancellationApi,
  type CancellationTeam,
  type Person,
  type TeamEventOptions,
} from '../../test/cancellation-fixtures';
import type { TestApi } from '../../test/test-api';

const now = noonTomorrow();
let api: TestApi;
let team: CancellationTeam;
let host: Person;
let stranger: Person;
let cohosts: Record<CohostPrivilege, Person>;

const cancel = (who: Person | null, eventId: string, message?: string) =>
  cancelEvent(api, who, eventId, message);
const eventWithTeam = (options: TeamEventOptions = {}) =>
  createTeamEvent(api, team, { now, ...options });

beforeAll(async () => {
  ({ api } = await startCancellationApi(() => now));
  team = await createCancellationTeam(api);
  ({ host, stranger, cohosts } = team);
});
afterAll(() => api?.close());

describe('who may cancel, and what input is refused', () => {
  it('the host alone: 401 visitor, 403 stranger, guest and every co-host level', async () => {
    const { eventId, free } = await eventWithTeam();
    const guest = await api.createUser({ name: 'Cancel Guest' });
    const rsvp = await api.request('/v2/checkout/initiate', {
      token: guest.auth.idToken,
      json: { eventId, items: [{ ticketTypeId: free, quantity: 1 }] },
    });
    expect(rsvp.status).toBe(201);
    expect((await cancel(null, eventId)).status).toBe(401);
    for (const who of [stranger, guest, ...Object.values(cohosts)]) {
      const res = await cancel(who, eventId);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    const [event] = await api
      .request(`/v2/events/?eventId=${eventId}`)
      .then((r) => [r.body.data.event]);
    expect(event.cancelledAt).toBeNull();
    const served = await cancel(host, eventId);
    expect(served.status).toBe(200);
    expect(served.body.data).toMatchObject({ eventId, message: 'The venue flooded.', orders: 1 });
  });

  it('refuses bad input with 400 and writes nothing; unknown events are 404', async () => {
    const { eventId } = await eventWithTeam();
    const bad = [
      { eventId, message: '   ' },
      { eventId, message: 'x'.repeat(301) },
      { eventId },
      { eventId, message: 'ok', extra: true },
      { eventId: 12, message: 'ok' },
    ];
    for (const json of bad) {
      const res = await api.request('/v2/events/hosts/cancel', { token: host.auth.idToken, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
    const broken = await api.request('/v2/events/hosts/cancel', {
      token: host.auth.idToken,
      body: '{"eventId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect((await cancel(host, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await cancel(host, 'not-an-id')).status).toBe(404);
    const event = (await api.request(`/v2/events/?eventId=${eventId}`)).body.data.event;
    expect(event.cancelledAt).toBeNull();
  });

  it('an event that has ended cannot be cancelled (409)', async () => {
    const { eventId } = await eventWithTeam({ now: new Date(now.getTime() - 9 * 86_400_000) });
    const res = await cancel(host, eventId);
    expect(res.status).toBe(409);
  });
});
