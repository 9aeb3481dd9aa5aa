import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppDatabase } from '../db/database';
import { openTestDatabase } from '../../test/test-database';
import { errorForLog } from './error-log';

const PHONE = '+15551230000';
let database: AppDatabase;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => database?.close());

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('errorForLog', () => {
  it("keeps a failed query's SQLSTATE and drops its SQL, parameters and quoted values", async () => {
    const error = await failure(() =>
      database.db.execute(sql`select ${PHONE}::uuid as secret_column`),
    );
    // The raw error carries all of it (what pino used to print).
    expect(JSON.stringify({ message: (error as Error).message })).toContain(PHONE);
    const logged = errorForLog(error);
    expect(logged.dbCode).toBe('22P02');
    expect(logged.message).toBe('A database query failed with SQLSTATE 22P02');
    const serialized = JSON.stringify(logged);
    expect(serialized).not.toContain(PHONE);
    expect(serialized).not.toContain('secret_column');
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('names the constraint of a unique violation without the duplicated value', async () => {
    await database.db.execute(sql`create temporary table phones (phone text unique)`);
    await database.db.execute(sql`insert into phones values (${PHONE})`);
    const error = await failure(() =>
      database.db.execute(sql`insert into phones values (${PHONE})`),
    );
    const logged = errorForLog(error);
    expect(logged).toMatchObject({ dbCode: '23505', dbConstraint: 'phones_phone_key' });
    expect(JSON.stringify(logged)).not.toContain(PHONE);
  });

  it('keeps the message of an error of ours', () => {
    expect(errorForLog(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });
});
