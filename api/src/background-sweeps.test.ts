/**
 * A sweep that fails logs one line through the server's logger: the SQLSTATE of the failed query,
 * never its SQL, its parameters or the phone number the query was about. The control shows that
 * the same failure, thrown as is, carries the phone number and the SQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/test-api';
import { createTicketedEvent } from '../test/ticketing-fixtures';
import { textBlasts, textMessages } from './db/schema-host-team';
import { startBackgroundSweeps } from './background-sweeps';
import { deliverDueTexts } from './host-team/text-delivery';
import { createOutboxSms } from './messaging/outbox-sms';

const PHONE = '+15557654321';
const lines: string[] = [];
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ logger: { write: (line) => lines.push(line) } });
  const host = await api.createUser();
  const { eventId } = await createTicketedEvent(api, host.user.id, [], { type: 'simpleRsvp' });
  const db = api.database.db;
  const [blast] = await db
    .insert(textBlasts)
    .values({
      eventId,
      sentBy: host.user.id,
      message: 'Doors at 8',
      statuses: ['going'],
      createdAt: new Date(),
    })
    .returning();
  await db.insert(textMessages).values({
    blastId: blast!.id,
    recipientId: host.user.id,
    phone: PHONE,
    status: 'queued',
    sendAfter: new Date(Date.now() - 60_000),
  });
  // The opt-out lookup (whose parameter is the phone number) now fails: 42P01, no such table.
  await db.execute(sql`alter table sms_opt_outs rename to sms_opt_outs_gone`);
});
afterAll(() => api?.close());

describe('background sweeps', () => {
  it('log a failed query by its SQLSTATE, without SQL, parameters or phone number', async () => {
    const sms = createOutboxSms(api.smsOutboxFile);
    const raw = await deliverDueTexts(api.database.db, sms, new Date()).catch(
      (error: unknown) => error as Error,
    );
    expect((raw as Error).message).toContain(PHONE);
    expect((raw as Error).message).toContain('sms_opt_outs');
    // The control claimed the text before failing; the sweep may take it again.
    await api.database.db.update(textMessages).set({ claimedAt: null });

    const from = lines.length;
    const stop = startBackgroundSweeps({
      db: api.database.db,
      sms,
      clock: () => new Date(),
      log: api.app.log,
      textsEveryMs: 20,
      archiveEveryMs: 60_000,
    });
    try {
      await expect.poll(() => lines.length, { timeout: 5_000 }).toBeGreaterThan(from);
    } finally {
      await stop();
    }
    const [line] = lines.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(line).toMatchObject({
      level: 50,
      msg: 'sending queued texts failed',
      err: { dbCode: '42P01', message: 'A database query failed with SQLSTATE 42P01' },
    });
    const text = lines.slice(from).join('\n');
    expect(text).not.toContain('7654321');
    expect(text).not.toContain('sms_opt_outs');
    expect(text).not.toMatch(/select/i);
  });
});
