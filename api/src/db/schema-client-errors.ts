/**
 * Errors browsers reported (POST /error), one row each, kept to read the error count of each
 * released remote version. Nothing about the person: no user, no address, no query string.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CLIENT_ERROR_KINDS, type ClientErrorKind } from 'shared-api/contract';

export { CLIENT_ERROR_KINDS };

export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<ClientErrorKind>().notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    /** `mf-events`; null for the shell itself. */
    remoteName: text('remote_name'),
    remoteVersion: text('remote_version'),
    route: text('route').notNull(),
    appVersion: text('app_version').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('client_errors_release_idx').on(t.remoteName, t.remoteVersion, t.reportedAt),
    index('client_errors_reported_idx').on(t.reportedAt),
    check(
      'client_errors_kind_check',
      sql`${t.kind} in ('uncaught', 'unhandled_rejection', 'remote_load', 'error_boundary')`,
    ),
  ],
);
