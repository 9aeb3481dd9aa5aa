/**
 * A PostgreSQL server's pool as tests watch it (db/one-connection.ts): how many times a piece of
 * work takes a connection from it, and how many connections are out of it now.
 */
import type pg from 'pg';
import type { Database } from '../src/db/database';

/** The node-postgres pool under a server's Database. */
export const poolOf = (db: Database) => (db as unknown as { $client: pg.Pool }).$client;

/** Connections taken from `db`'s pool and not given back. */
export const checkedOut = (db: Database) => poolOf(db).totalCount - poolOf(db).idleCount;

/** How many times `run` takes a connection from `db`'s pool. */
export async function turnsAtThePool(db: Database, run: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  const count = () => (turns += 1);
  poolOf(db).on('acquire', count);
  try {
    await run();
  } finally {
    poolOf(db).off('acquire', count);
  }
  return turns;
}
