/**
 * `npm run api-report`: rewrite `<package>/api-report.json` for every shared package from its code,
 * bumping the package's version when its public API changed. Commit what it writes.
 */
import path from 'node:path';
import { describeChanges } from './api-diff';
import { API_REPORT_FILE } from './api-report-file';
import { reportedPackageDirs, updateApiReport } from './api-report';

for (const dir of reportedPackageDirs()) {
  const update = updateApiReport(dir);
  const file = path.join(path.basename(dir), API_REPORT_FILE);
  if (!update.changes.length && update.version === update.previousVersion) {
    console.log(`${update.package} ${update.version}: public API unchanged (${file})`);
    continue;
  }
  console.log(`${update.package} ${update.previousVersion} → ${update.version} (${file})`);
  for (const line of describeChanges(update.changes)) console.log(`  ${line}`);
}
