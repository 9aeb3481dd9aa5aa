/**
 * `Idempotency-Key` for PATCH /checkout/confirm (`withIdempotencyKey`) and POST /checkout/initiate
 * (`withClaimedIdempotencyKey`). For confirm: the first *final* answer for a key is stored with
 * a hash of the request and replayed for the same key; the same key with another request is a 422.
 * Answers that say "not yet" (`pending`) are not stored, so a poll may repeat its key.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema-ticketing';
import { ApiError, conflict } from '../http/api-error';

export interface StoredResponse {
  status: number;
  body: unknown;
}

const hashOf = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

const reusedKey = () =>
  new ApiError(
    422,
    'invalid_request',
    'This Idempotency-Key was already used with a different request; use a new key',
    { field: 'Idempotency-Key' },
  );

/** `response_status` of a key whose first request is still running. */
const RUNNING = 0;

/**
 * For a call that must run at most once per key (starting an order holds tickets): the key is
 * claimed before the call runs, so of concurrent requests with one key only the first runs; the
 * others get 409 `request_in_progress`, and later ones the stored answer. A call that fails (an
 * ApiError: nothing was held) frees the key, so the retry runs again. Same key with another
 * request: 422.
 */
export async function withClaimedIdempotencyKey(
  db: Database,
  scope: { userId: string; route: string; key: string | undefined },
  request: unknown,
  run: () => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const { userId, route, key } = scope;
  if (!key) return run();
  const requestHash = hashOf(request);
  const thisKey = and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.route, route),
    eq(idempotencyKeys.key, key),
  );
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, route, key, requestHash, responseStatus: RUNNING, responseBody: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(thisKey);
    if (!row) throw conflict('Please try again', { reason: 'request_in_progress' });
    if (row.requestHash !== requestHash) throw reusedKey();
    if (row.responseStatus === RUNNING) {
      throw conflict(
        'A request with this Idempotency-Key is still being handled; try again shortly',
        {
          reason: 'request_in_progress',
        },
      );
    }
    return { status: row.responseStatus, body: row.responseBody };
  }
  try {
    const response = await run();
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: response.status, responseBody: response.body })
      .where(thisKey);
    return response;
  } catch (error) {
    await db.delete(idempotencyKeys).where(thisKey);
    throw error;
  }
}

export async function withIdempotencyKey(
  db: Database,
  scope: { userId: string; route: string; key: string | undefined },
  request: unknown,
  run: () => Promise<StoredResponse & { final: boolean }>,
): Promise<StoredResponse> {
  const { userId, route, key } = scope;
  if (!key) return run();
  const requestHash = hashOf(request);
  const find = async () => {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.route, route),
          eq(idempotencyKeys.key, key),
        ),
      );
    if (row && row.requestHash !== requestHash) throw reusedKey();
    return row ? { status: row.responseStatus, body: row.responseBody } : null;
  };

  const stored = await find();
  if (stored) return stored;
  const response = await run();
  if (!response.final) return { status: response.status, body: response.body };
  await db
    .insert(idempotencyKeys)
    .values({
      userId,
      route,
      key,
      requestHash,
      responseStatus: response.status,
      responseBody: response.body,
    })
    .onConflictDoNothing();
  // Two requests with one key raced: both ran (the transitions are idempotent), the first stored
  // answer is the one both callers get.
  return (await find()) ?? { status: response.status, body: response.body };
}
