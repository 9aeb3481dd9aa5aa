/**
 * `npm run bench`: performance figures, measured, printed side by side in one run.
 *  - First-load bytes (what the browser downloads, compressed as served) for `/`, `/app` and
 *    `/auth/phone`, measured in Debian Chromium against the production build.
 *  - Built size of each app (raw and gzip) from dist/.
 *  - API request rates (bounded: N requests at concurrency C on loopback) for public reads (the
 *    feed with and without its computed fields, one event, search) and a signed-in read, on
 *    PGlite and, when DATABASE_URL is set, on PostgreSQL beside it.
 *  - The door: `POST /events/hosts/scan` from 20 devices at once (each request a new scan with its
 *    own nonce), over 20 guests' passes and over one pass every device scans, on both databases.
 *  - Chat: messages per second and delivery latency (p50/p99) to 200 sockets following one event
 *    chat on one API process (PGlite), and, when DATABASE_URL is set, across two API processes on
 *    one PostgreSQL (sent through one, sockets on the other: LISTEN/NOTIFY).
 * Nothing here asserts a threshold: the numbers are for people to compare.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startAuthEmulator } from './lib/auth-emulator';
import { buildApps } from './lib/build-apps';
import { findChromium } from './lib/chromium';
import { freePort } from './lib/free-port';
import { startApiProcess } from './lib/api-process';
import { startThrowawaySystem } from './lib/system';
import { signInWithPhone } from '../api/test/firebase-phone-user';
import { chatBench, type ChatBenchResult } from '../api/test/chat-bench';
import { APPS, distOf } from './lib/workspace';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Door scans per run, and the devices scanning at once (the issue asks for 20). */
const SCAN_REQUESTS = Number(process.env.BENCH_SCAN_REQUESTS ?? 600);
const SCAN_DEVICES = 20;

