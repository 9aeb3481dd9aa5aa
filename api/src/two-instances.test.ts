/**
 * Two API processes (`node --import tsx src/main.ts`, as in production behind a load balancer) on
 * one PostgreSQL database. Nothing one instance needs may live only in another's memory:
 * - a checkout started on A is paid on B's hosted sandbox page and confirmed on A: the hold, the
 *   order and the sandbox session are rows, not process state;
 * - an Idempotency-Key used on A (PATCH /checkout/confirm, the call that takes one today) is
 *   honoured on B: the same answer replayed, and the key refused for another request.
 * - both archive sweeps at once archive each ended event once (skip locked).
 * PGlite is one process by design (a data-dir lock refuses a second), so this runs on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/open-database';
import { archiveEndedEvents } from './events/archive-sweep';
import { createTestDatabaseLocation } from '../test/test-database';
import { signInWithPhone } from '../test/firebase-phone-user';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const emulatorHost = inject('authEmulatorHost');
const template = inject('testDatabase');

interface ApiChild {
  origin: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

async function startApiChild(databaseUrl: string): Promise<ApiChild> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: '',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      SEED_DEMO: '0',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The API did not start:\n${output}`);
    const ok = await fetch(`${origin}/v2/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function call(
  origin: string,
  route: string,
  {
    method = 'GET',
    token,
    json,
    headers = {},
  }: {
    method?: string;
    token?: string;
    json?: unknown;
    headers?: Record<string, string>;
  } = {},
) {
  const res = await fetch(`${origin}/v2${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies of many shapes
  return { status: res.status, body: (await res.json()) as any };
}

async function person(origin: string, name: string) {
  const auth = await signInWithPhone(emulatorHost);
  const res = await call(origin, '/users/', {
    method: 'POST',
    token: auth.idToken,
    json: { name },
  });
  if (res.status !== 201) throw new Error(`creating ${name}: ${res.status}`);
  return { token: auth.idToken, id: res.body.data.user.id as string };
}

describe.skipIf(template.kind !== 'postgres')('two API processes on one PostgreSQL', () => {
  let location: Awaited<ReturnType<typeof createTestDatabaseLocation>>;
  let a: ApiChild;
  let b: ApiChild;
  let databaseUrl: string;

  beforeAll(async () => {
    location = await createTestDatabaseLocation(template);
    databaseUrl = location.options.databaseUrl!;
    // Start one first: it migrates; the second then finds nothing to do.
    a = await startApiChild(databaseUrl);
    b = await startApiChild(databaseUrl);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await location?.dispose();
  });

  it('a checkout started on one is paid and confirmed through the other, and an Idempotency-Key used on one is honoured on the other', async () => {
    const host = await person(a.origin, 'Two Instance Host');
    const buyer = await person(b.origin, 'Two Instance Buyer');
    const start = Math.floor(Date.now() / 1000) + 7 * 86_400;
    const created = await call(a.origin, '/events/', {
      method: 'POST',
      token: host.token,
      json: {
        name: 'Two instance night',
        type: 'ticketed',
        startTime: start,
        endTime: start + 4 * 3600,
        timeZone: 'America/New_York',
        location: {
          name: 'Hall',
          address: { line1: '1 Main St', city: 'Brooklyn', state: 'NY', country: 'US' },
        },
        ticketTypes: [{ name: 'General', priceCents: 2500, capacity: 10, maxPerOrder: 10 }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const event = created.body.data.event as { id: string; ticketTypes: { id: string }[] };

    // Started on A: a sandbox checkout (its session and the order's hold are rows).
    const started = await call(a.origin, '/checkout/initiate', {
      method: 'POST',
      token: buyer.token,
      json: { eventId: event.id, items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 2 }] },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { transactionId, checkoutUrl } = started.body.data as {
      transactionId: string;
      checkoutUrl: string;
    };

    // Confirm on B before paying: B knows the checkout and says it is not paid yet.
    const early = await call(b.origin, '/checkout/confirm', {
      method: 'PATCH',
      token: buyer.token,
      json: { transactionId },
    });
    expect(early.status).toBe(200);
    expect(early.body.data.status).toBe('pending');

    // Paid on B's hosted page (the load balancer may send the browser to either instance).
    const paid = await fetch(`${b.origin}${checkoutUrl}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    // Confirmed on A with a key; the passes are there.
    const key = 'two-instances-confirm-1';
    const confirmed = await call(a.origin, '/checkout/confirm', {
      method: 'PATCH',
      token: buyer.token,
      json: { transactionId },
      headers: { 'idempotency-key': key },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('completed');
    expect(confirmed.body.data.passes).toHaveLength(2);

    // The same key on B: the same answer, replayed from the database.
    const replay = await call(b.origin, '/checkout/confirm', {
      method: 'PATCH',
      token: buyer.token,
      json: { transactionId },
      headers: { 'idempotency-key': key },
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(confirmed.body);

    // The same key with another request on B is refused: B sees A's key.
    const misuse = await call(b.origin, '/checkout/confirm', {
      method: 'PATCH',
      token: buyer.token,
      json: { transactionId: 'sbx_another_transaction' },
      headers: { 'idempotency-key': key },
    });
    expect(misuse.status).toBe(422);
    // Control: a key nobody used is not refused for that request, so the 422 is B reading A's key.
    const fresh = await call(b.origin, '/checkout/confirm', {
      method: 'PATCH',
      token: buyer.token,
      json: { transactionId: 'sbx_another_transaction' },
      headers: { 'idempotency-key': 'two-instances-unused' },
    });
    expect(fresh.status).not.toBe(422);

    // B lists the event among the buyer's upcoming ones (they hold its passes now).
    const upcoming = await call(b.origin, '/users/events', { token: buyer.token });
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.data.events.map((e: { id: string }) => e.id)).toContain(event.id);
  });

  it('sweeping from both instances at once archives each ended event once', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const host = await person(a.origin, 'Two Instance Past Host');
      await client.query(
        `insert into events (host_id, name, start_time, time_zone)
         select $1, 'Ended ' || i, now() - interval '3 days' - make_interval(mins => i), 'UTC'
         from generate_series(1, 3000) as i`,
        [host.id],
      );
      // What each instance's sweep runs (events/archive-sweep.ts), from two connections at once.
      const [one, two] = await Promise.all([
        openDatabase({ databaseUrl }),
        openDatabase({ databaseUrl }),
      ]);
      try {
        const now = new Date();
        const counts = await Promise.all([
          archiveEndedEvents(one.db, now),
          archiveEndedEvents(two.db, now),
        ]);
        expect(counts[0] + counts[1]).toBe(3000);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
      const { rows } = await client.query(
        `select count(*)::int as n from events where not archived and ends_at < now() - interval '1 hour'`,
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  });
});
