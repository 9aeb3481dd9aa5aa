/** The ledger is append-only in the database itself: UPDATE, DELETE and TRUNCATE are refused. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { ledgerEntries, orders } from '../db/schema-ticketing';
import { recordLedger, refundedCents } from './ledger';

let api: TestApi;
let orderId: string;

beforeAll(async () => {
  api = await startTestApi();
  const { user } = await api.createUser({ name: 'Ledger Host' });
  const { eventId } = await createTicketedEvent(api, user.id, [paidType()]);
  const [order] = await api.database.db
    .insert(orders)
    .values({
      eventId,
      buyerId: user.id,
      status: 'refunded',
      provider: 'sandbox',
      subtotalCents: 1000,
      feeCents: 80,
      totalCents: 1080,
    })
    .returning();
  orderId = order!.id;
  await recordLedger(api.database.db, order!, [
    { kind: 'charge', amountCents: 1080, reference: 'pi_1' },
    { kind: 'refund', amountCents: -1080, reference: 're_1' },
    { kind: 'platform_fee', amountCents: 0, reference: null }, // zero rows are skipped
  ]);
});
afterAll(() => api?.close());

describe('ledger', () => {
  it('records movements and sums refunds', async () => {
    const rows = await api.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['charge', 'refund']);
    expect(await refundedCents(api.database.db, orderId)).toBe(1080);
  });

  it('refuses to change or remove history', async () => {
    const db = api.database.db;
    await expect(
      db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.orderId, orderId)),
    ).rejects.toThrow();
    await expect(
      db.delete(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate ledger_entries`)).rejects.toThrow();
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    expect(rows.map((r) => r.amountCents).sort()).toEqual([-1080, 1080]);
  });

  it('says why when it refuses', async () => {
    const error = await api.database.db
      .delete(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId))
      .catch((e: unknown) => e);
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    expect(messages.join(' ')).toMatch(/ledger_entries is append-only: DELETE is not allowed/);
  });
});
