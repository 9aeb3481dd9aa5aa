/**
 * The feed's continuation token: the (startTime, id) of the last event of a page, as base64url
 * JSON. Opaque to clients (they only pass it back), versioned so its shape can change later.
 * Keyset rather than offset: an event inserted while someone scrolls neither repeats nor hides a row.
 */
import { isUuid } from '../db/uuid';
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

export function encodeFeedCursor(cursor: FeedCursor): string {
  return encodeOpaqueToken({ v: VERSION, s: cursor.startTime, i: cursor.id });
}

/** The cursor, or null when the token was not made by `encodeFeedCursor`. */
export function decodeFeedCursor(token: string): FeedCursor | null {
  const fields = decodeOpaqueToken(token);
  if (!fields) return null;
  const { v, s, i } = fields;
  if (v !== VERSION || typeof s !== 'number' || typeof i !== 'string' || !isUuid(i)) return null;
  if (!Number.isInteger(s) || s < 0 || s > LATEST_START_TIME) return null;
  return { startTime: s, id: i };
}
