/**
 * onOneConnection on a real PostgreSQL server: a work's statements and transactions go over one
 * connection, taken once and given back however the work ends; letConnectionGo gives it back
 * early. On PGlite the work gets the database itself.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkedOut, turnsAtThePool } from '../../test/pool-turns';
import { openTestDatabase } from '../../test/test-database';
import type { AppDatabase, Database } from './database';
import { databaseOf, letConnectionGo, onOneConnection } from './one-connection';
import { rowsOf } from './raw-rows';

const onPostgres = inject('testDatabase').kind === 'postgres';

let database: AppDatabase;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => database?.close());

async function backendPid(db: Database): Promise<number> {
  const [row] = rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`));
  return row!.pid;
}

/** Two statements, a transaction and one more statement: the backend each ran on. */
async function statementsAndATransaction(db: Database): Promise<number[]> {
  const pids = [await backendPid(db), await backendPid(db)];
  pids.push(await db.transaction((tx) => backendPid(tx)));
  pids.push(await backendPid(db));
  return pids;
}

describe.runIf(onPostgres)('onOneConnection on a PostgreSQL server', () => {
  it('runs every statement and transaction of the work on one connection, taken once', async () => {
    let pids: number[] = [];
    const turns = await turnsAtThePool(database.db, () =>
      onOneConnection(database.db, async (db) => {
        pids = await statementsAndATransaction(db);
      }),
    );
    expect(turns).toBe(1);
    expect(new Set(pids).size).toBe(1);
    // The same work on the database itself takes a turn for each statement and transaction.
    const unpinned = await turnsAtThePool(database.db, () =>
      statementsAndATransaction(database.db),
    );
    expect(unpinned).toBe(4);
  });

  it('gives the connection back when the work ends, and when it throws', async () => {
    await onOneConnection(database.db, (db) => backendPid(db));
    expect(checkedOut(database.db)).toBe(0);
    const failing = onOneConnection(database.db, async (db) => {
      await backendPid(db);
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    expect(checkedOut(database.db)).toBe(0);
  });

  it('lets a statement that runs after its work ended take a turn of its own and give it back', async () => {
    let late: Database | undefined;
    await onOneConnection(database.db, async (db) => {
      late = db;
    });
    expect(await backendPid(late!)).toBeGreaterThan(0);
    expect(checkedOut(database.db)).toBe(0);
  });

  it('keeps the connection usable after a statement fails and after a transaction rolls back', async () => {
    await onOneConnection(database.db, async (db) => {
      const pid = await backendPid(db);
      await expect(db.execute(sql`select 1 / 0`)).rejects.toThrow();
      const rolledBack = db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table kept_or_not (n int)`);
        throw new Error('roll back');
      });
      await expect(rolledBack).rejects.toThrow('roll back');
      expect(await backendPid(db)).toBe(pid);
      // The transaction's table went with its rollback: the transaction ran on this connection.
      const [row] = rowsOf<{ found: string | null }>(
        await db.execute(sql`select to_regclass('pg_temp.kept_or_not')::text as found`),
      );
      expect(row!.found).toBeNull();
    });
  });

  it('letConnectionGo gives the connection back while the work goes on; later statements take their own', async () => {
    let duringWork = -1;
    const turns = await turnsAtThePool(database.db, () =>
      onOneConnection(database.db, async (db) => {
        await backendPid(db);
        letConnectionGo(db);
        duringWork = checkedOut(database.db);
        await statementsAndATransaction(db);
      }),
    );
    expect(duringWork).toBe(0);
    expect(turns).toBe(1 + 4);
    expect(checkedOut(database.db)).toBe(0);
  });

  it('refuses letConnectionGo inside a transaction, which then still commits', async () => {
    await onOneConnection(database.db, async (db) => {
      const answer = await db.transaction(async (tx) => {
        expect(() => letConnectionGo(db)).toThrow(/inside a transaction/);
        return backendPid(tx);
      });
      expect(answer).toBe(await backendPid(db));
    });
  });

  it('gives two works at once a connection each; both stand for the database they came from', async () => {
    const seen: Database[] = [];
    const pids = await Promise.all(
      [0, 1].map(() =>
        onOneConnection(database.db, async (db) => {
          seen.push(db);
          const pid = await backendPid(db);
          // Both hold theirs until each has run a statement.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return pid;
        }),
      ),
    );
    expect(new Set(pids).size).toBe(2);
    expect(seen[0]).not.toBe(database.db);
    expect(seen.map(databaseOf)).toEqual([database.db, database.db]);
  });
});

describe.runIf(!onPostgres)('onOneConnection on PGlite', () => {
  it('hands the work the database itself (its one connection is every statement’s)', async () => {
    expect(await onOneConnection(database.db, async (db) => db)).toBe(database.db);
    expect(databaseOf(database.db)).toBe(database.db);
  });
});
