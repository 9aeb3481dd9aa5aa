/**
 * The load primitives of the signed-in section (signed-in-bench.ts, signed-in-writes.ts): who
 * calls (a bench person's token, emulator or RS256), autocannon at 50 connections after a warm-up,
 * one request at a time, and one writer per connection.
 */
import autocannon from 'autocannon';
import { signBenchIdToken, type BenchSigningKey } from './bench-id-token';
import type { SignedInFixture, SignedInPerson } from './signed-in-fixture';
import { BROWSER_ACCEPT_ENCODING, THROUGHPUT_CONNECTIONS, warmedRun } from './throughput-bench';

/** How long each measured run lasts (after 2 s unmeasured). */
export const SECONDS = Number(process.env.BENCH_AUTOCANNON_SECONDS ?? 10);
export const ONE_AT_A_TIME = Number(process.env.BENCH_ONE_AT_A_TIME ?? 200);

export type TokenKind = 'emulator' | 'RS256';

export interface SignedInApi {
  database: string;
  apiUrl: string;
  emulatorHost: string;
  fixture: SignedInFixture;
  key: BenchSigningKey;
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

export type CannonOptions = Parameters<typeof autocannon>[0];

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

export const JSON_BODY = { 'content-type': 'application/json' };

/** A signed-in browser's headers. */
export const headersFor = (token: string) => ({
  authorization: `Bearer ${token}`,
  'accept-encoding': BROWSER_ACCEPT_ENCODING,
});

/**
 * Each connection writes as its own writer (autocannon's setupClient): a person may hold one free
 * pass per event and send 20 chat messages per 10 s, so one person on 50 connections would measure
 * the refusals.
 */
export function perWriter<W extends { person: SignedInPerson }>(
  writers: readonly W[],
  kind: TokenKind,
  key: BenchSigningKey,
  requests: (writer: W, auth: { authorization: string }) => NonNullable<CannonOptions['requests']>,
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
