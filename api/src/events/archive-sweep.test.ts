import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { AppDatabase } from '../db/database';
import { events } from '../db/schema';
import { seedDemoData } from '../seed/demo-data';
import { DEMO_HOSTS } from '../seed/demo-hosts';
import { openTestDatabase } from '../../test/test-database';
import { ARCHIVE_GRACE_MS, archiveEndedEvents } from './archive-sweep';
import { createEventRepository } from './event-repository';

const NOW = new Date('2026-03-10T17:00:00Z');
const HOUR = 3_600_000;
const ids = {
  longOver: '0000000c-0000-4000-8000-000000000001',
  justOver: '0000000c-0000-4000-8000-000000000002',
  noEndLongOver: '0000000c-0000-4000-8000-000000000003',
  running: '0000000c-0000-4000-8000-000000000004',
};

let database: AppDatabase;

beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
  await seedDemoData(database.db, { now: NOW });
  const hostId = DEMO_HOSTS[0]!.id;
  const at = (ms: number) => new Date(NOW.getTime() + ms);
  await database.db.insert(events).values(
    [
      {
        id: ids.longOver,
        name: 'Ended 3 hours ago',
        startTime: at(-5 * HOUR),
        endTime: at(-3 * HOUR),
      },
      {
        id: ids.justOver,
        name: 'Ended 10 minutes ago (inside the grace)',
        startTime: at(-2 * HOUR),
        endTime: at(-HOUR / 6),
      },
      // No end time: ends 6 hours after its start, i.e. 2 hours ago.
      { id: ids.noEndLongOver, name: 'No end time, started 8 hours ago', startTime: at(-8 * HOUR) },
      { id: ids.running, name: 'Running', startTime: at(-HOUR), endTime: at(HOUR) },
    ].map((e) => ({ ...e, hostId, timeZone: 'America/New_York' })),
  );
});
afterAll(() => database?.close());

const archivedOf = async (id: string) => {
  const [row] = await database.db
    .select({ archived: events.archived, endsAt: events.endsAt })
    .from(events)
    .where(eq(events.id, id));
  return row!;
};

describe('archiveEndedEvents', () => {
  it('stores when an event ends: its end time, or 6 hours after its start', async () => {
    expect((await archivedOf(ids.longOver)).endsAt).toEqual(new Date(NOW.getTime() - 3 * HOUR));
    expect((await archivedOf(ids.noEndLongOver)).endsAt).toEqual(
      new Date(NOW.getTime() - 2 * HOUR),
    );
  });

  it('archives what ended before the grace, once, with two sweepers at the same moment', async () => {
    expect(ARCHIVE_GRACE_MS).toBe(HOUR);
    const repository = createEventRepository(database.db);
    const feedBefore = await repository.feedPage({ now: NOW, after: null, limit: 500 });
    const [{ n: endedBefore }] = (
      (await database.db.execute(
        sql`select count(*)::int as n from events where ends_at < ${new Date(NOW.getTime() - HOUR).toISOString()}::timestamptz`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];

    const counts = await Promise.all([
      archiveEndedEvents(database.db, NOW),
      archiveEndedEvents(database.db, NOW),
    ]);
    // Every ended event once between the two (skip locked: neither redoes the other's rows).
    expect(counts[0] + counts[1]).toBe(endedBefore);
    expect(await archiveEndedEvents(database.db, NOW)).toBe(0);

    expect((await archivedOf(ids.longOver)).archived).toBe(true);
    expect((await archivedOf(ids.noEndLongOver)).archived).toBe(true);
    expect((await archivedOf(ids.justOver)).archived).toBe(false);
    expect((await archivedOf(ids.running)).archived).toBe(false);
    // The feed answers the same: archiving only takes away what had ended.
    const feedAfter = await repository.feedPage({ now: NOW, after: null, limit: 500 });
    expect(feedAfter.map((r) => r.event.id)).toEqual(feedBefore.map((r) => r.event.id));
    expect(feedAfter.map((r) => r.event.id)).toContain(ids.running);
  });

  it('makes an archived event live again when its times change', async () => {
    await database.db
      .update(events)
      .set({ endTime: new Date(NOW.getTime() + 2 * HOUR) })
      .where(eq(events.id, ids.longOver));
    expect(await archivedOf(ids.longOver)).toEqual({
      archived: false,
      endsAt: new Date(NOW.getTime() + 2 * HOUR),
    });
    const feed = await createEventRepository(database.db).feedPage({
      now: NOW,
      after: null,
      limit: 500,
    });
    expect(feed.map((r) => r.event.id)).toContain(ids.longOver);
    // Another column changing leaves an archived event archived.
    await database.db
      .update(events)
      .set({ name: 'Renamed after the end' })
      .where(eq(events.id, ids.noEndLongOver));
    expect((await archivedOf(ids.noEndLongOver)).archived).toBe(true);
  });
});
