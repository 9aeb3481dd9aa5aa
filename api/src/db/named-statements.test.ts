/**
 * Named statements on a real PostgreSQL server: what a connection names, how many, and that the
 * API's database turns them on by default and off when asked. PGlite's are in pglite-pool.test.ts.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabaseLocation } from '../../test/test-database';
import { rowsOf } from './raw-rows';
import { users } from './schema';
import { nameStatements, statementName } from './named-statements';
import { openDatabase } from './open-database';

const template = inject('testDatabase');
const onPostgres = template.kind === 'postgres';

/** The names this connection has prepared. */
async function preparedOn(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'select name from pg_prepared_statements order by name',
  );
  return rows.map((row) => row.name);
}

describe('statementName', () => {
  const sha1Name = (text: string) => `s_${createHash('sha1').update(text).digest('base64url')}`;

  it('names each text by its hash, on every call, the kept names and those past the bound alike', () => {
    // More texts than the names it keeps, each asked twice: a name kept under the wrong text, or
    // one made once and handed out again, would differ from the hash.
    const texts = Array.from({ length: 2500 }, (_, i) => `select $1::int + ${i} as n`);
    for (const text of [...texts, ...texts]) expect(statementName(text)).toBe(sha1Name(text));
  });
});

describe.runIf(onPostgres)('nameStatements on one connection', () => {
  let client: pg.Client;
  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    client = new pg.Client({ connectionString: template.serverUrl });
    await client.connect();
    nameStatements(client, 2);
  });
  afterAll(() => client?.end());

  it('names a statement with parameters by its text, prepares it once and answers each run', async () => {
    const text = 'select $1::int + 1 as n';
    const first = await client.query<{ n: number }>({ text, values: [1] });
    const second = await client.query<{ n: number }>({ text, values: [41] });
    expect([first.rows[0]?.n, second.rows[0]?.n]).toEqual([2, 42]);
    expect(await preparedOn(client)).toEqual([statementName(text)]);
  });

  it('leaves plain text and statements without parameters unnamed', async () => {
    await client.query('select 1');
    await client.query({ text: 'select 2 as n' });
    expect(await preparedOn(client)).toEqual([statementName('select $1::int + 1 as n')]);
  });

  it('names at most its limit of texts; past it, new texts still run, unnamed', async () => {
    const second = 'select $1::text as word';
    const third = 'select $1::int * 2 as n';
    await client.query({ text: second, values: ['two'] });
    const past = await client.query<{ n: number }>({ text: third, values: [21] });
    expect(past.rows[0]?.n).toBe(42);
    expect(await preparedOn(client)).toEqual(
      [statementName('select $1::int + 1 as n'), statementName(second)].sort(),
    );
  });
});

describe.runIf(onPostgres)("the API's database", () => {
  const disposers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const dispose of disposers) await dispose();
  });

  /** The names prepared on the connection a transaction holds, after one drizzle select in it. */
  async function namesAfterASelect(namedStatements: boolean | undefined): Promise<string[]> {
    const location = await createTestDatabaseLocation(template);
    const database = await openDatabase({ ...location.options, namedStatements });
    disposers.push(async () => {
      await database.close();
      await location.dispose();
    });
    return database.db.transaction(async (tx) => {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.name} = ${'Ann'}`);
      const result = await tx.execute(sql`select name from pg_prepared_statements`);
      return rowsOf<{ name: string }>(result).map((r) => r.name);
    });
  }

  it('sends its statements by name unless told not to', async () => {
    expect(await namesAfterASelect(undefined)).toHaveLength(1);
    expect(await namesAfterASelect(false)).toEqual([]);
  });
});
