/**
 * Tools for tests that race writers against each other: requests timed on the wire, and how many
 * of a database's sessions are waiting for a lock (the proof two writers met on one row).
 */
import { sql } from 'drizzle-orm';
import type { RequestOptions, TestApi } from './test-api';

/** One request's answer and when it was in flight. */
export interface Timed {
  status: number;
  code?: string;
  start: number;
  end: number;
}

export async function timed(on: TestApi, path: string, options: RequestOptions): Promise<Timed> {
  const start = performance.now();
  const r = await on.request(path, options);
  return { status: r.status, code: r.body?.error?.code, start, end: performance.now() };
}

/** Whether two requests were in flight at the same time. */
export const overlaps = (a: Timed, b: Timed) => a.start < b.end && b.start < a.end;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many sessions of `on`'s database wait for a lock now (PostgreSQL only: PGlite has one). */
export async function lockWaits(on: TestApi): Promise<number> {
  const result = (await on.database.db.execute(
    sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { waiting: number }[] };
  return Number(result.rows[0]?.waiting ?? 0);
}

/** Resolves once a session of `on`'s database waits for a lock (PostgreSQL only). */
export async function untilASessionWaits(on: TestApi): Promise<void> {
  for (let i = 0; i < 2_000; i += 1) {
    if ((await lockWaits(on)) > 0) return;
    await sleep(5);
  }
  throw new Error('no session came to wait for a lock within 10 s');
}
