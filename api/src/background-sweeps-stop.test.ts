/**
 * Stopping the sweeps (the API closing) lets a text that is being sent finish and be recorded as
 * sent before the database closes, and claims no text after. A text sent and not recorded would
 * be taken again once its claim grew stale: a guest texted twice. Closing waits at most a grace
 * period for a send that hangs.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/test-api';
import { createTicketedEvent } from '../test/ticketing-fixtures';
import { textBlasts, textMessages } from './db/schema-host-team';
import { startBackgroundSweeps } from './background-sweeps';
import { deliverDueTexts } from './host-team/text-delivery';
import type { SmsMessage, SmsProvider } from './messaging/sms-provider';

const lines: string[] = [];
let api: TestApi;
let hostId: string;
let eventId: string;
/** A text goes to each guest once per blast. */
let guestIds: string[];

beforeAll(async () => {
  api = await startTestApi({ logger: { write: (line) => lines.push(line) } });
  hostId = (await api.createUser()).user.id;
  ({ eventId } = await createTicketedEvent(api, hostId, [], { type: 'simpleRsvp' }));
  guestIds = await Promise.all([1, 2, 3].map(async () => (await api.createUser()).user.id));
});
afterAll(() => api?.close());

/** A blast with `count` texts, all due now, and no other text queued; answers its id. */
async function dueBlast(count: number): Promise<string> {
  const db = api.database.db;
  await db.delete(textMessages);
  const [blast] = await db
    .insert(textBlasts)
    .values({
      eventId,
      sentBy: hostId,
      message: 'Doors at 8',
      statuses: ['going'],
      createdAt: new Date(),
    })
    .returning();
  await db.insert(textMessages).values(
    Array.from({ length: count }, (_, i) => ({
      blastId: blast!.id,
      recipientId: guestIds[i]!,
      phone: `+1555000${String(i).padStart(4, '0')}`,
      status: 'queued' as const,
      sendAfter: new Date(Date.now() - 60_000),
    })),
  );
  return blast!.id;
}

const textsOf = (blastId: string) =>
  api.database.db
    .select({ status: textMessages.status, claimedAt: textMessages.claimedAt })
    .from(textMessages)
    .where(eq(textMessages.blastId, blastId));

/** An SMS provider whose sends wait until `release()`; `sending` resolves at the first send. */
function heldSms() {
  const sent: SmsMessage[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = () => {};
  const sending = new Promise<void>((resolve) => (started = resolve));
  const sms: SmsProvider = {
    name: 'outbox',
    async send(message) {
      started();
      await released;
      sent.push(message);
      return { providerId: `held-${sent.length}` };
    },
  };
  return { sms, sent, sending, release };
}

/** The server's sweeps, texts every 10 ms through `sms`; answers their stop. */
const sweepsSendingWith = (sms: SmsProvider) =>
  startBackgroundSweeps({
    db: api.database.db,
    sms,
    clock: () => new Date(),
    log: api.app.log,
    textsEveryMs: 10,
    archiveEveryMs: 60_000,
  });

describe('stopping the text sweep', () => {
  it('deliverDueTexts with its signal aborted sends the text in hand and claims no other', async () => {
    const blastId = await dueBlast(3);
    const stopping = new AbortController();
    const sms: SmsProvider = {
      name: 'outbox',
      send: async () => {
        stopping.abort();
        return { providerId: 'first' };
      },
    };
    const report = await deliverDueTexts(api.database.db, sms, new Date(), {
      blastId,
      signal: stopping.signal,
    });
    expect(report).toEqual({ sent: 1, optedOut: 0, failed: 0 });
    const texts = await textsOf(blastId);
    expect(texts.filter((t) => t.status === 'sent')).toHaveLength(1);
    expect(texts.filter((t) => t.status === 'queued' && t.claimedAt === null)).toHaveLength(2);
  });

  it('the sweeps’ stop waits for the text being sent, which is recorded as sent, and claims no more', async () => {
    const blastId = await dueBlast(2);
    const held = heldSms();
    const stop = sweepsSendingWith(held.sms);
    await held.sending;
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    // It cannot end while the send is held: this wait only gives it the chance to end too early.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    held.release();
    await stopping;
    const texts = await textsOf(blastId);
    expect(held.sent).toHaveLength(1);
    expect(texts.filter((t) => t.status === 'sent')).toHaveLength(1);
    expect(texts.filter((t) => t.status === 'queued' && t.claimedAt === null)).toHaveLength(1);
  });

  it('gives up waiting after its grace period, and says so in the log', async () => {
    await dueBlast(1);
    const held = heldSms();
    const stop = sweepsSendingWith(held.sms);
    await held.sending;
    const from = lines.length;
    await stop(50);
    const logged = lines.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'closing: a sweep still running after the grace period',
      }),
    );
    held.release();
    // The run it left finishes now; asked again, stop waits for it.
    await stop();
  });
});