async function distSizes(app: string): Promise<{ raw: number; gzip: number }> {
  let raw = 0;
  let gzip = 0;
  for (const name of await readdir(distOf(app))) {
    if (!/\.(js|css|html)$/.test(name)) continue;
    const bytes = await readFile(path.join(distOf(app), name));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

async function firstLoadBytes(
  baseUrl: string,
  paths: string[],
): Promise<Array<{ path: string; bytes: number; requests: number }>> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const results = [];
  try {
    for (const p of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const responses: Array<Promise<number>> = [];
      page.on('requestfinished', (request) => {
        responses.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
      });
      await page.goto(baseUrl + p, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(responses);
      results.push({ path: p, bytes: sizes.reduce((a, b) => a + b, 0), requests: sizes.length });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

interface BenchTarget {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** A POST with this JSON body (made anew for request number `i`); a GET without. */
  body?: (i: number) => unknown;
  requests?: number;
  concurrency?: number;
}

async function requestRate({
  url,
  headers,
  body,
  requests = REQUESTS,
  concurrency = CONCURRENCY,
}: BenchTarget): Promise<{ perSecond: number; p50: number; p99: number; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        const t = performance.now();
        const init = body
          ? {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(body(i)),
            }
          : { headers };
        const res = await fetch(url, init).catch(() => null);
        if (!res?.ok) errors++;
        await res?.arrayBuffer();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: requests / seconds, p50: at(0.5), p99: at(0.99), errors };
}

/** A signed-in user of the API under test, made in the emulator. */
async function benchUser(apiUrl: string, emulatorHost: string, name: string): Promise<string> {
  const { idToken } = await signInWithPhone(emulatorHost);
  const created = await fetch(`${apiUrl}/users/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!created.ok) throw new Error(`creating ${name} answered ${created.status}`);
  return idToken;
}

async function postJson<T>(url: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/**
 * The door on one database: a host's event with one pass per device, then 20 devices scanning at
 * once. Over the 20 passes, each is admitted once and refused after (the usual door); over one
 * pass, every device queues on the same row lock (the worst case).
 */
async function scanTargets(
  db: string,
  apiUrl: string,
  emulatorHost: string,
): Promise<BenchTarget[]> {
  const host = await benchUser(apiUrl, emulatorHost, 'Bench Door Host');
  const start = Math.floor(Date.now() / 1000) + 86_400;
  const { event } = await postJson<{ event: { id: string; ticketTypes: { id: string }[] } }>(
    `${apiUrl}/events/`,
    host,
    {
      name: 'Bench door night',
      type: 'simpleRsvp',
      startTime: start,
      endTime: start + 4 * 3600,
      timeZone: 'America/New_York',
      location: {
        name: 'Bench Hall',
        address: { line1: '1 Bench St', city: 'Brooklyn', state: 'NY', country: 'US' },
      },
    },
  );
  const tokens: string[] = [];
  for (let i = 0; i < SCAN_DEVICES; i++) {
    const guest = await benchUser(apiUrl, emulatorHost, `Bench Guest ${i + 1}`);
    const order = await postJson<{ passes: { qrToken: string }[] }>(
      `${apiUrl}/checkout/initiate`,
      guest,
      { eventId: event.id, items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }] },
    );
    tokens.push(order.passes[0]!.qrToken);
  }
  const label = db.padEnd(8);
  const run = Date.now().toString(36);
  const scan =
    (pick: (i: number) => string, tag: string): BenchTarget['body'] =>
    (i) => ({
      eventId: event.id,
      qrToken: pick(i),
      nonce: `bench-${tag}-${run}-${i}`,
    });
  const common = {
    url: `${apiUrl}/events/hosts/scan`,
    headers: { authorization: `Bearer ${host}` },
    requests: SCAN_REQUESTS,
    concurrency: SCAN_DEVICES,
  };
  return [
    {
      ...common,
      name: `${label} POST /events/hosts/scan (20 passes)`,
      body: scan((i) => tokens[i % tokens.length]!, 'many'),
    },
    {
      ...common,
      name: `${label} POST /events/hosts/scan (1 pass)`,
      body: scan(() => tokens[0]!, 'one'),
    },
  ];
}

/**
 * The calls compared on each database: public reads (the feed with and without its computed
 * fields, one event, search) and a signed-in read, with a real emulator token for a new user.
 */
async function apiTargets(
  db: string,
  apiUrl: string,
  emulatorHost: string,
): Promise<BenchTarget[]> {
  const feed = (await (await fetch(`${apiUrl}/events/feed?limit=1`)).json()) as {
    data: { events: Array<{ id: string }> };
  };
  const eventId = feed.data.events[0]?.id;
  if (!eventId) throw new Error(`the ${db} API has no events in its feed`);
  const { idToken } = await signInWithPhone(emulatorHost);
  const created = await fetch(`${apiUrl}/users/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench User' }),
  });
  if (!created.ok) throw new Error(`creating the bench user answered ${created.status}`);
  const label = db.padEnd(8);
  return [
    { name: `${label} GET /health`, url: `${apiUrl}/health` },
    { name: `${label} GET /events/feed`, url: `${apiUrl}/events/feed?limit=10` },
    {
      name: `${label} GET /events/feed (computed excluded)`,
      url: `${apiUrl}/events/feed?limit=10`,
      headers: { 'x-exclude-computed-fields': 'true' },
    },
    { name: `${label} GET /events/`, url: `${apiUrl}/events/?eventId=${eventId}` },
    { name: `${label} GET /search`, url: `${apiUrl}/search?query=night` },
    {
      name: `${label} GET /users/events (signed in)`,
      url: `${apiUrl}/users/events`,
      headers: { authorization: `Bearer ${idToken}` },
    },
  ];
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const CHAT_SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 200);

function printChat(name: string, r: ChatBenchResult) {
  console.log(
    `  ${name.padEnd(34)}  ${String(r.sockets).padStart(7)}  ${String(r.messages).padStart(8)}  ${r.messagesPerSecond.toFixed(0).padStart(7)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${String(r.missing).padStart(7)}`,
  );
}

async function main(): Promise<void> {
  const emulator = await startAuthEmulator();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'events-bench-'));
  try {
    if (!process.argv.includes('--no-build')) await buildApps();
    const system = await startThrowawaySystem({
      scratch,
      emulatorHost: emulator.host,
      apiLogFile: path.join(scratch, 'api.log'),
    });
    try {
      console.log('\nBuilt size per app (js + css + html in dist/, hashed bundles only once)');
      console.log('  app         raw          gzip');
      for (const app of APPS) {
        const s = await distSizes(app);
        console.log(`  ${app.padEnd(10)}  ${kb(s.raw).padStart(11)}  ${kb(s.gzip).padStart(11)}`);
      }

      console.log('\nFirst load in Chromium (bytes over the wire, as served: gzip)');
      console.log('  path          transferred  requests');
      for (const r of await firstLoadBytes(system.url, ['/', '/app', '/auth/phone'])) {
        console.log(
          `  ${r.path.padEnd(12)}  ${kb(r.bytes).padStart(11)}  ${String(r.requests).padStart(8)}`,
        );
      }

      // The same calls on a PostgreSQL server, side by side, when one is given.
      const postgres = process.env.DATABASE_URL
        ? await startApiProcess({
            port: await freePort(),
            dataDir: path.join(scratch, 'unused'),
            databaseUrl: process.env.DATABASE_URL,
            emulatorHost: emulator.host,
            seedDemoData: true,
            logFile: path.join(scratch, 'api-postgres.log'),
          })
        : null;
      try {
        const targets: BenchTarget[] = [
          ...(await apiTargets('PGlite', system.apiUrl, emulator.host)),
          {
            name: 'PGlite   GET /events/feed via static',
            url: `${system.url}/v2/events/feed?limit=10`,
          },
        ];
        if (postgres) targets.push(...(await apiTargets('Postgres', postgres.url, emulator.host)));
        console.log(
          `\nAPI request rate (${REQUESTS} requests, concurrency ${CONCURRENCY}, loopback, API in its own process)`,
        );
        console.log(
          '  call                                          req/s     p50 ms   p99 ms  errors',
        );
        for (const target of targets) {
          const r = await requestRate(target);
          console.log(
            `  ${target.name.padEnd(44)}  ${r.perSecond.toFixed(0).padStart(6)}  ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}  ${String(r.errors).padStart(6)}`,
          );
        }

        const doors = [...(await scanTargets('PGlite', system.apiUrl, emulator.host))];
        if (postgres) doors.push(...(await scanTargets('Postgres', postgres.url, emulator.host)));
        console.log(
          `\nDoor scans (${SCAN_REQUESTS} scans, ${SCAN_DEVICES} devices at once, each scan a new nonce)`,
        );
        console.log(
          '  call                                          req/s     p50 ms   p99 ms  errors',
        );
        for (const target of doors) {
          const r = await requestRate(target);
          console.log(
            `  ${target.name.padEnd(44)}  ${r.perSecond.toFixed(0).padStart(6)}  ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}  ${String(r.errors).padStart(6)}`,
          );
        }
        console.log(
          '\nChat fan-out (10 senders x 20 messages over HTTP; every socket follows the one event chat)',
        );
        console.log(
          '  setup                               sockets  messages  msg/s   p50 ms   p99 ms  missing',
        );
        printChat(
          'PGlite, one process',
          await chatBench({
            sendApi: system.apiUrl,
            socketApi: system.apiUrl,
            emulatorHost: emulator.host,
            sockets: CHAT_SOCKETS,
          }),
        );
        if (postgres) {
          const second = await startApiProcess({
            port: await freePort(),
            dataDir: path.join(scratch, 'unused-2'),
            databaseUrl: process.env.DATABASE_URL,
            emulatorHost: emulator.host,
            seedDemoData: false,
            logFile: path.join(scratch, 'api-postgres-2.log'),
          });
          try {
            printChat(
              'Postgres, one process',
              await chatBench({
                sendApi: postgres.url,
                socketApi: postgres.url,
                emulatorHost: emulator.host,
                sockets: CHAT_SOCKETS,
              }),
            );
            printChat(
              'Postgres, two processes',
              await chatBench({
                sendApi: postgres.url,
                socketApi: second.url,
                emulatorHost: emulator.host,
                sockets: CHAT_SOCKETS,
              }),
            );
          } finally {
            await second.stop();
          }
        }
      } finally {
        await postgres?.stop();
      }
    } finally {
      await system.stop();
    }
  } finally {
    await emulator.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
