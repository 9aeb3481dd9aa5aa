/**
 * The feed's continuation token: the (startTime, id) of the last event of a page, as base64url
 * JSON. Opaque to clients (they only pass it back), versioned so its shape can change later.
 * Keyset rather than offset: an event inserted while someone scrolls neither repeats nor hides a row.
 */
import { isUuid } from '../db/uuid';

export interface FeedCursor {
  /** Start time of the last event shown, in epoch seconds. */
  startTime: number;
  id: string;
}

const VERSION = 1;

export function encodeFeedCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify({ v: VERSION, s: cursor.startTime, i: cursor.id })).toString(
    'base64url',
  );
}

/** The cursor, or null when the token was not made by `encodeFeedCursor`. */
export function decodeFeedCursor(token: string): FeedCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const { v, s, i } = parsed as Record<string, unknown>;
  if (v !== VERSION || !Number.isSafeInteger(s) || typeof i !== 'string' || !isUuid(i)) return null;
  return { startTime: s as number, id: i };
}
