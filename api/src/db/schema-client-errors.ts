/**
 * Errors browsers reported (POST /error), one row each, and loads per release and hour (POST
 * /error/loads), kept to read the error rate of each released remote version. Nothing about the
 * person: no user, no address, no query string. Both are pruned after a retention period
 * (client-errors/prune-client-reports.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CLIENT_ERROR_KINDS, type ClientErrorKind } from 'contract';
import { serialKey, ts } from './columns';

export { CLIENT_ERROR_KINDS };

export const clientErrors = pgTable(
  'client_errors',
  {
    id: serialKey(),
    kind: text('kind').$type<ClientErrorKind>().notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    /** `mf-events`; null for the shell itself. */
    remoteName: text('remote_name'),
    remoteVersion: text('remote_version'),
    /**
     * The remote was overridden in the reporter's browser (the shell's `?override=`): the error
     * came from another build standing in for `remote_version`, and is counted apart from it.
     */
    overridden: boolean('overridden').notNull().default(false),
    route: text('route').notNull(),
    appVersion: text('app_version').notNull(),
    reportedAt: ts('reported_at').notNull(),
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

/**
 * Page loads (`shell` and the shell's build) and remote loads (`mf-events` and its version), one
 * counter per release and hour: a load adds one to its row instead of writing a row of its own.
 */
export const clientLoads = pgTable(
  'client_loads',
  {
    releaseName: text('release_name').notNull(),
    releaseVersion: text('release_version').notNull(),
    hour: ts('hour').notNull(),
    loads: integer('loads').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.releaseName, t.releaseVersion, t.hour] }),
    index('client_loads_hour_idx').on(t.hour),
  ],
);

/**
 * What each device did with each remote version in each counting window (release-device-counts.ts):
 * one row per device, version and window, flags set by loads and reports. A device reloading in a
 * loop sets the same flags again, so it counts once per window, and an upsert is safe from any
 * number of API processes on one database. The device id is a random one the shell drew; rows are
 * pruned with the reports.
 */
export const clientDeviceWindows = pgTable(
  'client_device_windows',
  {
    releaseName: text('release_name').notNull(),
    releaseVersion: text('release_version').notNull(),
    windowStart: ts('window_start').notNull(),
    device: text('device').notNull(),
    /** The remote loaded on this device in this window. */
    loaded: boolean('loaded').notNull().default(false),
    /** It failed to load (a `remote_load` report). */
    loadFailed: boolean('load_failed').notNull().default(false),
    /** It reported another error. */
    errored: boolean('errored').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.releaseName, t.releaseVersion, t.windowStart, t.device] }),
    index('client_device_windows_release_idx').on(t.releaseName, t.windowStart),
    index('client_device_windows_window_idx').on(t.windowStart),
  ],
);
