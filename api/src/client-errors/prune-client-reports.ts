/**
 * Error reports and load counts are kept for CLIENT_REPORT_RETENTION_DAYS: enough to compare a
 * release with the ones before it, and no longer (the table of a busy site would only grow).
 */
import { lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clientDeviceWindows, clientErrors, clientLoads } from '../db/schema-client-errors';

export const CLIENT_REPORT_RETENTION_DAYS = 30;

export async function pruneClientReports(
  db: Database,
  now: Date,
): Promise<{ errors: number; loadHours: number }> {
  const cutoff = new Date(now.getTime() - CLIENT_REPORT_RETENTION_DAYS * 86_400_000);
  const errors = await db
    .delete(clientErrors)
    .where(lt(clientErrors.reportedAt, cutoff))
    .returning({ id: clientErrors.id });
  const loadHours = await db
    .delete(clientLoads)
    .where(lt(clientLoads.hour, cutoff))
    .returning({ hour: clientLoads.hour });
  await db.delete(clientDeviceWindows).where(lt(clientDeviceWindows.windowStart, cutoff));
  return { errors: errors.length, loadHours: loadHours.length };
}
