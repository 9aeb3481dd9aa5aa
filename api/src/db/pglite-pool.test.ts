/**
 * PGlite through node-postgres (pglite-pool.ts): statements named and planned once, a refused
 * statement that leaves the session usable, and transactions that hold the one connection. Its own
 * in-memory PGlite, so it runs in the PGlite project only.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { statementName } from './named-statements';
import { pgliteConnectionPool } from './pglite-pool';

const onPglite = inject('testDatabase').kind === 'pglite';

describe.runIf(onPglite)('pgliteConnectionPool', () => {
  let pglite: PGlite;
  let pool: pg.Pool;

  beforeAll(async () => {
    pglite = await PGlite.create('memory://');
    pool = pgliteConnectionPool(pglite);
    await pool.query('create table marks (id int primary key)');
  });
  afterAll(async () => {
    await pool?.end();
    await pglite?.close();
  });

  const prepared = async () =>
    (await pglite.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
      (row) => row.name,
    );

  it('names a statement with parameters and answers each run from it', async () => {
    const text = 'select $1::int + 1 as n';
    const first = await pool.query<{ n: number }>({ text, values: [1] });
    const second = await pool.query<{ n: number }>({ text, values: [41] });
    expect([first.rows[0]?.n, second.rows[0]?.n]).toEqual([2, 42]);
    expect(await prepared()).toContain(statementName(text));
  });

  it('keeps serving after a statement is refused, on the same client', async () => {
    await pool.query({ text: 'insert into marks (id) values ($1)', values: [1] });
    await expect(
      pool.query({ text: 'insert into marks (id) values ($1)', values: [1] }),
    ).rejects.toThrow(/duplicate key/);
    const after = await pool.query<{ n: number }>({
      text: 'select count(*)::int as n from marks where id = $1',
      values: [1],
    });
    expect(after.rows[0]?.n).toBe(1);
    expect(pool.totalCount).toBe(1);
  });

  it('holds the connection for a transaction: other statements wait for its end', async () => {
    const db = drizzle(pool);
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into marks (id) values (${2})`);
      open();
      await finished;
    });
    await opened;
    let counted: number | null = null;
    const count = pool
      .query<{ n: number }>('select count(*)::int as n from marks')
      .then((result) => (counted = result.rows[0]?.n ?? null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted).toBeNull();
    finish();
    await transaction;
    await count;
    expect(counted).toBe(2);
  });

  it('takes an idle client’s error without ending the process, and serves the next statement', async () => {
    const client = await pool.connect();
    client.release();
    // What pg-pool does when an idle client fails: the pool emits it. Unheard, emit throws it.
    expect(() => pool.emit('error', new Error('the connection broke'), client)).not.toThrow();
    const { rows } = await pool.query<{ n: number }>('select 1 as n');
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses a callback, which would hand the client back mid-statement', async () => {
    await expect(
      (pool.query as unknown as (text: string, cb: () => void) => Promise<unknown>)(
        'select 1',
        () => {},
      ),
    ).rejects.toThrow(/no callback/);
  });
});
