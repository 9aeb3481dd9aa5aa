/**
 * The data-growth part of `npm run bench`: do the feed, search, an event page and a person's lists
 * cost the same with a small and a large history? On a throwaway database (a temp PGlite folder, or
 * a database created on the DATABASE_URL server and dropped after):
 *  1. migrate, seed the demo data (the live events) and sign up one person through the API;
 *  2. add BENCH_GROWTH_USERS users (100,000) and BENCH_GROWTH_SMALL ended events (1,000) with their
 *     likes and passes (set-based SQL, `api/test/growth-seed.ts`), ANALYZE, EXPLAIN, then time
 *     each call (BENCH_GROWTH_REQUESTS sequential requests: p50, p99);
 *  3. grow the history to BENCH_GROWTH_LARGE ended events (default 200,000; the issue's figure is
 *     1,000,000, about 5 minutes of seeding on PGlite here), ANALYZE, EXPLAIN and time again.
 * The API runs in its own process, stopped while the bench process seeds (PGlite has one writer).
 */
import path from 'node:path';
import { openDatabase } from '../../api/src/db/open-database';
import type { AppDatabase } from '../../api/src/db/database';
import { seedDemoData } from '../../api/src/seed/demo-data';
import {
  analyzeGrowthTables,
  seedGrowthHistory,
  seedGrowthUsers,
} from '../../api/test/growth-seed';
import {
  explainFeedBefore,
  explainQuery,
  growthQueries,
  type PlanFigures,
} from '../../api/test/query-plan';
import { signInWithPhone } from '../../api/test/firebase-phone-user';
import { createEmptyPostgresDatabase } from '../../api/test/test-database';
import { startApiProcess } from './api-process';
import { freePort } from './free-port';

const USERS = Number(process.env.BENCH_GROWTH_USERS ?? 100_000);
const SMALL = Number(process.env.BENCH_GROWTH_SMALL ?? 1_000);
const LARGE = Number(process.env.BENCH_GROWTH_LARGE ?? 200_000);
const REQUESTS = Number(process.env.BENCH_GROWTH_REQUESTS ?? 150);

interface Timing {
  p50: number;
  p99: number;
  errors: number;
}

interface SizeResult {
  events: number;
  seedSeconds: number;
  timings: Record<string, Timing>;
  plans: Record<string, PlanFigures>;
}

export interface GrowthBenchResult {
  database: string;
  small: SizeResult;
  large: SizeResult;
}

async function sequential(url: string, headers: Record<string, string>): Promise<Timing> {
  const latencies: number[] = [];
  let errors = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers }).catch(() => null);
    if (!res?.ok) errors++;
    await res?.arrayBuffer();
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { p50: at(0.5), p99: at(0.99), errors };
}

