/**
 * Signed-in reads and the frequent writes (issue 29), beside a bare Fastify hello-world measured
 * in the same run: each read at 50 connections (autocannon; requests/s, share of the
 * hello-world's, p99), then one request at a time (p50), then the writes' p99 at 50 connections.
 * Every call is made twice, once with an Auth emulator token and once with a token signed as
 * Firebase signs them (RS256, `bench-id-token.ts`): against the emulator firebase-admin skips the
 * signature, which production never does.
 */
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { against, ms, printTable } from './bench-table';
import { pacedLoad } from './paced-load';
import { signBenchIdToken, type BenchSigningKey } from './bench-id-token';
import { startHelloWorld } from './hello-world-process';
import { signedInPerson, type SignedInFixture, type SignedInPerson } from './signed-in-fixture';
import { BROWSER_ACCEPT_ENCODING, THROUGHPUT_CONNECTIONS, warmedRun } from './throughput-bench';

const SECONDS = Number(process.env.BENCH_AUTOCANNON_SECONDS ?? 10);
const ONE_AT_A_TIME = Number(process.env.BENCH_ONE_AT_A_TIME ?? 200);

/** Issue 29's goals; the ratio is PostgreSQL's (PGlite's is half: one process, one connection). */
export const SIGNED_IN_GOALS = {
  ratio: { PostgreSQL: 0.2, PGlite: 0.1 } as Record<string, number>,
  p99Ms: { PostgreSQL: 50, PGlite: 100 } as Record<string, number>,
  p50Ms: 5,
  healthP50Ms: 1,
  writeP99Ms: 100,
};

export type TokenKind = 'emulator' | 'RS256';

/**
 * Whether the API reuses a person's own answers (its default, app/personal-reads.ts: the bench's
 * reader repeats each read, as the app does on every mount, focus and back navigation) or computes
 * every one (`PERSONAL_ANSWER_CACHE_TTL_MS=0`: what a person's first read of a page costs).
 */
export type AnswerReuse = 'reused' | 'computed';

export interface SignedInApi {
  database: string;
  apiUrl: string;
  emulatorHost: string;
  fixture: SignedInFixture;
  key: BenchSigningKey;
}

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

export function tokenOf(person: SignedInPerson, kind: TokenKind, key: BenchSigningKey): string {
  return kind === 'emulator'
    ? person.idToken
    : signBenchIdToken(key, { uid: person.uid, phoneNumber: person.phoneNumber });
}

export interface LoadRow {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  ratio: number | null;
}

type CannonOptions = Parameters<typeof autocannon>[0];

async function cannon(options: CannonOptions, seconds: number) {
  return autocannon({ connections: THROUGHPUT_CONNECTIONS, duration: seconds, ...options });
}

/**
 * Autocannon for 2 s, then for SECONDS, measured. `before` runs ahead of each: a run stops its
 * connections wherever they are, so a loop of two requests may leave its first one's effect behind.
 */
export async function load(
  name: string,
  options: CannonOptions,
  ceiling: number | null,
  before?: () => Promise<void>,
): Promise<LoadRow> {
  const { result: r, figures } = await warmedRun(name, ceiling, async (seconds) => {
    await before?.();
    return cannon(options, seconds);
  });
  return { ...figures, failures: r.non2xx + r.errors + r.timeouts };
}

/** p50 of `n` requests sent one after another (after 20 unmeasured ones). */
export async function oneAtATime(
  url: string,
  headers: Record<string, string>,
  n = ONE_AT_A_TIME,
): Promise<{ p50: number; failures: number }> {
  const times: number[] = [];
  let failures = 0;
  for (let i = -20; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (i < 0) continue;
    times.push(performance.now() - t);
    if (!res.ok) failures++;
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)] ?? 0, failures };
}

const JSON_BODY = { 'content-type': 'application/json' };

const headersFor = (token: string) => ({
  authorization: `Bearer ${token}`,
  'accept-encoding': BROWSER_ACCEPT_ENCODING,
});

export interface SignedInResult {
  database: string;
  kind: TokenKind;
  reuse: AnswerReuse;
  load: LoadRow[];
  single: Array<{ name: string; p50: number; failures: number }>;
  writes: LoadRow[];
}

/**
 * Writers for the RSVP and chat loops: one person per connection, each friends with the reader's
 * friend (not the reader: the reader's lists, chats and friends stay as they were, so the reads
 * measured after a write loop read the same data as before it).
 */
export async function benchWriters(api: SignedInApi, count: number): Promise<WriterFixture[]> {
  const writers: WriterFixture[] = [];
  for (let i = 0; i < count; i++) {
    const person = await signedInPerson(api.apiUrl, api.emulatorHost, `Bench Writer ${i}`);
    const friend = api.fixture.friend;
    await call(api.apiUrl, 'POST', '/friends/requests', person.idToken, {
      receiverUserId: friend.userId,
    });
    await call(api.apiUrl, 'PATCH', '/friends/requests/accept', friend.idToken, {
      senderUserId: person.userId,
    });
    const { chat } = (await call(api.apiUrl, 'POST', '/chats/direct', person.idToken, {
      userId: friend.userId,
    })) as { chat: { id: string } };
    writers.push({ person, chatId: chat.id });
  }
  return writers;
}

