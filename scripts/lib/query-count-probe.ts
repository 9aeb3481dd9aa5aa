/**
 * `npx tsx scripts/lib/query-count-probe.ts`: the queries one signed-in request runs, with their
 * times, for each read of the signed-in bench and two of its writes (docs/performance.md, "Signed-in reads"). The API
 * runs in this process on an in-memory PGlite with the demo data; node-postgres's `query`, which
 * the API reaches PGlite through, is wrapped to record every statement.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as PgModule from 'pg';
import { startApi } from '../../api/src/start-api';
import { firstFeedEventId } from './bench-pages';
import { signedInReads } from './signed-in-bench';
import { signedInFixture } from './signed-in-fixture';

// The API's own copy of node-postgres, which reaches PGlite too (db/open-database.ts).
const apiRequire = createRequire(new URL('../../api/src/start-api.ts', import.meta.url));
const { Client } = apiRequire('pg') as typeof PgModule;

/** A transaction's own statements, counted apart: they are not the request's reads or writes. */
const TRANSACTION_CONTROL = /^(begin|commit|rollback)\b/i;
const seen: Array<{ sql: string; ms: number }> = [];
let transactionControl = 0;
const query = Client.prototype.query as (...args: unknown[]) => unknown;
Client.prototype.query = function (this: PgModule.Client, ...args: unknown[]) {
  const asked = args[0] as string | { text?: string };
  const sql = (typeof asked === 'string' ? asked : String(asked.text)).replace(/\s+/g, ' ');
  const t = performance.now();
  const answer = query.apply(this, args);
  // Without a callback (as drizzle and the pool call it) node-postgres answers a promise.
  if (!(answer instanceof Promise)) return answer;
  return answer.finally(() => {
    if (TRANSACTION_CONTROL.test(sql)) transactionControl += 1;
    else seen.push({ sql, ms: performance.now() - t });
  });
} as typeof Client.prototype.query;

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
      transactionControl = 0;
      const t = performance.now();
      await send(call);
      const total = performance.now() - t;
      console.log(
        `\n${call.name}: ${total.toFixed(1)} ms, ${seen.length} queries` +
          (transactionControl > 0 ? ` (and ${transactionControl} begin/commit)` : ''),
      );
      for (const q of seen)
        console.log(`  ${q.ms.toFixed(2).padStart(6)} ms  ${q.sql.slice(0, 160)}`);
    });
  }
} finally {
  await api.close();
}
