/**
 * Embedded PGlite reached through node-postgres, as a server is: PGlite's adapter hands each
 * protocol message to its one connection. So the app runs on one driver, and PGlite gets named
 * statements too (named-statements.ts): parsed and planned once, where PGlite's own `query` parses
 * and plans every run (docs/performance.md, "Signed-in reads", "The seventh round").
 *
 * One client, as PGlite has one connection: a transaction holds it and every other statement
 * waits its turn, as with PGlite's own driver, so transactions stay serialised. The client lives
 * as long as the pool, and with it the session's named statements.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { nameStatements } from './named-statements';

type PoolQuery = (...args: unknown[]) => Promise<unknown>;

export function pgliteConnectionPool(pglite: PGlite): pg.Pool {
  const config = createPgConfig(pglite);
  // node-postgres hands Parse its query's `types`, which for drizzle's queries are type parsers,
  // not parameter types: its own writer ignores anything but an array, PGlite's throws on it.
  const { connection } = config;
  const parse = connection.parse.bind(connection);
  connection.parse = (query: { types?: unknown }) =>
    parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });

  const pool = new pg.Pool({ ...(config as pg.PoolConfig), max: 1, idleTimeoutMillis: 0 });
  pool.on('connect', (client) => nameStatements(client));
  // An idle client's error reaches the pool, and an 'error' with no listener would end the
  // process (as for a server's pool, open-database.ts). The next statement gets a fresh client.
  pool.on('error', () => {});
  // The pool's own `query` gives a statement's error back with the client, and the pool then
  // replaces the client as if its socket had broken. PGlite's adapter reuses its one connection
  // for the next client, and the old client's late "end" reached the new one: every later query
  // failed (a refused insert, then "Client has encountered a connection error"). An error answer
  // leaves the session usable, so the client goes back as it is; one that really broke is not
  // queryable, and the pool replaces that one still.
  pool.query = (async (...args: unknown[]) => {
    // With a callback the client's query answers at once, and the client would go back mid-query.
    if (args.some((arg) => typeof arg === 'function')) {
      throw new Error('pgliteConnectionPool: query takes no callback; await its promise');
    }
    const client = await pool.connect();
    try {
      return await (client.query as unknown as PoolQuery)(...args);
    } finally {
      client.release();
    }
  }) as unknown as typeof pool.query;
  return pool;
}
