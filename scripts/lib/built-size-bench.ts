import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SIZE_BUDGET_COMPRESSION, SIZE_BUDGET_FILE, parseSizeRecord } from 'platform';
import { against, kib, printTable } from './bench-table';
import { APPS, REMOTES, distOf } from './workspace';

/** Built size of each app: js + css + html in dist/ (every hashed bundle once), raw and gzip. */
export async function printBuiltSizes(): Promise<void> {
  const rows: string[][] = [];
  for (const app of APPS) {
    let raw = 0;
    let gzip = 0;
    for (const name of await readdir(distOf(app))) {
      if (!/\.(js|css|html)$/.test(name)) continue;
      const bytes = await readFile(path.join(distOf(app), name));
      raw += bytes.length;
      gzip += gzipSync(bytes).length;
    }
    rows.push([app, kib(raw), kib(gzip)]);
  }
  printTable('Built size per app (js + css + html in dist/)', ['app', 'raw', 'gzip'], rows);
}

/** Each remote's size budget beside what its build measured (`size-budget.json` in dist/). */
export async function printSizeBudgets(remotes: readonly string[] = REMOTES): Promise<void> {
  const rows: string[][] = [];
  for (const remote of remotes) {
    const file = path.join(distOf(remote), SIZE_BUDGET_FILE);
    const record = parseSizeRecord(JSON.parse(await readFile(file, 'utf8')), file);
    const total = record.entryBytes + record.firstPageBytes;
    rows.push([
      remote,
      record.firstPage,
      kib(record.entryBytes),
      kib(record.firstPageBytes),
      against(kib(total), total <= record.budgetBytes),
      kib(record.budgetBytes),
    ]);
  }
  printTable(
    `Size budgets (entry + first page, ${SIZE_BUDGET_COMPRESSION}; deploy refuses a build over budget)`,
    ['remote', 'first page', 'entry', 'first page', 'total', 'budget'],
    rows,
    2,
  );
}
