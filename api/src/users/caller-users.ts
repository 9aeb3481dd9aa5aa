/**
 * The signed-in caller's user row, remembered per process for a moment: every signed-in request
 * needs it (access policy), and on PGlite each query runs in turn in this thread. Keyed by the
 * Firebase uid the token verified as, so one person's row never answers for another.
 *
 * Fresh enough: the access policy forgets a person's row once a write of theirs that changes it
 * is answered (`forget`, for the calls in CALLER_ROW_WRITES), so their own changes show on their
 * next request to this process. Writes through
 * another process show within `ttlMs` (as visitors' cached answers do, api/README.md "Caching").
 * A uid without a record (before sign-up finishes) is never remembered: sign-up on another
 * process must count at once.
 */
import type { EndpointName } from 'contract';
import type { UserRow } from '../db/schema';

/**
 * The only calls that write a person's own user row: sign-up, the profile, deleting the account
 * (users/user-repository.ts and account/delete-account.ts are the only writers of `users`). Any
 * other write (a like, a message) keeps the row: forgetting it there cost every write a query.
 */
export const CALLER_ROW_WRITES: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'POST /users/',
  'PATCH /users/',
  'DELETE /users/',
]);

export interface CallerUsers {
  find(uid: string): Promise<UserRow | null>;
  forget(uid: string): void;
}

export interface CallerUsersOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export const CALLER_USER_TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

export function rememberCallerUsers(
  load: (uid: string) => Promise<UserRow | null>,
  options: CallerUsersOptions = {},
): CallerUsers {
  const ttlMs = options.ttlMs ?? CALLER_USER_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const rows = new Map<string, { row: UserRow; until: number }>();
  /** Bumped by `forget`: a load that began before a write must not store the row it read. */
  const generations = new Map<string, number>();
  if (ttlMs <= 0) return { find: load, forget: () => {} };

  return {
    async find(uid) {
      const hit = rows.get(uid);
      if (hit && hit.until > now()) return hit.row;
      rows.delete(uid);
      const generation = generations.get(uid) ?? 0;
      const row = await load(uid);
      if (row && (generations.get(uid) ?? 0) === generation) {
        rows.set(uid, { row, until: now() + ttlMs });
        // Map order is insertion order: the first key is the oldest entry.
        while (rows.size > maxEntries) rows.delete(rows.keys().next().value!);
      }
      return row;
    },
    forget(uid) {
      rows.delete(uid);
      generations.set(uid, (generations.get(uid) ?? 0) + 1);
      if (generations.size > maxEntries) generations.clear();
    },
  };
}