export async function growthBench({
  kind,
  scratch,
  emulatorHost,
}: {
  kind: 'pglite' | 'postgres';
  scratch: string;
  emulatorHost: string;
}): Promise<GrowthBenchResult> {
  const dataDir = path.join(scratch, `growth-${kind}`);
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (kind === 'postgres') {
    const server = process.env.DATABASE_URL;
    if (!server) throw new Error('the PostgreSQL growth bench needs DATABASE_URL');
    // An empty database of its own on that server, dropped at the end (the tests' helper).
    const created = await createEmptyPostgresDatabase({
      kind: 'postgres',
      serverUrl: server,
      templateName: '',
    });
    databaseUrl = created.databaseUrl;
    drop = created.dispose;
  }
  const withDatabase = async <T>(work: (db: AppDatabase) => Promise<T>): Promise<T> => {
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };
  const withApi = async <T>(work: (url: string) => Promise<T>): Promise<T> => {
    const api = await startApiProcess({
      port: await freePort(),
      dataDir,
      databaseUrl,
      emulatorHost,
      seedDemoData: false,
      logFile: path.join(scratch, `growth-${kind}.log`),
      // The queries are what grows with history: a visitor's feed served from the answer cache
      // would time the cache, not the database.
      answerCacheTtlMs: 0,
    });
    try {
      return await work(api.url);
    } finally {
      await api.stop();
    }
  };

  try {
    const now = new Date();
    await withDatabase(async (database) => {
      await database.migrate();
      await seedDemoData(database.db, { now });
    });
    const { idToken } = await signInWithPhone(emulatorHost);
    const person = await withApi(async (url) => {
      const res = await fetch(`${url}/users/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Growth Bench Person' }),
      });
      if (!res.ok) throw new Error(`signing up the bench person answered ${res.status}`);
      const body = (await res.json()) as { data: { user?: { id: string }; id?: string } };
      const feed = (await (await fetch(`${url}/events/feed?limit=1`)).json()) as {
        data: { events: { id: string }[] };
      };
      return { id: body.data.user?.id ?? body.data.id!, eventId: feed.data.events[0]!.id };
    });

    const calls = (url: string): Array<[string, string, Record<string, string>]> => {
      const me = { authorization: `Bearer ${idToken}` };
      return [
        ['GET /events/feed', `${url}/events/feed?limit=10`, {}],
        ['GET /search (events)', `${url}/search?query=night&type=event`, {}],
        ['GET /events/ (event page)', `${url}/events/?eventId=${person.eventId}`, {}],
        ['GET /users/events', `${url}/users/events`, me],
        ['GET /users/events/liked', `${url}/users/events/liked`, me],
        ['GET /users/events/hosted-past', `${url}/users/events/hosted-past`, me],
      ];
    };

    const grow = async (from: number, to: number): Promise<SizeResult> => {
      const started = performance.now();
      const plans = await withDatabase(async ({ db }) => {
        if (from === 1) await seedGrowthUsers(db, { from: 1, to: USERS });
        // The person's own history sits in the first SMALL rows, so both sizes measure the same
        // person: only everyone else's history grows between them.
        await seedGrowthHistory(db, {
          from,
          to,
          users: USERS,
          now,
          person: person.id,
          personRows: SMALL,
        });
        await analyzeGrowthTables(db);
        const figures: Record<string, PlanFigures> = {};
        const queries = growthQueries(db, { now: new Date(), person: person.id });
        for (const [name, query] of Object.entries(queries)) {
          figures[name] = await explainQuery(db, query);
        }
        // Before issue 15: the feed's old predicate over the old full (start_time, id) index,
        // on the same data, for the plans in docs/performance.md. Built, explained, dropped.
        figures['feed before (old predicate, old index)'] = await explainFeedBefore(db, new Date());
        return figures;
      });
      const seedSeconds = (performance.now() - started) / 1000;
      const timings = await withApi(async (url) => {
        const out: Record<string, Timing> = {};
        for (const [name, target, headers] of calls(url)) {
          await sequential(target, headers); // warm-up pass, not counted
          out[name] = await sequential(target, headers);
        }
        return out;
      });
      return { events: to, seedSeconds, timings, plans };
    };

    const small = await grow(1, SMALL);
    const large = await grow(SMALL + 1, LARGE);
    return { database: kind === 'pglite' ? 'PGlite' : 'Postgres', small, large };
  } finally {
    await drop();
  }
}

export function printGrowth(result: GrowthBenchResult): void {
  const { small, large } = result;
  console.log(
    `\n${result.database}: ${USERS.toLocaleString('en-US')} users; ${small.events.toLocaleString('en-US')} vs ${large.events.toLocaleString('en-US')} ended events (seeded in ${small.seedSeconds.toFixed(0)} s + ${large.seedSeconds.toFixed(0)} s), ${REQUESTS} sequential requests each`,
  );
  console.log(
    '  call                               small p50  p99 ms   large p50  p99 ms   p50 ×  errors',
  );
  for (const name of Object.keys(small.timings)) {
    const s = small.timings[name]!;
    const l = large.timings[name]!;
    console.log(
      `  ${name.padEnd(33)}  ${s.p50.toFixed(1).padStart(8)} ${s.p99.toFixed(1).padStart(7)}   ${l.p50.toFixed(1).padStart(8)} ${l.p99.toFixed(1).padStart(7)}   ${(l.p50 / s.p50).toFixed(2).padStart(5)}  ${String(s.errors + l.errors).padStart(6)}`,
    );
  }
  console.log(
    '  query (EXPLAIN ANALYZE)   events rows read / removed by filter   small → large   seq scan',
  );
  for (const name of Object.keys(small.plans)) {
    const s = small.plans[name]!;
    if (name.includes('before')) {
      const l = large.plans[name]!;
      console.log(
        `  ${name}: ${s.eventRowsRead} / ${s.eventRowsRemoved} → ${l.eventRowsRead} / ${l.eventRowsRemoved}`,
      );
      continue;
    }
    const l = large.plans[name]!;
    console.log(
      `  ${name.padEnd(24)}  ${`${s.eventRowsRead} / ${s.eventRowsRemoved}`.padStart(18)} → ${`${l.eventRowsRead} / ${l.eventRowsRemoved}`.padEnd(18)}  ${l.seqScanOnEvents ? 'yes' : 'no'}   ${[...new Set(l.indexes)].join(', ')}`,
    );
  }
  if (process.env.BENCH_GROWTH_PLANS === '1') {
    for (const name of Object.keys(large.plans)) {
      console.log(
        `\n  ${result.database} plan of ${name} at ${large.events} events:\n${large.plans[name]!.text}`,
      );
    }
  }
}
