/**
 * A signed-in person's own answers to the reads they repeat most are reused by this process
 * (app/personal-reads.ts): for that person only, until any write this process answers, and never
 * for a read outside the declared set. Changes are made behind the API's back (another instance,
 * a sweep) to see which answers come from memory.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { startTestApi, type TestApi, type TestResponse } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let ada: Person;
let bea: Person;
let eventId: string;
let eventPath: string;

beforeAll(async () => {
  // Visitors' answers are not reused here, so a visitor's read shows what the database holds.
  api = await startTestApi({ personalAnswerTtlMs: 10 * 60_000 });
  const host = await api.createUser({ name: 'Hal Host' });
  ada = await api.createUser({ name: 'Ada Again' });
  bea = await api.createUser({ name: 'Bea Again' });
  const made = await createTicketedEvent(api, host.user.id, [], {
    type: 'simpleRsvp',
    name: 'First Name',
  });
  eventId = made.eventId;
  eventPath = `/v2/events/?eventId=${eventId}`;
});
afterAll(() => api?.close());

const renameInDatabase = (name: string) =>
  api.database.db.update(events).set({ name }).where(eq(events.id, eventId));

/** A successful write of no consequence here: it clears every reused answer of this process. */
const clearByAWrite = async () => {
  const res = await api.request('/v2/users/', {
    method: 'PATCH',
    json: {},
    token: bea.auth.idToken,
  });
  expect(res.status).toBe(200);
};

const nameIn = (res: TestResponse): string => {
  expect(res.status).toBe(200);
  return res.body.data.event.name;
};

describe("a signed-in person's reused answers", () => {
  it('are served to that person until a write in this process, and to no one else', async () => {
    await renameInDatabase('Before');
    expect(nameIn(await api.request(eventPath, { token: ada.auth.idToken }))).toBe('Before');
    await renameInDatabase('Behind the back');
    // Ada's answer comes from memory…
    expect(nameIn(await api.request(eventPath, { token: ada.auth.idToken }))).toBe('Before');
    // …Bea's and a visitor's first reads ask the database (the controls).
    expect(nameIn(await api.request(eventPath, { token: bea.auth.idToken }))).toBe(
      'Behind the back',
    );
    expect(nameIn(await api.request(eventPath))).toBe('Behind the back');

    // Any successful write through this process, by anyone, clears them.
    const liked = await api.request('/v2/events/like', {
      json: { eventId },
      token: bea.auth.idToken,
    });
    expect(liked.status).toBe(200);
    const fresh = await api.request(eventPath, { token: ada.auth.idToken });
    expect(nameIn(fresh)).toBe('Behind the back');
    expect(fresh.body.data.event.numLikes).toBe(1);
  });

  it('are not cleared by a refused write', async () => {
    await renameInDatabase('Kept');
    await clearByAWrite();
    await api.request(eventPath, { token: ada.auth.idToken });
    await renameInDatabase('Not yet seen');
    const refused = await api.request('/v2/events/like', {
      json: { eventId: '00000000-0000-4000-8000-000000000000' },
      token: ada.auth.idToken,
    });
    expect(refused.status).toBe(404);
    expect(nameIn(await api.request(eventPath, { token: ada.auth.idToken }))).toBe('Kept');
  });

  it('are kept apart for the fast answer (no computed fields) and the full one', async () => {
    const lean = await api.request(eventPath, {
      token: ada.auth.idToken,
      headers: { 'X-Exclude-Computed-Fields': 'true' },
    });
    const full = await api.request(eventPath, { token: ada.auth.idToken });
    expect(lean.body.data.event).not.toHaveProperty('numGoing');
    expect(full.body.data.event).toHaveProperty('numGoing');
  });

  it('leave reads outside the declared set asked every time', async () => {
    await api.request('/v2/events/like', { json: { eventId }, token: bea.auth.idToken });
    const liked = () => api.request('/v2/users/events/liked', { token: bea.auth.idToken });
    await renameInDatabase('Liked, once');
    expect((await liked()).body.data.events[0].name).toBe('Liked, once');
    await renameInDatabase('Liked, twice');
    expect((await liked()).body.data.events[0].name).toBe('Liked, twice');
  });
});
