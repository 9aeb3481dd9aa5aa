/**
 * `npx tsx scripts/lib/query-count-probe.ts`: the queries one signed-in request runs, with their
 * times, for each read of the signed-in bench and two of its writes (docs/performance.md, "Signed-in reads"). The API
 * runs in this process on an in-memory PGlite with the demo data; PGlite's `query` is wrapped to
 * record every statement.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as PGliteModule from '@electric-sql/pglite';
import { startApi } from '../../api/src/start-api';
import { firstFeedEventId } from './bench-pages';
import { signedInReads } from './signed-in-bench';
import { signedInFixture } from './signed-in-fixture';

// The API's own copy of PGlite (the workspace may hold another beside the scripts').
const apiRequire = createRequire(new URL('../../api/src/start-api.ts', import.meta.url));
const pgliteEntry = apiRequire.resolve('@electric-sql/pglite').replace(/index\.cjs$/, 'index.js');
const { PGlite } = (await import(pathToFileURL(pgliteEntry).href)) as typeof PGliteModule;
type PGlite = InstanceType<typeof PGlite>;

const seen: Array<{ sql: string; ms: number }> = [];
const query = PGlite.prototype.query;
PGlite.prototype.query = async function (this: PGlite, ...args: Parameters<typeof query>) {
  const t = performance.now();
  try {
    return await query.apply(this, args);
  } finally {
    seen.push({ sql: String(args[0]).replace(/\s+/g, ' '), ms: performance.now() - t });
  }
} as typeof query;
// A transaction's statements go through the transaction's own `query`.
const transaction = PGlite.prototype.transaction;
PGlite.prototype.transaction = function (this: PGlite, callback) {
  return transaction.call(this, (tx) => {
    const own = tx.query.bind(tx);
    tx.query = (async (...args: Parameters<typeof own>) => {
      const t = performance.now();
      try {
        return await own(...args);
      } finally {
        seen.push({
          sql: `(tx) ${String(args[0]).replace(/\s+/g, ' ')}`,
          ms: performance.now() - t,
        });
      }
    }) as typeof own;
    return callback(tx);
  });
} as typeof transaction;

process.env.RATE_LIMIT_SCALE = '1000000';
const api = await startApi({
  port: 0,
  dataDir: 'memory',
  authEmulatorHost: '127.0.0.1:9099',
  seedDemo: true,
  rateLimitScale: 1_000_000,
  // Every read computed: a reused answer runs no query at all.
  personalAnswerTtlMs: 0,
});
try {
  const fixture = await signedInFixture(api.url, '127.0.0.1:9099', await firstFeedEventId(api.url));
  const headers = { authorization: `Bearer ${fixture.reader.idToken}` };
  const json = { ...headers, 'content-type': 'application/json' };
  const event = fixture.freeEvent;
  const rsvp = {
    path: '/checkout/initiate',
    // With its own Idempotency-Key each time, as the app sends it.
    idempotent: true,
    init: {
      method: 'POST',
      body: JSON.stringify({
        eventId: event.id,
        items: [{ ticketTypeId: event.ticketTypeId, quantity: 1 }],
      }),
    },
  };
  const leave = { path: `/events/leave?eventId=${event.id}`, init: { method: 'DELETE' } };
  interface ProbeCall {
    path: string;
    init: RequestInit;
    idempotent?: boolean;
  }
  const calls: Array<ProbeCall & { name: string; before?: ProbeCall; after?: ProbeCall }> = [
    { name: 'GET /health', path: '/health', init: {} },
    ...signedInReads(fixture).map((read) => ({ ...read, init: {} })),
    {
      name: 'POST /events/like',
      path: '/events/like',
      init: { method: 'POST', body: JSON.stringify({ eventId: fixture.freeEvent.id }) },
    },
    {
      name: 'POST /chats/:chatId/read',
      path: `/chats/${fixture.chatId}/read`,
      init: { method: 'POST', body: JSON.stringify({ messageId: fixture.messageId }) },
    },
    { name: 'POST /checkout/initiate (free RSVP)', ...rsvp, after: leave },
    { name: 'DELETE /events/leave', ...leave, before: rsvp },
  ];
  const send = (call: ProbeCall) =>
    fetch(`${api.url}${call.path}`, {
      headers: {
        ...(call.init.method === 'POST' ? json : headers),
        ...(call.idempotent ? { 'idempotency-key': `probe-${randomUUID()}` } : {}),
      },
      ...call.init,
    }).then((res) => res.text());
  for (const call of calls) {
    // A write that cannot repeat (an RSVP) is undone after each ask, or set up before it.
    const ask = async (measured: () => Promise<unknown>) => {
      if (call.before) await send(call.before);
      await measured();
      if (call.after) await send(call.after);
    };
    for (let i = 0; i < 5; i++) await ask(() => send(call));
    // Printed before the undo runs: its statements are not this call's.
    await ask(async () => {
      seen.length = 0;
      const t = performance.now();
      await send(call);
      const total = performance.now() - t;
      console.log(`\n${call.name}: ${total.toFixed(1)} ms, ${seen.length} queries`);
      for (const q of seen)
        console.log(`  ${q.ms.toFixed(2).padStart(6)} ms  ${q.sql.slice(0, 160)}`);
    });
  }
} finally {
  await api.close();
}
