/**
 * `Idempotency-Key` for PATCH /checkout/confirm (`withIdempotencyKey`) and POST /checkout/initiate
 * (`withClaimedIdempotencyKey`). For confirm: the first *final* answer for a key is stored with
 * a hash of the request and replayed for the same key; the same key with another request is a 422.
 * Answers that say "not yet" (`pending`) are not stored, so a poll may repeat its key.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema-ticketing';
import { ApiError, conflict } from '../http/api-error';

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** What a key's first request is remembered by: the same key with another request is a 422. */
export const requestHash = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

const reusedKey = () =>
  new ApiError(
    422,
    'invalid_request',
    'This Idempotency-Key was already used with a different request; use a new key',
    { field: 'Idempotency-Key' },
  );

/** The one row of `key`: keys are per person and route. */
const keyWhere = ({ userId, route, key }: { userId: string; route: string; key: string }) =>
  and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.route, route),
    eq(idempotencyKeys.key, key),
  );

/** The row that stores `response` for `key`, with its request's hash. */
const keyRow = (
  { userId, route, key }: { userId: string; route: string; key: string },
  hash: string,
  response: StoredResponse,
) => ({
  userId,
  route,
  key,
  requestHash: hash,
  responseStatus: response.status,
  responseBody: response.body,
});

/** `response_status` of a key whose first request is still running. */
const RUNNING = 0;

/**
 * A claim older than this that was never answered belongs to a request that died with its process
 * (a crash or a kill between claiming the key and answering it): the next request with the key
 * runs in its place. Far longer than a checkout takes (the payment provider's calls time out in
 * seconds), so a request still running is never taken over.
 */
export const ABANDONED_CLAIM_MS = 2 * 60 * 1000;

/** The app shows the message as it is: a person who pressed twice reads it. */
const stillRunning = () =>
  conflict('Your last try is still going through; wait a moment and try again', {
    reason: 'request_in_progress',
  });

interface KeyScope {
  userId: string;
  route: string;
  key: string | undefined;
  now: Date;
}

/**
 * Claims `key` for this request: `{ claimedAt }` when it runs (the claim's time tells its own
 * claim from a later one's), `{ stored }` when an earlier request with the key already answered.
 */
async function claimKey(
  db: Database,
  scope: KeyScope & { key: string },
  hash: string,
  thisKey: SQL | undefined,
): Promise<{ claimedAt: Date } | { stored: StoredResponse }> {
  const { now } = scope;
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...keyRow(scope, hash, { status: RUNNING, body: {} }), createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { claimedAt: now };
  const [row] = await db.select().from(idempotencyKeys).where(thisKey);
  if (!row) throw conflict('Please try again', { reason: 'request_in_progress' });
  if (row.requestHash !== hash) throw reusedKey();
  if (row.responseStatus !== RUNNING) {
    return { stored: { status: row.responseStatus, body: row.responseBody } };
  }
  const abandonedBefore = new Date(now.getTime() - ABANDONED_CLAIM_MS);
  if (row.createdAt >= abandonedBefore) throw stillRunning();
  // Taken over only while still abandoned: of two requests that both find it so, one takes it.
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        thisKey,
        eq(idempotencyKeys.responseStatus, RUNNING),
        lt(idempotencyKeys.createdAt, abandonedBefore),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (!taken) throw stillRunning();
  return { claimedAt: now };
}

/**
 * For a call that must run at most once per key (starting an order holds tickets): the key is
 * claimed before the call runs, so of concurrent requests with one key only the first runs; the
 * others get 409 `request_in_progress`, and later ones the stored answer. A call that fails (an
 * ApiError: nothing was held) frees the key, so the retry runs again. Same key with another
 * request: 422. A claim left unanswered by a request that died is taken over after
 * ABANDONED_CLAIM_MS; the request that claimed it, should it ever finish, then neither answers nor
 * frees the key, which is no longer its claim.
 */
export async function withClaimedIdempotencyKey(
  db: Database,
  scope: KeyScope,
  request: unknown,
  run: () => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const { userId, route, key } = scope;
  if (!key) return run();
  const thisKey = keyWhere({ userId, route, key });
  const claim = await claimKey(db, { ...scope, key }, requestHash(request), thisKey);
  if ('stored' in claim) return claim.stored;
  const ourClaim = and(thisKey, eq(idempotencyKeys.createdAt, claim.claimedAt));
  try {
    const response = await run();
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: response.status, responseBody: response.body })
      .where(ourClaim);
    return response;
  } catch (error) {
    await db.delete(idempotencyKeys).where(ourClaim);
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
  const hash = requestHash(request);
  const find = async () => {
    const [row] = await db.select().from(idempotencyKeys).where(keyWhere({ userId, route, key }));
    if (row && row.requestHash !== hash) throw reusedKey();
    return row ? { status: row.responseStatus, body: row.responseBody } : null;
  };

  const stored = await find();
  if (stored) return stored;
  const response = await run();
  if (!response.final) return { status: response.status, body: response.body };
  await db
    .insert(idempotencyKeys)
    .values(keyRow({ userId, route, key }, hash, response))
    .onConflictDoNothing();
  // Two requests with one key raced: both ran (the transitions are idempotent), the first stored
  // answer is the one both callers get.
  return (await find()) ?? { status: response.status, body: response.body };
}
