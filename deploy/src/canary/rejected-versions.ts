import type { HistoryEntry } from '../release-store';

/**
 * The versions of `pkg` that were rolled back (by a person or by the judge) and not published
 * again with --force since. Publishing one is refused: the same build would fail the same way, and
 * a canary the judge pulled must not come back by a routine re-run of CI.
 */
export function rejectedVersions(history: readonly HistoryEntry[], pkg: string): Set<string> {
  const rejected = new Set<string>();
  for (const entry of history) {
    if (entry.package !== pkg) continue;
    if (entry.action === 'rollback' || entry.action === 'canary-rollback') {
      if (entry.previousVersion) rejected.add(entry.previousVersion);
    } else if (entry.forced && (entry.action === 'publish' || entry.action === 'canary')) {
      rejected.delete(entry.version);
    }
  }
  return rejected;
}
