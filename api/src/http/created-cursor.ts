/**
 * A keyset cursor for lists ordered by a `created_at` and then a uuid `id`: the time goes into the
 * token in microseconds since 1970, as text, because a JS Date would lose the column's precision and
 * the next page would then repeat or skip rows written in the same millisecond.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isUuid } from '../db/uuid';
import type { CursorFields } from './keyset-page';

export interface CreatedCursor {
  /** created_at in microseconds since 1970, as decimal text. */
  us: string;
  id: string;
}

const VERSION = 1;

/** The column in microseconds since 1970, the cursor's unit (select it `::text` for `us`). */
export function microsOf(column: AnyColumn): SQL {
  return sql`(extract(epoch from ${column}) * 1000000)::bigint`;
}

/** The token fields of the row a page ended on. */
export function createdCursorFields(us: string, id: string): CursorFields {
  return { v: VERSION, us, id };
}

/** The cursor in a token's fields, or null when they are not one `createdCursorFields` made. */
export function parseCreatedCursor(fields: CursorFields): CreatedCursor | null {
  const { v, us, id } = fields;
  if (v !== VERSION || typeof us !== 'string' || !/^\d{1,17}$/.test(us)) return null;
  if (typeof id !== 'string' || !isUuid(id)) return null;
  return { us, id };
}
