/**
 * The release history as a table (`npm run releases -w deploy`): one line per publish, rollback
 * and canary change, oldest first, with who acted and, for the judge's, the counts that decided.
 */
import type { HistoryEntry } from './release-store';

interface Counts {
  loads?: number;
  loadFailures?: number;
  errors?: number;
}

/** `canary 3/40 errors, 0 failed · stable 1/200`: the judge's numbers, short. */
function describeNumbers(numbers: HistoryEntry['numbers']): string {
  if (!numbers) return '';
  const canary = numbers.canary as Counts | undefined;
  const stable = numbers.stable as Counts | undefined;
  if (!canary || !stable) return '';
  const side = (c: Counts) =>
    `${c.errors ?? 0}/${c.loads ?? 0} errors${c.loadFailures ? `, ${c.loadFailures} failed to load` : ''}`;
  return `canary ${side(canary)} · stable ${side(stable)}`;
}

const ACTION_LABELS: Record<HistoryEntry['action'], string> = {
  publish: 'publish',
  rollback: 'rollback',
  canary: 'canary',
  'canary-step': 'widen',
  promote: 'promote',
  'canary-rollback': 'canary rollback',
};

export function formatReleaseHistory(entries: readonly HistoryEntry[]): string {
  if (entries.length === 0) return 'No releases yet.';
  const header = ['at', 'package', 'action', 'version', 'from', 'share', 'by', 'why', 'numbers'];
  const rows = entries.map((e) => [
    e.at.replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
    e.package,
    ACTION_LABELS[e.action] + (e.forced ? ' (forced)' : ''),
    e.version,
    e.previousVersion ?? '-',
    e.action === 'canary' || e.action === 'canary-step'
      ? `${e.share}%`
      : e.action === 'canary-rollback'
        ? '0%'
        : '100%',
    e.by ?? '-',
    e.reason ?? '',
    describeNumbers(e.numbers),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
