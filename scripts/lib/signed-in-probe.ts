/**
 * `npx tsx scripts/lib/signed-in-probe.ts [path]`: one API on a fresh PGlite with the demo data
 * (or on DATABASE_URL), the signed-in fixture, then one read at 50 connections and one at a time,
 * for profiling a single read (PROBE_CPU_PROF=<dir> runs the API under `--cpu-prof`).
 * PROBE_BODY=<json> makes it a POST of that body instead (a write: `/users/notifications/read`
 * with `{}`); `writes` as the path runs the bench's writes with its 50 writers, `rsvp` and `drop`
 * only its RSVP loop, each writer to their own event or all to one. The full figures come from
 * `npm run bench -- --only=signed-in`.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess } from './api-process';
import { benchSigningKey } from './bench-id-token';
import { firstFeedEventId } from './bench-pages';
import { freePort } from './free-port';
import { load, oneAtATime, tokenOf } from './signed-in-load';
import { signedInFixture } from './signed-in-fixture';
import { benchWriters, frequentWrites, rsvpLoop } from './signed-in-writes';
import { BROWSER_ACCEPT_ENCODING, THROUGHPUT_CONNECTIONS } from './throughput-bench';

process.env.RATE_LIMIT_SCALE ??= '1000000';
const JSON_BODY = { 'content-type': 'application/json' };
const key = benchSigningKey();
process.env.BENCH_ID_TOKEN_PUBLIC_KEY = key.publicKeyPem;
const scratch = await mkdtemp(path.join(os.tmpdir(), 'signed-in-probe-'));
const profDir = process.env.PROBE_CPU_PROF;
const api = await startApiProcess({
  port: await freePort(),
  emulatorHost: '127.0.0.1:9099',
  seedDemoData: true,
  dataDir: path.join(scratch, 'pglite'),
  uploadsDir: path.join(scratch, 'uploads'),
  databaseUrl: process.env.PROBE_DATABASE_URL,
  logFile: path.join(scratch, 'api.log'),
  extraNodeFlags: profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [],
});
try {
  const fixture = await signedInFixture(api.url, '127.0.0.1:9099', await firstFeedEventId(api.url));
  const kind = process.env.PROBE_TOKENS === 'RS256' ? 'RS256' : 'emulator';
  // As a browser asks, and as the bench does: a kept answer is then sent compressed.
  const headers = {
    authorization: `Bearer ${tokenOf(fixture.reader, kind, key)}`,
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
  };
  const writes = process.argv[2];
  if (writes === 'writes' || writes === 'rsvp' || writes === 'drop') {
    // The bench's writes, with its 50 writers (the RSVP loops, chat messages, marks).
    const target = {
      database: 'probe',
      apiUrl: api.url,
      emulatorHost: '127.0.0.1:9099',
      fixture,
      key,
    };
    const writers = await benchWriters(target, THROUGHPUT_CONNECTIONS);
    const rows =
      writes === 'writes'
        ? await frequentWrites(target, kind, headers, writers)
        : [
            await rsvpLoop(writes, target, kind, writers, (writer) =>
              writes === 'rsvp' ? writer.ownEvent : fixture.freeEvent,
            ),
          ];
    for (const row of rows) {
      console.log(
        `${row.name}: ${row.perSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, failures ${row.failures}`,
      );
    }
    // Stopped here, not by the exit: an API run with --cpu-prof writes its profile as it stops.
    await api.stop();
    process.exit(0);
  }
  const readPath = (process.argv[2] ?? '/events/feed').replace('FRIEND', fixture.friend.userId);
  const url = `${api.url}${readPath}`;
  const body = process.env.PROBE_BODY;
  if (body === undefined) {
    const answer = await fetch(url, { headers });
    const bytes = (await answer.arrayBuffer()).byteLength;
    console.log('answer bytes', bytes, 'sent as', answer.headers.get('content-encoding') ?? 'is');
    console.log('one at a time', await oneAtATime(url, headers, 100));
  }
  const write = { method: 'POST' as const, body, headers: { ...headers, ...JSON_BODY } };
  const row = await load(readPath, body === undefined ? { url, headers } : { url, ...write }, null);
  console.log(
    `50 connections: ${row.perSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, failures ${row.failures}`,
  );
} finally {
  await api.stop();
}
