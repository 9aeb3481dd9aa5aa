/** The error-rate table `npm run errors -w api` prints: one line per release, highest rate first. */
import type { ReleaseErrorRate } from './error-rates';

const percent = (rate: number | null) =>
  rate === null ? 'no loads' : `${(rate * 100).toFixed(2)}%`;

export function formatErrorRates(rates: ReleaseErrorRate[], since: Date): string {
  if (rates.length === 0) return `No loads or error reports since ${since.toISOString()}.`;
  const rows = rates.map((r) => [
    `${r.name}@${r.version}`,
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
  return [`Since ${since.toISOString()}:`, line(header), ...rows.map(line)].join('\n');
}
