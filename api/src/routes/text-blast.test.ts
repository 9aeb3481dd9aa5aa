/**
 * Text blasts over HTTP: the outbox gets exactly the right numbers, STOP (and the other words) is
 * honoured at once and START undoes it, texts written at night wait for 8 a.m. and go out once on
 * an advanced clock, the hourly limit answers 429, and the history counts each blast's texts.
 */
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLAST_OPT_OUT_WORDS, addDays, localDateIn, zonedTimeToUtc } from 'contract';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';
import { textMessages } from '../db/schema-host-team';
import { deliverDueTexts } from '../host-team/text-delivery';
import { createOutboxSms, readOutbox } from '../messaging/outbox-sms';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

const ZONE = 'America/New_York'; // the fixture events' time zone
/** `hour`:`minute` in New York, `days` days after today there. */
const newYorkTime = (days: number, hour: number, minute = 0) =>
  zonedTimeToUtc({ ...addDays(localDateIn(new Date(), ZONE), days), hour, minute }, ZONE);

let now = newYorkTime(1, 12);
let api: TestApi;
let host: Person;
let ana: Person;
let ben: Person;
let cleo: Person;
let stranger: Person;

const rsvp = async (who: Person, eventId: string, ticketTypeId: string) => {
  const res = await api.request('/v2/checkout/initiate', {
    token: who.auth.idToken,
    json: { eventId, items: [{ ticketTypeId, quantity: 1 }] },
  });
  if (res.status !== 201) throw new Error(`RSVP failed: ${JSON.stringify(res.body)}`);
  return res.body.data.passes[0] as { id: string; qrToken: string };
};
/** Sends a blast a minute after the last call (blasts have distinct times, as in life). */
const blast = (who: Person | null, json: Record<string, unknown>) => {
  now = new Date(now.getTime() + 60_000);
  return api.request('/v2/events/hosts/text-blast', { token: who?.auth.idToken, json });
};
const history = (who: Person | null, eventId: string) =>
  api.request(`/v2/events/hosts/text-blasts?eventId=${eventId}`, { token: who?.auth.idToken });
/** A text sent back by `from`, as the provider's webhook delivers it (its answer is TwiML). */
const textBack = (from: string, body: string) =>
  fetch(`${api.origin}/v2/sms/inbound`, {
    method: 'POST',
    body: new URLSearchParams({ From: from, Body: body, To: '+15550000000' }),
  });
/** The numbers texted since `from` entries were in the outbox, sorted. */
const textedSince = async (from: number) =>
  (await readOutbox(api.smsOutboxFile))
    .slice(from)
    .map((t) => t.to)
    .sort();
const outboxSize = async () => (await readOutbox(api.smsOutboxFile)).length;

const EVENT_NAME = 'Blast Party';

/** An event of `host` with `guests` going and `checkedIn` of them scanned in. */
async function partyWith(going: Person[], checkedIn: Person[] = []) {
  const { eventId, ticketTypeIds } = await createTicketedEvent(api, host.user.id, [], {
    type: 'simpleRsvp',
    now,
    name: EVENT_NAME,
  });
  for (const guest of [...going, ...checkedIn]) {
    const pass = await rsvp(guest, eventId, ticketTypeIds[0]!);
    if (checkedIn.includes(guest)) {
      const scan = await api.request('/v2/events/hosts/scan', {
        token: host.auth.idToken,
        json: { eventId, qrToken: pass.qrToken, nonce: `n-${pass.id}` },
      });
      expect(scan.body.data.result).toBe('admitted');
    }
  }
  return eventId;
}

beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  [host, ana, ben, cleo, stranger] = await Promise.all([
    api.createUser({ name: 'Blast Host' }),
    api.createUser({ name: 'Ana Going' }),
    api.createUser({ name: 'Ben Checkedin' }),
    api.createUser({ name: 'Cleo Stopper' }),
    api.createUser({ name: 'Sam Stranger' }),
  ]);
});
afterAll(() => api?.close());

