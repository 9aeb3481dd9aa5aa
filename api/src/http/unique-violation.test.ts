/**
 * A unique violation that escapes a handler (two requests made the same unique row at once, and
 * the handler did not foresee it) is a 409 `conflict` in the envelope, never a 500: the database
 * refused the row, the transaction rolled back, and the caller may try again. Raced for real over
 * HTTP on the test database (PGlite, or PostgreSQL with TEST_DB=postgres), through a route that
 * inserts as a careless handler would.
 */
import { count, eq, sql } from 'drizzle-orm';
import { CODE_OF_STATUS, ERROR_STATUS, contract, errorsOf, splitEndpointKey } from 'contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campuses } from '../db/schema-campuses';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    extend: (app) => {
      // Makes a campus in a transaction, with no care for a campus of that name made meanwhile.
      app.post('/v2/test/campuses', { config: { access: 'public' } }, async (request) => {
        const { name } = request.body as { name: string };
        await api.database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(0.02)`);
          await tx.insert(campuses).values({ name });
        });
        return { data: { made: name } };
      });
      app.post('/v2/test/bad-cast', { config: { access: 'public' } }, async () => {
        await api.database.db.execute(sql`select ${'not-a-uuid'}::uuid`);
        return { data: {} };
      });
    },
  });
});
afterAll(() => api?.close());

const make = (name: string) => api.request('/v2/test/campuses', { json: { name } });

describe('a unique violation no handler caught', () => {
  it('is a 409 conflict in the envelope, and the row is made once, when 12 requests race', async () => {
    const name = 'Race Test College';
    const answers = await Promise.all(Array.from({ length: 12 }, () => make(name)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(11).fill(409)]);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body).toEqual({
        error: {
          code: 'conflict',
          message: 'Someone else made the same change at the same moment; try again',
        },
      });
    }
    const [made] = await api.database.db
      .select({ n: count() })
      .from(campuses)
      .where(eq(campuses.name, name));
    expect(made!.n).toBe(1);
  });

  it('is answered with the code both sides map 409 to, which every write declares', () => {
    expect(ERROR_STATUS.conflict).toBe(409);
    expect(CODE_OF_STATUS[409]).toBe('conflict');
    for (const name of Object.keys(contract) as (keyof typeof contract)[]) {
      const { method } = splitEndpointKey(name);
      if (method !== 'GET') expect(errorsOf(contract[name], method), name).toContain('conflict');
    }
  });

  it('leaves other database errors a 500 (only a unique violation is a conflict)', async () => {
    const res = await api.request('/v2/test/bad-cast', { json: {} });
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal');
  });
});
