/**
 * EXPLAIN ANALYZE of the app's own queries (the builders the repositories execute), reduced to the
 * figures that show whether a query reads the history: rows the scans of `events` produced and
 * removed by filter, sequential scans, and the indexes used. The query plan test asserts on them;
 * the data-growth bench prints them.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { events } from '../src/db/schema';
import { ASSUMED_EVENT_DURATION, feedPageQuery } from '../src/events/event-repository';
import type { UserEventList } from 'contract';
import { userEventPageQuery } from '../src/events/user-event-lists';
import { searchEventsQuery } from '../src/search/search-repository';

export interface PlanFigures {
  /** Rows the scans of `events` returned plus those they removed by filter (× loops). */
  eventRowsRead: number;
  /** Of those, rows removed by a filter or an index recheck. */
  eventRowsRemoved: number;
  seqScanOnEvents: boolean;
  indexes: string[];
  /** The plan as PostgreSQL prints it (text format), for the docs. */
  text: string;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

export async function explainQuery(db: Database, query: SQLWrapper): Promise<PlanFigures> {
  const [json] = rowsOf(await db.execute(sql`explain (analyze, format json) ${query}`));
  const raw = Object.values(json!)[0];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const figures: PlanFigures = {
    eventRowsRead: 0,
    eventRowsRemoved: 0,
    seqScanOnEvents: false,
    indexes: [],
    text: '',
  };
  const visit = (node: PlanNode) => {
    if (node['Index Name']) figures.indexes.push(node['Index Name']);
    if (node['Relation Name'] === 'events') {
      const loops = node['Actual Loops'] ?? 1;
      const removed =
        ((node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
        loops;
      figures.eventRowsRemoved += removed;
      figures.eventRowsRead += (node['Actual Rows'] ?? 0) * loops + removed;
      if (node['Node Type'] === 'Seq Scan') figures.seqScanOnEvents = true;
    }
    node.Plans?.forEach(visit);
  };
  visit(parsed[0]!.Plan);
  const text = rowsOf(await db.execute(sql`explain (analyze, costs off, timing off) ${query}`));
  figures.text = text.map((r) => String(Object.values(r)[0])).join('\n');
  return figures;
}

export type GrowthQueryName = 'feed' | 'search' | UserEventList;

/** The queries that must not read the history: the feed, event search, a person's lists. */
export function growthQueries(
  db: Database,
  { now, person }: { now: Date; person: string },
): Record<GrowthQueryName, SQLWrapper> {
  const list = (name: UserEventList) =>
    userEventPageQuery(db, { list: name, userId: person, now, after: null, limit: 21 });
  return {
    feed: feedPageQuery(db, { now, after: null, limit: 21 }),
    search: searchEventsQuery(db, {
      tsquery: 'night:*',
      offset: 0,
      limit: 21,
      priorityFor: person,
      now,
    }),
    upcoming: list('upcoming'),
    liked: list('liked'),
    hostedPast: list('hostedPast'),
    hosting: list('hosting'),
  };
}

/**
 * The feed as it was before issue 15 (the computed "not ended" predicate over the full
 * (start_time, id) index), on the same data: the "before" plan of docs/performance.md. The old
 * index is built for the occasion and dropped after.
 */
export async function explainFeedBefore(db: Database, now: Date): Promise<PlanFigures> {
  await db.execute(sql`create index growth_before_idx on events (start_time, id)`);
  try {
    return await explainQuery(
      db,
      sql`select ${events.id} from ${events}
          where coalesce(${events.endTime}, ${events.startTime} + ${ASSUMED_EVENT_DURATION}::interval) >= ${now.toISOString()}::timestamptz
          order by ${events.startTime}, ${events.id} limit 11`,
    );
  } finally {
    await db.execute(sql`drop index growth_before_idx`);
  }
}
