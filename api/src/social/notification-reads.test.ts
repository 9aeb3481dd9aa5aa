/**
 * Marking read is exact under concurrency. A notification's id is taken when it is written and it
 * becomes visible when its transaction commits, so one with a smaller id can appear after the mark:
 * it stays unread (a per-person "read up to id" would have called it read). A row another
 * transaction holds is skipped, not waited for. PGlite runs one transaction at a time, so these
 * races need PostgreSQL; the plain semantics are tested over HTTP (routes/notification-reads.test.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { notifications } from '../db/schema-social';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database';
import { markNotificationsRead, unreadNotificationCount } from './notification-reads';

let database: AppDatabase;
const onPostgres = testDatabaseKind() === 'postgres';

beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => database?.close());

let serial = 0;
async function person(): Promise<string> {
  serial += 1;
  const [row] = await database.db
    .insert(users)
    .values({
      firebaseUid: `reader-${serial}`,
      phone: '+15555550100',
      name: `Reader ${serial}`,
      username: `reader_${serial}_${Date.now()}`,
    })
    .returning({ id: users.id });
  return row!.id;
}

async function notifyNow(userId: string): Promise<number> {
  const [row] = await database.db
    .insert(notifications)
    .values({ userId, kind: 'friend_request' })
    .returning({ id: notifications.id });
  return row!.id;
}

/**
 * A transaction that does `work` and then stays open until `finish()`: what a notification's
 * writer looks like to a mark that runs in the middle of it.
 */
async function heldOpen<T>(work: (tx: AppDatabase['db']) => Promise<T>) {
  let finish!: () => void;
  const release = new Promise<void>((resolve) => (finish = resolve));
  let started!: (value: T) => void;
  const result = new Promise<T>((resolve) => (started = resolve));
  const done = database.db.transaction(async (tx) => {
    started(await work(tx as unknown as AppDatabase['db']));
    await release;
  });
  return { value: await result, finish: async () => (finish(), done) };
}

describe('marking read', () => {
  it('leaves what is newer than upToId unread, and never moves back', async () => {
    const me = await person();
    const shown = await notifyNow(me);
    await notifyNow(me);
    expect(await markNotificationsRead(database.db, me, shown, new Date())).toBe(1);
    expect(await markNotificationsRead(database.db, me, 1, new Date())).toBe(1);
    expect(await markNotificationsRead(database.db, me, null, new Date())).toBe(0);
    expect(await unreadNotificationCount(database.db, me)).toBe(0);
  });
});

describe.runIf(onPostgres)('marking read while notifications are written (PostgreSQL)', () => {
  it('a notification committed after the mark stays unread, though its id is smaller', async () => {
    const me = await person();
    const late = await heldOpen(async (tx) => {
      const [row] = await tx
        .insert(notifications)
        .values({ userId: me, kind: 'friend_request' })
        .returning({ id: notifications.id });
      return row!.id;
    });
    const shown = await notifyNow(me);
    // The hazard is real: the late one's id is below what the client showed and marks.
    expect(late.value).toBeLessThan(shown);
    expect(await markNotificationsRead(database.db, me, shown, new Date())).toBe(0);
    await late.finish();
    expect(await unreadNotificationCount(database.db, me)).toBe(1);
    const [row] = await database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, late.value));
    expect(row?.readAt).toBeNull();
  });

  it('does not wait for a row another transaction holds; that row stays unread', async () => {
    const me = await person();
    const busy = await notifyNow(me);
    await notifyNow(me);
    // As a chat message moving its notification holds the row.
    const holder = await heldOpen((tx) =>
      tx.select().from(notifications).where(eq(notifications.id, busy)).for('update'),
    );
    const timeout = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000));
    const marked = await Promise.race([
      markNotificationsRead(database.db, me, null, new Date()),
      timeout,
    ]);
    await holder.finish();
    expect(marked).toBe(1);
    expect(await markNotificationsRead(database.db, me, null, new Date())).toBe(0);
  });

  it('two marks at once both answer, and everything ends read', async () => {
    const me = await person();
    for (let i = 0; i < 20; i += 1) await notifyNow(me);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => markNotificationsRead(database.db, me, null, new Date())),
    );
    expect(answers.every((n) => n >= 0 && n <= 20)).toBe(true);
    expect(await unreadNotificationCount(database.db, me)).toBe(0);
  });
});
