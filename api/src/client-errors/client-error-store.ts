/** Stores browser error reports and reads them back per released version. */
import { and, count, desc, gte, sql } from 'drizzle-orm';
import type { ClientErrorKind, ClientErrorReport } from 'shared-api/contract';
import type { Database } from '../db/database';
import { clientErrors } from '../db/schema-client-errors';
import { redactPersonalData } from './redact';

export async function recordClientError(
  db: Database,
  report: ClientErrorReport,
  reportedAt: Date,
): Promise<void> {
  await db.insert(clientErrors).values({
    kind: report.kind,
    message: redactPersonalData(report.message),
    stack: report.stack ? redactPersonalData(report.stack) : null,
    remoteName: report.remote?.name ?? null,
    remoteVersion: report.remote?.version ?? null,
    route: report.route,
    appVersion: report.appVersion,
    reportedAt,
  });
}

export interface ReleaseErrorCount {
  /** null: the shell itself. */
  remoteName: string | null;
  remoteVersion: string | null;
  reports: number;
  byKind: Partial<Record<ClientErrorKind, number>>;
}

/**
 * Reports per released remote version since `since`, most first: what an automatic rollback (the
 * next step) would watch for a version whose errors jump after it is published.
 */
export async function errorCountsByRelease(
  db: Database,
  since: Date,
): Promise<ReleaseErrorCount[]> {
  const rows = await db
    .select({
      remoteName: clientErrors.remoteName,
      remoteVersion: clientErrors.remoteVersion,
      kind: clientErrors.kind,
      reports: count(),
    })
    .from(clientErrors)
    .where(and(gte(clientErrors.reportedAt, since)))
    .groupBy(clientErrors.remoteName, clientErrors.remoteVersion, clientErrors.kind)
    .orderBy(desc(sql`count(*)`));
  const releases = new Map<string, ReleaseErrorCount>();
  for (const row of rows) {
    const key = `${row.remoteName ?? ''}@${row.remoteVersion ?? ''}`;
    const release = releases.get(key) ?? {
      remoteName: row.remoteName,
      remoteVersion: row.remoteVersion,
      reports: 0,
      byKind: {},
    };
    release.reports += Number(row.reports);
    release.byKind[row.kind] = Number(row.reports);
    releases.set(key, release);
  }
  return [...releases.values()].sort((a, b) => b.reports - a.reports);
}
