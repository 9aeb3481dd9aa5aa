/**
 * One table per bench section: a title, a header row and aligned columns, so every section of
 * `npm run bench` prints its figures side by side the same way (and README tables can be copied
 * from it). The first `textColumns` columns are left-aligned, the others (numbers) right-aligned.
 */
export function printTable(
  title: string,
  header: readonly string[],
  rows: readonly string[][],
  textColumns = 1,
) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    '  ' +
    cells
      .map((c, i) => (i < textColumns ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

/** `value` with a mark saying whether it meets its goal: `4.1 s ✗` or `1.2 s ✓`. */
export function against(value: string, met: boolean): string {
  return `${value} ${met ? '✓' : '✗'}`;
}
