/**
 * `Idempotency-Key` for PATCH /checkout/confirm: the first *final* answer for a key is stored with
 * a hash of the request and replayed for the same key; the same key with another request is a 422.
 * Answers that say "not yet" (`pending`) are not stored, so a poll may repeat its key.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema-ticketing';
import { ApiError } from '../http/api-error';

export interface StoredResponse {
  status: number;
  body: unknown;
}

const hashOf = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

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
    if (row && row.requestHash !== requestHash) {
      throw new ApiError(
        422,
        'invalid_request',
        'This Idempotency-Key was already used with a different request; use a new key',
        { field: 'Idempotency-Key' },
      );
    }
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
