import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { AppDatabase } from './database';
import { idsByValue } from './ids-by-value';
import { campuses } from './schema-campuses';

let database: AppDatabase;

beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => database?.close());

/** Campuses by name: a table whose key column is unique. */
const byName = { id: campuses.id, key: campuses.name };

describe('idsByValue', () => {
  it("answers each found value's row id, and leaves out values with no row", async () => {
    const written = await database.db
      .insert(campuses)
      .values([{ name: 'Ids By Value College' }, { name: 'Ids By Value Institute' }])
      .returning({ id: campuses.id, name: campuses.name });
    const found = await idsByValue(database.db, byName, [
      'Ids By Value College',
      'Ids By Value Institute',
      'No Such School',
    ]);
    expect(found).toEqual(new Map(written.map((row) => [row.name, row.id])));
  });

  it('answers an empty map for no values', async () => {
    expect(await idsByValue(database.db, byName, [])).toEqual(new Map());
  });
});
