import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiReportProblems, reportedPackageDirs } from './api-report';

// The checked-in api-report.json of every shared package must describe its code, and its version
// must have moved with it. A failure names the changed exports and the command that fixes it.
// The compiler reads each package with its React and Firebase types: seconds, not milliseconds.
describe('public API reports', { timeout: 120_000 }, () => {
  const dirs = reportedPackageDirs();

  it('covers the shared workspace packages', () => {
    expect(dirs.map((d) => path.basename(d))).toEqual(['shared-api', 'shared-ui']);
  });

  it.each(dirs.map((d) => [path.basename(d), d]))('%s matches its api-report.json', (_, dir) => {
    expect(apiReportProblems(dir).join('\n\n')).toBe('');
  });
});
