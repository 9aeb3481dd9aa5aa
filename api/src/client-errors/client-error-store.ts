/** Stores browser error reports (POST /error), scrubbed of personal data. */
import type { ClientErrorReport } from 'contract';
import type { Database } from '../db/database';
import { clientErrors } from '../db/schema-client-errors';
import { redactPersonalData } from './redact';
import { routePattern } from './route-pattern';

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
    overridden: report.remote?.overridden ?? false,
    route: routePattern(report.route),
    appVersion: report.appVersion,
    reportedAt,
  });
}
