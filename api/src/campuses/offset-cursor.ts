/**
 * The campus lists' paging: an offset behind an opaque, versioned token (the lists are ordered by
 * name, not by an increasing key, so a keyset cursor would need the whole sort key).
 */
import { paginationTo, readCursor, type CursorFields, type Pagination } from '../http/keyset-page';

const CURSOR_VERSION = 1;
/** Further than any campus list reaches; a larger (or negative) offset was never given out. */
export const MAX_OFFSET = 1_000_000_000;

/** The offset a token carries (0 without one); a token this API did not give is a 400. */
export function readOffsetCursor(token: string | undefined): number {
  return readCursor(token, parseOffset, 'continuationToken is not one this API gave') ?? 0;
}

function parseOffset(fields: CursorFields): number | null {
  const offset = fields.o;
  const valid =
    fields.v === CURSOR_VERSION &&
    typeof offset === 'number' &&
    Number.isInteger(offset) &&
    offset >= 0 &&
    offset <= MAX_OFFSET;
  return valid ? offset : null;
}

/** The pagination of a page read with `limit + 1` rows from `offset`. */
export function offsetPagination(offset: number, limit: number, rowsRead: number): Pagination {
  return paginationTo(rowsRead > limit ? { v: CURSOR_VERSION, o: offset + limit } : null);
}