export interface WriterFixture {
  person: SignedInPerson;
  chatId: string;
}

async function call(
  apiUrl: string,
  method: string,
  path: string,
  token: string,
  body: unknown,
): Promise<unknown> {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data;
}

/**
 * Each connection writes as its own writer (autocannon's setupClient): a person may hold one free
 * pass per event and send 20 chat messages per 10 s, so one person on 50 connections would measure
 * the refusals.
 */
function perWriter(
  writers: readonly WriterFixture[],
  kind: TokenKind,
  key: BenchSigningKey,
  requests: (
    writer: WriterFixture,
    auth: { authorization: string },
  ) => NonNullable<CannonOptions['requests']>,
): Pick<CannonOptions, 'setupClient'> {
  let next = 0;
  return {
    setupClient: (client) => {
      const writer = writers[next++ % writers.length]!;
      // Each request names all its headers: autocannon replaces the defaults with a request's own.
      const auth = { authorization: `Bearer ${tokenOf(writer.person, kind, key)}` };
      // autocannon's client types leave out setRequests, which it has.
      (client as unknown as { setRequests(r: unknown): void }).setRequests(requests(writer, auth));
    },
  };
}

async function leaveAll(
  apiUrl: string,
  eventId: string,
  writers: readonly WriterFixture[],
): Promise<void> {
  for (const { person } of writers) {
    // 404 when they were not going, which is what this makes sure of.
    const res = await fetch(`${apiUrl}/events/leave?eventId=${eventId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${person.idToken}` },
    });
    await res.arrayBuffer();
  }
}

/** Chat messages at `perSecond` in all, each writer's to their own chat, 2 s unmeasured first. */
async function chatMessagesAt(
  perSecond: number,
  api: SignedInApi,
  kind: TokenKind,
  writers: readonly WriterFixture[],
): Promise<LoadRow> {
  const tokens = writers.map((writer) => tokenOf(writer.person, kind, api.key));
  const send = async (i: number) => {
    const n = i % writers.length;
    const res = await fetch(`${api.apiUrl}/chats/${writers[n]!.chatId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[n]}`, ...JSON_BODY },
      body: JSON.stringify({ text: 'bench message', clientKey: randomUUID() }),
    });
    await res.arrayBuffer();
    return res.ok;
  };
  await pacedLoad(perSecond, 2, send);
  // The per-person limit counts the last 10 s: the warm-up's messages must age out first.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const figures = await pacedLoad(perSecond, SECONDS, send);
  return { name: `POST /chats/:chatId/messages (${perSecond}/s in all)`, ratio: null, ...figures };
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

async function frequentWrites(
  api: SignedInApi,
  kind: TokenKind,
  reader: Record<string, string>,
  writers: readonly WriterFixture[],
): Promise<LoadRow[]> {
  const { fixture, key, apiUrl } = api;
  const event = fixture.freeEvent;
  return [
    await load(
      'POST /events/like',
      {
        url: `${apiUrl}/events/like`,
        method: 'POST',
        headers: { ...reader, 'content-type': 'application/json' },
        body: JSON.stringify({ eventId: event.id }),
      },
      null,
    ),
    await load(
      'POST /checkout/initiate (free RSVP) then DELETE /events/leave',
      {
        url: apiUrl,
        ...perWriter(writers, kind, key, (_, auth) => [
          {
            method: 'POST',
            path: new URL(`${apiUrl}/checkout/initiate`).pathname,
            headers: { ...auth, ...JSON_BODY },
            body: JSON.stringify({
              eventId: event.id,
              items: [{ ticketTypeId: event.ticketTypeId, quantity: 1 }],
            }),
          },
          {
            method: 'DELETE',
            path:
              new URL(`${apiUrl}/events/leave?eventId=${event.id}`).pathname +
              `?eventId=${event.id}`,
            // No content type: a DELETE without a body that claims JSON is a 400.
            headers: auth,
          },
        ]),
      },
      null,
      // A connection stopped between its RSVP and its leave holds a pass, and its next RSVP
      // would be refused (the 16 and 9 failures of an earlier run): every writer leaves first.
      () => leaveAll(apiUrl, event.id, writers),
    ),
    // 50 writers × the per-person limit of 20 per 10 s: at most 100 a second are accepted. Sent
    // at a rate, not by autocannon's rate mode (paced-load.ts says why).
    await chatMessagesAt(90, api, kind, writers),
    await load(
      'POST /chats/:chatId/read (mark read)',
      {
        url: `${apiUrl}/chats/${fixture.chatId}/read`,
        method: 'POST',
        headers: { ...reader, 'content-type': 'application/json' },
        body: JSON.stringify({ messageId: fixture.messageId }),
      },
      null,
    ),
    await load(
      // The reader again, on 50 connections at once: after the first call nothing is left to
      // mark, so this is the common case (Activity opened with nothing new), the count included.
      'POST /users/notifications/read (mark notifications read)',
      {
        url: `${apiUrl}/users/notifications/read`,
        method: 'POST',
        headers: { ...reader, 'content-type': 'application/json' },
        body: '{}',
      },
      null,
    ),
  ];
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