describe('POST /events/hosts/text-blast in the daytime', () => {
  let eventId: string;
  beforeAll(async () => {
    now = newYorkTime(1, 12);
    eventId = await partyWith([ana, cleo], [ben]);
  });

  it('texts each guest in the chosen statuses once, and never a number that texted STOP', async () => {
    expect((await textBack(cleo.user.phone, '  Stop ')).status).toBe(200);
    const before = await outboxSize();
    const res = await blast(host, { eventId, message: 'Doors open at 8!', statuses: ['going'] });
    expect(res.status).toBe(201);
    expect(await textedSince(before)).toEqual([ana.user.phone]);
    expect(res.body.data.blast).toMatchObject({
      message: 'Doors open at 8!',
      statuses: ['going'],
      sentBy: { id: host.user.id, name: 'Blast Host' },
      counts: { recipients: 2, sent: 1, queued: 0, optedOut: 1, failed: 0 },
    });
    const texts = await readOutbox(api.smsOutboxFile);
    expect(texts.at(-1)).toMatchObject({
      to: ana.user.phone,
      body: `${EVENT_NAME} (from Blast Host): Doors open at 8!\n\n${BLAST_OPT_OUT_WORDS}`,
    });

    const both = await outboxSize();
    const all = await blast(host, {
      eventId,
      message: 'Last call',
      statuses: ['going', 'checked_in'],
    });
    expect(all.status).toBe(201);
    expect(await textedSince(both)).toEqual([ana.user.phone, ben.user.phone].sort());
  });

  it('START (or UNSTOP) lets texts reach the number again', async () => {
    expect((await textBack(cleo.user.phone, 'START')).status).toBe(200);
    const before = await outboxSize();
    const res = await blast(host, { eventId, message: 'Welcome back', statuses: ['going'] });
    expect(res.status).toBe(201);
    expect(await textedSince(before)).toEqual([ana.user.phone, cleo.user.phone].sort());
  });

  it('refuses a fourth blast within the hour with 429, sending nothing, and allows it an hour later', async () => {
    const before = await outboxSize();
    const res = await blast(host, { eventId, message: 'One more', statuses: ['going'] });
    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({
      code: 'rate_limited',
      message: 'An event can send at most 3 text blasts an hour. Try again in 57 minutes.',
    });
    expect(await outboxSize()).toBe(before);
    const list = await history(host, eventId);
    expect(list.body.data.blasts).toHaveLength(3);
    expect(list.body.data.remainingThisHour).toBe(0);

    now = new Date(now.getTime() + 3600_000 + 1000);
    expect((await blast(host, { eventId, message: 'One more', statuses: ['going'] })).status).toBe(
      201,
    );
  });

  it('lists the blasts newest first with their counts, and whom each status reaches', async () => {
    const res = await history(host, eventId);
    expect(res.status).toBe(200);
    const { blasts, audience, remainingThisHour } = res.body.data;
    expect(blasts.map((b: { message: string }) => b.message)).toEqual([
      'One more',
      'Welcome back',
      'Last call',
      'Doors open at 8!',
    ]);
    expect(blasts[3].counts).toEqual({ recipients: 2, sent: 1, queued: 0, optedOut: 1, failed: 0 });
    expect(audience).toEqual({
      going: 2,
      checked_in: 1,
      cancelled: 0,
      refunded: 0,
      pending: 0,
      denied: 0,
      removed: 0,
    });
    expect(remainingThisHour).toBe(2);
  });

  it('refuses bad input with a 400 naming the field, and unknown events with 404', async () => {
    const long = await blast(host, { eventId, message: 'x'.repeat(321), statuses: ['going'] });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/message/);
    const blank = await blast(host, { eventId, message: '   ', statuses: ['going'] });
    expect(blank.status).toBe(400);
    const none = await blast(host, { eventId, message: 'Hi', statuses: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/statuses/);
    const odd = await blast(host, { eventId, message: 'Hi', statuses: ['vip'] });
    expect(odd.status).toBe(400);
    const missing = await blast(host, {
      eventId: '00000000-0000-4000-8000-000000000000',
      message: 'Hi',
      statuses: ['going'],
    });
    expect(missing.status).toBe(404);
  });

  it('refuses visitors (401) and people who do not organize the event (403)', async () => {
    const json = { eventId, message: 'Hi', statuses: ['going'] };
    expect((await blast(null, json)).status).toBe(401);
    expect((await blast(stranger, json)).status).toBe(403);
    expect((await blast(ana, json)).status).toBe(403);
    expect((await history(null, eventId)).status).toBe(401);
    expect((await history(ana, eventId)).status).toBe(403);
  });
});

