/**
 * The error rate of each release since a time: error reports divided by loads. What an automatic
 * rollback (the next step) would watch for a version whose rate jumps after it is published; read
 * today with `npm run errors -w api` (errors-cli.ts). The shell's own errors (no remote) count
 * against its build, filed as the release `shell`. Reports from a remote that was overridden in the
 * reporter's browser (the shell's `?override=`) are another build's: they are a row of their own,
 * `overridden`, with no loads (the shell does not count an overridden remote's loads), and never
 * add to the release's rate.
 */
import { count, gte, sum } from 'drizzle-orm';
import type { ClientErrorKind } from 'contract';
import type { Database } from '../db/database';
import { clientErrors, clientLoads } from '../db/schema-client-errors';
import { SHELL_RELEASE } from './release-loads';

export interface ReleaseErrorRate {
  name: string;
  version: string;
  /** Reports from another build standing in for this release in the reporters' browsers. */
  overridden: boolean;
  loads: number;
  reports: number;
  byKind: Partial<Record<ClientErrorKind, number>>;
  /** Reports per load; null when nothing loaded (reports without a load count). */
  rate: number | null;
}

const HOUR_MS = 3_600_000;

export async function errorRatesByRelease(db: Database, since: Date): Promise<ReleaseErrorRate[]> {
  const [errorRows, loadRows] = await Promise.all([
    db
      .select({
        remoteName: clientErrors.remoteName,
        remoteVersion: clientErrors.remoteVersion,
        overridden: clientErrors.overridden,
        appVersion: clientErrors.appVersion,
        kind: clientErrors.kind,
        reports: count(),
      })
      .from(clientErrors)
      .where(gte(clientErrors.reportedAt, since))
      .groupBy(
        clientErrors.remoteName,
        clientErrors.remoteVersion,
        clientErrors.overridden,
        clientErrors.appVersion,
        clientErrors.kind,
      ),
    db
      .select({
        name: clientLoads.releaseName,
        version: clientLoads.releaseVersion,
        loads: sum(clientLoads.loads),
      })
      .from(clientLoads)
      // Loads are counted per hour: the hour `since` falls in counts whole.
      .where(gte(clientLoads.hour, new Date(Math.floor(since.getTime() / HOUR_MS) * HOUR_MS)))
      .groupBy(clientLoads.releaseName, clientLoads.releaseVersion),
  ]);
  const releases = new Map<string, ReleaseErrorRate>();
  const releaseOf = (releaseName: string, releaseVersion: string, overridden = false) => {
    const key = JSON.stringify([releaseName, releaseVersion, overridden]);
    let release = releases.get(key);
    if (!release) {
      release = {
        name: releaseName,
        version: releaseVersion,
        overridden,
        loads: 0,
        reports: 0,
        byKind: {},
        rate: null,
      };
      releases.set(key, release);
    }
    return release;
  };
  for (const row of loadRows) releaseOf(row.name, row.version).loads = Number(row.loads ?? 0);
  for (const row of errorRows) {
    const release = row.remoteName
      ? releaseOf(row.remoteName, row.remoteVersion ?? '', row.overridden)
      : releaseOf(SHELL_RELEASE, row.appVersion);
    release.reports += Number(row.reports);
    // A remote's reports come from several shell builds: their counts add up.
    release.byKind[row.kind] = (release.byKind[row.kind] ?? 0) + Number(row.reports);
  }
  for (const release of releases.values()) {
    release.rate = release.loads > 0 ? release.reports / release.loads : null;
  }
  return [...releases.values()].sort(
    (a, b) => (b.rate ?? -1) - (a.rate ?? -1) || b.reports - a.reports,
  );
}
