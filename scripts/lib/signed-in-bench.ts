/**
 * Signed-in reads and the frequent writes (issue 29), beside a bare Fastify hello-world measured
 * in the same run: each read at 50 connections (autocannon; requests/s, share of the
 * hello-world's, p99), then one request at a time (p50), then the writes' p99 at 50 connections.
 * Every call is made twice, once with an Auth emulator token and once with a token signed as
 * Firebase signs them (RS256, `bench-id-token.ts`): against the emulator firebase-admin skips the
 * signature, which production never does.
 */
import { against, ms, printTable } from './bench-table';
import { startHelloWorld } from './hello-world-process';
import { headersFor, load, ONE_AT_A_TIME, oneAtATime, SECONDS, tokenOf } from './signed-in-load';
import type { LoadRow, SignedInApi, TokenKind } from './signed-in-load';
import type { SignedInFixture } from './signed-in-fixture';
import { frequentWrites, type WriterFixture } from './signed-in-writes';
import { THROUGHPUT_CONNECTIONS } from './throughput-bench';

/** Issue 29's goals; the ratio is PostgreSQL's (PGlite's is half: one process, one connection). */
export const SIGNED_IN_GOALS = {
  ratio: { PostgreSQL: 0.2, PGlite: 0.1 } as Record<string, number>,
  p99Ms: { PostgreSQL: 50, PGlite: 100 } as Record<string, number>,
  p50Ms: 5,
  healthP50Ms: 1,
  writeP99Ms: 100,
};

/**
 * Whether the API reuses a person's own answers (its default, app/personal-reads.ts: the bench's
 * reader repeats each read, as the app does on every mount, focus and back navigation) or computes
 * every one (`PERSONAL_ANSWER_CACHE_TTL_MS=0`: what a person's first read of a page costs).
 */
export type AnswerReuse = 'reused' | 'computed';

interface Read {
  name: string;
  path: string;
}

export function signedInReads(fixture: SignedInFixture): Read[] {
  return [
    { name: 'GET /events/feed', path: '/events/feed' },
    { name: 'GET /events/?eventId=…', path: `/events/?eventId=${fixture.freeEvent.id}` },
    { name: 'GET /search?query=night', path: '/search?query=night' },
    {
      name: "GET /users/events?userId=… (a person's Going)",
      path: `/users/events?userId=${fixture.friend.userId}`,
    },
    { name: 'GET /users/notifications', path: '/users/notifications' },
    { name: 'GET /chats/ (chat list)', path: '/chats/' },
  ];
}

export interface SignedInResult {
  database: string;
  kind: TokenKind;
  reuse: AnswerReuse;
  load: LoadRow[];
  single: Array<{ name: string; p50: number; failures: number }>;
  writes: LoadRow[];
}

/** The reads, then (with writers) the writes, as one person of `api`'s fixture. */
export async function signedInBench(
  api: SignedInApi,
  kind: TokenKind,
  reuse: AnswerReuse,
  writers: readonly WriterFixture[] | null,
): Promise<SignedInResult> {
  const { fixture, key, apiUrl } = api;
  const reader = headersFor(tokenOf(fixture.reader, kind, key));
  const hello = await startHelloWorld();
  try {
    // One hello-world per table, just before its reads (the throughput section measures one before
    // each read; six reads and two token kinds on two databases would double the section's time).
    const ceiling = await load('Fastify hello-world', { url: hello.url }, null);
    const loadRows: LoadRow[] = [ceiling];
    for (const read of signedInReads(fixture)) {
      loadRows.push(
        await load(read.name, { url: `${apiUrl}${read.path}`, headers: reader }, ceiling.perSecond),
      );
    }
    const single = [];
    single.push({ name: 'GET /health', ...(await oneAtATime(`${apiUrl}/health`, {})) });
    for (const read of signedInReads(fixture)) {
      single.push({ name: read.name, ...(await oneAtATime(`${apiUrl}${read.path}`, reader)) });
    }
    const writes = writers ? await frequentWrites(api, kind, reader, writers) : [];
    return { database: api.database, kind, reuse, load: loadRows, single, writes };
  } finally {
    await hello.stop();
  }
}

export function printSignedIn(result: SignedInResult): void {
  const g = SIGNED_IN_GOALS;
  const ratioGoal = g.ratio[result.database] ?? 0.2;
  const p99Goal = g.p99Ms[result.database] ?? 50;
  const reused = result.reuse === 'reused' ? "a person's answers reused" : 'every answer computed';
  const label = `${result.database}, ${result.kind} tokens, ${reused}`;
  printTable(
    `Signed-in reads, ${label} (autocannon, ${THROUGHPUT_CONNECTIONS} connections, ${SECONDS} s ` +
      `after 2 s; goals ≥ ${ratioGoal * 100} % of the hello-world measured first, p99 ≤ ${p99Goal} ms)`,
    ['call', 'req/s', 'vs hello-world', 'p99', 'failures'],
    result.load.map((r) => [
      r.name,
      r.perSecond.toFixed(0),
      r.ratio === null ? '' : against(`${(r.ratio * 100).toFixed(1)} %`, r.ratio >= ratioGoal),
      r.ratio === null ? ms(r.p99) : against(ms(r.p99), r.p99 <= p99Goal),
      String(r.failures),
    ]),
  );
  printTable(
    `One request at a time, ${label} (p50 of ${ONE_AT_A_TIME}; goals ≤ ${g.p50Ms} ms, health ≤ ${g.healthP50Ms} ms)`,
    ['call', 'p50', 'failures'],
    result.single.map((r) => [
      r.name,
      against(ms(r.p50), r.p50 <= (r.name === 'GET /health' ? g.healthP50Ms : g.p50Ms)),
      String(r.failures),
    ]),
  );
  if (result.writes.length === 0) return;
  printTable(
    `Frequent writes, ${label} (${THROUGHPUT_CONNECTIONS} connections; goal p99 ≤ ${g.writeP99Ms} ms)`,
    ['call', 'req/s', 'p50', 'p99', 'failures'],
    result.writes.map((r) => [
      r.name,
      r.perSecond.toFixed(0),
      ms(r.p50),
      against(ms(r.p99), r.p99 <= g.writeP99Ms),
      String(r.failures),
    ]),
  );
}