describe('quiet hours', () => {
  let eventId: string;
  beforeAll(async () => {
    now = newYorkTime(2, 12);
    eventId = await partyWith([ana, ben, cleo]);
  });

  it('queues texts written after 9 p.m. until 8 a.m., sends them once, and honours a STOP sent meanwhile', async () => {
    now = newYorkTime(2, 22, 30);
    const before = await outboxSize();
    const res = await blast(host, { eventId, message: 'See you tomorrow', statuses: ['going'] });
    expect(res.status).toBe(201);
    expect(res.body.data.blast.counts).toMatchObject({ recipients: 3, sent: 0, queued: 3 });
    expect(await outboxSize()).toBe(before);

    expect((await textBack(ben.user.phone, 'unsubscribe')).status).toBe(200);
    const sms = createOutboxSms(api.smsOutboxFile);
    const db = api.database.db;
    expect(await deliverDueTexts(db, sms, newYorkTime(3, 7, 59))).toEqual({
      sent: 0,
      optedOut: 0,
      failed: 0,
    });
    expect(await outboxSize()).toBe(before);

    const eight = newYorkTime(3, 8);
    // Two sweeps at once (two server processes) still send each text once.
    const [first, second] = await Promise.all([
      deliverDueTexts(db, sms, eight),
      deliverDueTexts(db, sms, eight),
    ]);
    expect(first.sent + second.sent).toBe(2);
    expect(first.optedOut + second.optedOut).toBe(1);
    expect(await textedSince(before)).toEqual([ana.user.phone, cleo.user.phone].sort());
    expect(await deliverDueTexts(db, sms, newYorkTime(3, 9))).toEqual({
      sent: 0,
      optedOut: 0,
      failed: 0,
    });
    now = newYorkTime(3, 9);
    const [latest] = (await history(host, eventId)).body.data.blasts;
    expect(latest.counts).toEqual({ recipients: 3, sent: 2, queued: 0, optedOut: 1, failed: 0 });
    await textBack(ben.user.phone, 'UNSTOP');
  });

  it('control: without the claim, two senders at once would text people twice (the check above sees it)', async () => {
    now = newYorkTime(5, 23);
    expect((await blast(host, { eventId, message: 'Control', statuses: ['going'] })).status).toBe(
      201,
    );
    const sms = createOutboxSms(api.smsOutboxFile);
    const db = api.database.db;
    const at = newYorkTime(6, 8);
    // A sender that reads the due texts and sends them, with no claim in between.
    const unclaimedSender = async () => {
      const due = await db
        .select()
        .from(textMessages)
        .where(and(eq(textMessages.status, 'queued'), lte(textMessages.sendAfter, at)));
      for (const text of due) await sms.send({ to: text.phone, body: 'Control' });
    };
    const before = await outboxSize();
    await Promise.all([unclaimedSender(), unclaimedSender()]);
    const texted = await textedSince(before);
    expect(texted).toHaveLength(6);
    expect(new Set(texted).size).toBe(3);
    // The real sender, twice at once, sends each once.
    const after = await outboxSize();
    await Promise.all([deliverDueTexts(db, sms, at), deliverDueTexts(db, sms, at)]);
    const once = await textedSince(after);
    expect(once).toHaveLength(3);
    expect(new Set(once).size).toBe(3);
  });

  it('queues texts written before 8 a.m. until 8 the same morning', async () => {
    now = newYorkTime(7, 6);
    const res = await blast(host, { eventId, message: 'Early bird', statuses: ['going'] });
    expect(res.body.data.blast.counts.queued).toBe(3);
    const sms = createOutboxSms(api.smsOutboxFile);
    const before = await outboxSize();
    expect((await deliverDueTexts(api.database.db, sms, newYorkTime(7, 8))).sent).toBe(3);
    expect(await textedSince(before)).toHaveLength(3);
  });
});

describe('POST /sms/inbound', () => {
  it('records every opt-out word, ignores other replies, and answers empty TwiML', async () => {
    for (const word of ['STOP', 'stopall', 'End.', 'QUIT', 'revoke', 'OptOut', 'cancel']) {
      const res = await textBack(stranger.user.phone, word);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/xml/);
      const { smsOptOuts } = await import('../db/schema-host-team');
      const rows = await api.database.db.select().from(smsOptOuts);
      expect(rows.map((r) => r.phone)).toContain(stranger.user.phone);
      await textBack(stranger.user.phone, 'start');
      expect((await api.database.db.select().from(smsOptOuts)).map((r) => r.phone)).not.toContain(
        stranger.user.phone,
      );
    }
    await textBack(stranger.user.phone, 'stop by later?');
    const { smsOptOuts } = await import('../db/schema-host-team');
    expect((await api.database.db.select().from(smsOptOuts)).map((r) => r.phone)).not.toContain(
      stranger.user.phone,
    );
  });
});

describe('what a guest receives', () => {
  it('strips bidirectional and invisible characters from what is sent', async () => {
    now = newYorkTime(20, 12); // midday: sent at once (night texts wait for 8 a.m.)
    const dora = await api.createUser({ name: 'Dora Going' });
    const event = await partyWith([dora]);
    const before = await outboxSize();
    const res = await blast(host, {
      eventId: event,
      message: 'Pay at https://tickets.example/\u202Egpj.exe\u200B now',
      statuses: ['going'],
    });
    expect(res.status).toBe(201);
    const [text] = (await readOutbox(api.smsOutboxFile)).slice(before);
    expect(text!.body).toBe(
      `${EVENT_NAME} (from Blast Host): Pay at https://tickets.example/gpj.exe now\n\n${BLAST_OPT_OUT_WORDS}`,
    );
  });
});
