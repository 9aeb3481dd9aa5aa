/**
 * The error-rate table `npm run errors -w api` prints: one line per release, highest rate first.
 * Reports from overridden remotes (another build in a developer's browser) are left out and
 * counted in a last line, unless `overridden` asks for their rows (marked `(overridden)`).
 */
import type { ReleaseErrorRate } from './error-rates';

const percent = (rate: number | null) =>
  rate === null ? 'no loads' : `${(rate * 100).toFixed(2)}%`;

export function formatErrorRates(
  rates: ReleaseErrorRate[],
  since: Date,
  options: { overridden?: boolean } = {},
): string {
  const shown = options.overridden ? rates : rates.filter((r) => !r.overridden);
  const hidden = rates.length - shown.length;
  const hiddenReports = rates
    .filter((r) => !shown.includes(r))
    .reduce((total, r) => total + r.reports, 0);
  const note = hidden
    ? [`(${hiddenReports} reports from overridden remotes left out; --overridden lists them)`]
    : [];
  if (shown.length === 0)
    return [`No loads or error reports since ${since.toISOString()}.`, ...note].join('\n');
  const rows = shown.map((r) => [
    `${r.name}@${r.version}${r.overridden ? ' (overridden)' : ''}`,
    String(r.loads),
    String(r.reports),
    percent(r.rate),
    Object.entries(r.byKind)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', '),
  ]);
  const header = ['release', 'loads', 'reports', 'rate', 'by kind'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  return [`Since ${since.toISOString()}:`, line(header), ...rows.map(line), ...note].join('\n');
}
