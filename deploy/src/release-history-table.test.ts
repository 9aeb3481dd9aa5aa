import { describe, expect, it } from 'vitest';
import { formatReleaseHistory } from './release-history-table';

describe('formatReleaseHistory', () => {
  it('prints one line per change with who acted, why and the numbers', () => {
    const table = formatReleaseHistory([
      {
        at: '2030-01-01T00:00:00.000Z',
        action: 'publish',
        package: 'mf-events',
        version: '1.0.0-aaaaaaaa',
        previousVersion: null,
      },
      {
        at: '2030-01-01T00:05:00.000Z',
        action: 'canary',
        package: 'mf-events',
        version: '1.1.0-bbbbbbbb',
        previousVersion: '1.0.0-aaaaaaaa',
        share: 10,
        by: 'person:ada',
      },
      {
        at: '2030-01-01T00:20:00.000Z',
        action: 'canary-rollback',
        package: 'mf-events',
        version: '1.0.0-aaaaaaaa',
        previousVersion: '1.1.0-bbbbbbbb',
        by: 'watch',
        reason: 'error rate 30.0% (6/20) against stable 0.0% (0/200); p = 1.2e-7 ≤ 0.01',
        numbers: {
          canary: { loads: 20, errors: 6, loadFailures: 0 },
          stable: { loads: 200, errors: 0, loadFailures: 1 },
        },
      },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^at\s+package\s+action\s+version\s+from\s+share\s+by\s+why\s+numbers$/,
    );
    expect(lines[1]).toMatch(
      /^2030-01-01 00:00:00Z\s+mf-events\s+publish\s+1\.0\.0-aaaaaaaa\s+-\s+100%\s+-$/,
    );
    expect(lines[2]).toMatch(/canary\s+1\.1\.0-bbbbbbbb\s+1\.0\.0-aaaaaaaa\s+10%\s+person:ada$/);
    expect(lines[3]).toContain('canary rollback');
    expect(lines[3]).toMatch(/0%\s+watch\s+error rate 30\.0%/);
    expect(lines[3]).toMatch(/canary 6\/20 errors · stable 0\/200 errors, 1 failed to load$/);
  });

  it('says so when there is no history', () => {
    expect(formatReleaseHistory([])).toBe('No releases yet.');
  });
});
