/**
 * Finding rows again by a unique value rather than by id: after an insert that may have written
 * nothing (ON CONFLICT DO NOTHING, or the rows were there already), each value's row id.
 */
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** The id of each row whose `key` column holds one of `values`, by that value; absent: no row. */
export async function idsByValue(
  db: Database,
  columns: { id: PgColumn; key: PgColumn },
  values: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: columns.id, key: columns.key })
    .from(columns.key.table)
    .where(inArray(columns.key, [...values]));
  return new Map(rows.map((row) => [String(row.key), String(row.id)]));
}
