/**
 * The feed, search and a person's lists must not read the history: their query plans (EXPLAIN
 * ANALYZE of the very builders the API executes) read as many `events` rows with 12,000 ended
 * events as with 2,000, use an index, and never scan the table. Not a timed test: row counts.
 * The control run proves the measure sees a query that does read the history (the old predicate).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { AppDatabase } from '../db/database';
import { events } from '../db/schema';
import { seedDemoData } from '../seed/demo-data';
import { openTestDatabase } from '../../test/test-database';
import { analyzeGrowthTables, seedGrowthHistory, seedGrowthUsers } from '../../test/growth-seed';
import {
  explainQuery,
  growthQueries,
  type GrowthQueryName,
  type PlanFigures,
} from '../../test/query-plan';
import { ASSUMED_EVENT_DURATION } from './event-repository';

const NOW = new Date('2026-03-10T17:00:00Z');
const USERS = 300;
const SMALL = 2_000;
const LARGE = 12_000;
/** The person's own history is made among the first rows, so it is the same at both sizes. */
const PERSON_ROWS = 1_000;

let database: AppDatabase;
let person: string;
const small = {} as Record<GrowthQueryName | 'control', PlanFigures>;
const largeStale = {} as Record<GrowthQueryName | 'control', PlanFigures>;
const largeAnalyzed = {} as Record<GrowthQueryName | 'control', PlanFigures>;

/** The feed as it was before `ends_at` and `archived`: the control that reads the history. */
const controlQuery = () =>
  sql`select ${events.id} from ${events}
      where coalesce(${events.endTime}, ${events.startTime} + ${ASSUMED_EVENT_DURATION}::interval) >= ${NOW.toISOString()}::timestamptz
      order by ${events.startTime}, ${events.id} limit 21`;

async function measure(into: Record<string, PlanFigures>) {
  const queries = growthQueries(database.db, { now: NOW, person });
  for (const [name, query] of Object.entries(queries)) {
    into[name] = await explainQuery(database.db, query);
  }
  into.control = await explainQuery(database.db, controlQuery());
}

beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
  const db = database.db;
  await seedDemoData(db, { now: NOW });
  // The history's users are 1..USERS; the person is one more, whose history is only their own.
  await seedGrowthUsers(db, { from: 1, to: USERS + 1 });
  const [row] = (
    (await db.execute(
      sql`select id from users where username = ${`growth.${USERS + 1}`}`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  person = row!.id;
  const history = { users: USERS, now: NOW, person, personRows: PERSON_ROWS };
  await seedGrowthHistory(db, { ...history, from: 1, to: SMALL });
  await analyzeGrowthTables(db);
  await measure(small);
  await seedGrowthHistory(db, { ...history, from: SMALL + 1, to: LARGE });
  await measure(largeStale);
  await analyzeGrowthTables(db);
  await measure(largeAnalyzed);
}, 240_000);
afterAll(() => database?.close());

const NAMES: GrowthQueryName[] = ['feed', 'search', 'upcoming', 'liked', 'hostedPast', 'hosting'];

describe('query plans with a growing history', () => {
  it('the control (the old "not ended" predicate) reads every ended event', () => {
    expect(
      largeAnalyzed.control.eventRowsRead - small.control.eventRowsRead,
    ).toBeGreaterThanOrEqual(LARGE - SMALL);
  });

  for (const name of NAMES) {
    it(`${name}: reads no more rows of events with 6× the history, through an index`, () => {
      for (const [label, large] of [
        ['stale statistics', largeStale[name]],
        ['fresh statistics', largeAnalyzed[name]],
      ] as const) {
        const context = `${name}, ${label}:\n${large.text}`;
        expect(large.seqScanOnEvents, context).toBe(false);
        expect(large.indexes.length, context).toBeGreaterThan(0);
        // Equal in practice; the slack absorbs a plan that differs by a handful of live rows.
        expect(large.eventRowsRead, context).toBeLessThanOrEqual(
          small[name].eventRowsRead * 1.2 + 20,
        );
        expect(large.eventRowsRead, context).toBeLessThan((LARGE - SMALL) / 10);
      }
    });
  }

  it('the feed and search read the live indexes, not the history', () => {
    // Any live index serves: by start time (the feed's order), by end (then a sort of the live
    // set), or the live full-text index; which one depends on how many events are live.
    const live = [
      'events_live_start_time_id_idx',
      'events_live_ends_at_idx',
      'events_live_search_idx',
    ];
    for (const figures of [largeStale, largeAnalyzed]) {
      expect(
        figures.feed.indexes.some((i) => live.includes(i)),
        figures.feed.text,
      ).toBe(true);
      expect(
        figures.search.indexes.some((i) => live.includes(i)),
        figures.search.text,
      ).toBe(true);
    }
  });
});
