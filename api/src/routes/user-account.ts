/** /v2/users/username/exists, /v2/users/instagram and DELETE /v2/users/: the caller's account. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { TokenVerifier } from '../auth/token-verifier';
import type { RealtimeBus } from '../chat/realtime-bus';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import type { Clock } from '../time/clock';
import { deleteAccount } from '../account/delete-account';
import { liveUser } from '../users/deleted-users';

export interface UserAccountRoutesOptions {
  db: Database;
  clock: Clock;
  verifier: TokenVerifier;
  /** Tells every API process that an account was deleted (its chat sockets end at once). */
  bus: RealtimeBus;
}

export const userAccountRoutes: FastifyPluginAsync<UserAccountRoutesOptions> = async (
  app,
  { db, clock, verifier, bus },
) => {
  serve(app, 'GET /users/username/exists', async (request) => {
    // Stored lower case and trimmed (see normalizeUsername), so compare the same way.
    const username = request.query.username.trim().toLowerCase();
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username))
      .limit(1);
    return { exists: row !== undefined };
  });

  serve(app, 'GET /users/instagram', async (request) => {
    const handle = request.query.instagram.trim().replace(/^@/, '').toLowerCase();
    if (handle.length === 0) return { taken: false };
    const me = request.caller?.user?.id;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(sqlLower(users.instagram), handle),
          liveUser(),
          ...(me === undefined ? [] : [ne(users.id, me)]),
        ),
      )
      .limit(1);
    return { taken: row !== undefined };
  });

  serve(app, 'DELETE /users/', async (request) => {
    const caller = request.caller;
    const user = callerUser(request);
    await deleteAccount(db, user.id, clock());
    // Committed: every process closes the person's chat sockets. Best effort too (a process that
    // misses the notice still refuses the account's token on any new socket).
    await bus.publishAccountDeleted(user.id).catch((error: unknown) => {
      request.log.warn({ err: error }, 'Could not announce a deleted account to the chat sockets');
    });
    // The account is already detached from this sign-in; removing the Firebase user as well is
    // best effort (a failure leaves an identity with no account, which can simply sign up again).
    if (caller && verifier.deleteIdentity) {
      await verifier.deleteIdentity(caller.uid).catch((error: unknown) => {
        request.log.warn({ err: error }, 'Could not delete the Firebase user of a deleted account');
      });
    }
    return { deleted: true as const };
  });
};

function sqlLower(column: typeof users.instagram) {
  return sql<string>`lower(${column})`;
}
