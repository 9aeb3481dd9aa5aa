/**
 * Continuation paging, the server's half. A list reads one row more than it shows: the extra row
 * only says that more exist. The last row shown becomes the cursor, sent to the client as an opaque
 * token (`opaque-token.ts`), and the token it sends back is read here; one this API did not make is
 * a 400 naming `continuationToken`, never a query the database would refuse (a 500).
 */
import { invalidField } from './api-error';
import { decodeOpaqueToken, encodeOpaqueToken } from './opaque-token';

export interface Pagination {
  continuationToken: string | null;
  hasMoreItems: boolean;
}

/** A cursor's fields, as they go into the token (each list versions its own, e.g. `{ v: 1, id }`). */
export type CursorFields = Record<string, unknown>;

/** What a token this API did not make is told, unless the list says it otherwise. */
export const FOREIGN_TOKEN_MESSAGE = 'continuationToken is not one this list handed out';

/**
 * The cursor a `continuationToken` names, or null without one. `parse` reads the token's fields
 * and answers null when they are not a cursor of its list: that, or a token that is not ours at
 * all, is a 400.
 */
export function readCursor<Cursor>(
  token: string | undefined,
  parse: (fields: CursorFields) => Cursor | null,
  message: string = FOREIGN_TOKEN_MESSAGE,
): Cursor | null {
  if (token === undefined || token === '') return null;
  const fields = decodeOpaqueToken(token);
  const cursor = fields ? parse(fields) : null;
  if (cursor === null) throw invalidField('continuationToken', message);
  return cursor;
}

/** The pagination of a page: a token when there is a next cursor, none at the end. */
export function paginationTo(next: CursorFields | null): Pagination {
  return {
    continuationToken: next ? encodeOpaqueToken(next) : null,
    hasMoreItems: next !== null,
  };
}

/**
 * The page and its pagination, from rows read with `limit + 1`: the page is the first `limit`, and
 * when the extra row came, the page's last row (through `cursorOf`) is where the next page starts.
 */
export function keysetPage<Row>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (last: Row) => CursorFields,
): { page: Row[]; pagination: Pagination } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const hasMore = rows.length > limit && last !== undefined;
  return { page, pagination: paginationTo(hasMore ? cursorOf(last) : null) };
}
