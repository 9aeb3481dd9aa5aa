/**
 * Counts loads per release and hour (POST /error/loads): the page load counts the shell's build
 * (as the release `shell`), each remote that loaded counts its version. One upsert adds them all.
 */
import { sql } from 'drizzle-orm';
import type { ReleaseLoadReport } from 'contract';
import type { Database } from '../db/database';
import { clientLoads } from '../db/schema-client-errors';

/** The shell's errors carry no remote; its loads and errors are filed under this name. */
export const SHELL_RELEASE = 'shell';

const HOUR_MS = 3_600_000;

export async function recordReleaseLoads(
  db: Database,
  report: ReleaseLoadReport,
  at: Date,
): Promise<void> {
  const releases = new Map<string, { name: string; version: string }>();
  const named = report.pageLoad
    ? [{ name: SHELL_RELEASE, version: report.appVersion }, ...report.remotes]
    : report.remotes;
  // One row may be named once per upsert (PostgreSQL refuses to update a row twice in one).
  for (const release of named)
    releases.set(JSON.stringify([release.name, release.version]), release);
  if (releases.size === 0) return;
  const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  await db
    .insert(clientLoads)
    .values(
      [...releases.values()].map((release) => ({
        releaseName: release.name,
        releaseVersion: release.version,
        hour,
        loads: 1,
      })),
    )
    .onConflictDoUpdate({
      target: [clientLoads.releaseName, clientLoads.releaseVersion, clientLoads.hour],
      set: { loads: sql`${clientLoads.loads} + 1` },
    });
}
