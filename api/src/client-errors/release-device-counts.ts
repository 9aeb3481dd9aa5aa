/**
 * What the canary judge reads: per version of a remote, how many devices loaded it, failed to load
 * it, or hit an error in it, once per device and counting window. Loads and reports that name a
 * device (the shell sends its random id) set a flag on the row of that device, version and window;
 * the flags are only ever set, so a device reloading in a loop adds nothing, and one upsert per
 * report works from any number of API processes on one database. The shell's own errors (no remote)
 * and reports from a remote overridden in the reporter's browser are never recorded here.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { ClientErrorReport, ReleaseCounts, ReleaseLoadReport } from 'contract';
import type { Database } from '../db/database';
import { clientDeviceWindows } from '../db/schema-client-errors';

/**
 * A device counts at most once per window. 10 minutes: longer than a visit's reloads (a crash loop,
 * a person retrying), short enough that a device returning later in the day counts again.
 */
export const DEVICE_WINDOW_SECONDS = 600;
const WINDOW_MS = DEVICE_WINDOW_SECONDS * 1000;

const windowOf = (at: Date) => new Date(Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS);

type Flag = 'loaded' | 'loadFailed' | 'errored';

async function setFlag(
  db: Database,
  releases: ReadonlyArray<{ name: string; version: string }>,
  device: string,
  flag: Flag,
  at: Date,
): Promise<void> {
  if (releases.length === 0) return;
  const windowStart = windowOf(at);
  const column = clientDeviceWindows[flag];
  await db
    .insert(clientDeviceWindows)
    .values(
      releases.map((release) => ({
        releaseName: release.name,
        releaseVersion: release.version,
        windowStart,
        device,
        [flag]: true,
      })),
    )
    .onConflictDoUpdate({
      target: [
        clientDeviceWindows.releaseName,
        clientDeviceWindows.releaseVersion,
        clientDeviceWindows.windowStart,
        clientDeviceWindows.device,
      ],
      set: { [flag]: sql`true` },
      // A row already flagged is left alone: no write for a reload loop's repeats.
      setWhere: sql`${column} = false`,
    });
}

/** The remotes a load report names, on the device it names (the page load itself is the shell's). */
export async function recordDeviceLoads(
  db: Database,
  report: ReleaseLoadReport,
  at: Date,
): Promise<void> {
  if (!report.device) return;
  const unique = new Map(report.remotes.map((r) => [JSON.stringify([r.name, r.version]), r]));
  await setFlag(db, [...unique.values()], report.device, 'loaded', at);
}

/** An error report against a released remote, on the device it names. */
export async function recordDeviceError(
  db: Database,
  report: ClientErrorReport,
  at: Date,
): Promise<void> {
  const { remote, device } = report;
  if (!device || !remote || remote.overridden) return;
  const flag = report.kind === 'remote_load' ? 'loadFailed' : 'errored';
  await setFlag(db, [remote], device, flag, at);
}

/**
 * Each version of `pkg` from the window `since` falls in: the window the canary's step began in
 * counts whole, for canary and stable alike, so the two are compared over the same time.
 */
export async function releaseCountsSince(
  db: Database,
  pkg: string,
  since: Date,
): Promise<ReleaseCounts[]> {
  const t = clientDeviceWindows;
  const rows = await db
    .select({
      version: t.releaseVersion,
      loads: sql<number>`count(*) filter (where ${t.loaded})`.mapWith(Number),
      loadFailures: sql<number>`count(*) filter (where ${t.loadFailed})`.mapWith(Number),
      // An error counts where the remote loaded: its rate is errors over loads.
      errors: sql<number>`count(*) filter (where ${t.errored} and ${t.loaded})`.mapWith(Number),
      devices: sql<number>`count(distinct ${t.device})`.mapWith(Number),
    })
    .from(t)
    .where(and(eq(t.releaseName, pkg), gte(t.windowStart, windowOf(since))))
    .groupBy(t.releaseVersion)
    .orderBy(t.releaseVersion);
  return rows;
}
