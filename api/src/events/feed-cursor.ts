/**
 * The feed's continuation token: the (startTime, id) of the last event of a page, as base64url
 * JSON. Opaque to clients (they only pass it back), versioned so its shape can change later.
 * Keyset rather than offset: an event inserted while someone scrolls neither repeats nor hides a row.
 */
import { isUuid } from '../db/uuid';
import type { CursorFields } from '../http/keyset-page';
import { decodeOpaqueToken, encodeOpaqueToken } from '../http/opaque-token';

export interface FeedCursor {
  /** Start time of the last event shown, in epoch seconds. */
  startTime: number;
  id: string;
}

const VERSION = 1;
/**
 * The last second of year 9999: tokens we make name real event times, and a forged one beyond what
 * a timestamp column holds would otherwise fail inside the database (a 500).
 */
const LATEST_START_TIME = 253_402_300_799;

/** The token fields of a cursor. */
export function feedCursorFields(cursor: FeedCursor): CursorFields {
  return { v: VERSION, s: cursor.startTime, i: cursor.id };
}

export function encodeFeedCursor(cursor: FeedCursor): string {
  return encodeOpaqueToken(feedCursorFields(cursor));
}

/** The cursor, or null when the token was not made by `encodeFeedCursor`. */
export function decodeFeedCursor(token: string): FeedCursor | null {
  const fields = decodeOpaqueToken(token);
  return fields ? parseFeedCursor(fields) : null;
}

/** The cursor in a token's fields, or null when they are not a feed cursor's. */
export function parseFeedCursor(fields: CursorFields): FeedCursor | null {
  const { v, s, i } = fields;
  if (v !== VERSION || typeof s !== 'number' || typeof i !== 'string' || !isUuid(i)) return null;
  if (!Number.isInteger(s) || s < 0 || s > LATEST_START_TIME) return null;
  return { startTime: s, id: i };
}
