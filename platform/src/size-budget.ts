/**
 * A remote's size budget: the compressed bytes a visitor downloads to open its first page (its
 * container entry plus the first page's chunks). The remote declares the budget in `src/pages.ts`
 * (`sizeBudgetKiB`); its build measures the actual size and writes both beside mf-manifest.json;
 * deploy refuses to publish a build over its budget.
 */
export const SIZE_BUDGET_FILE = 'size-budget.json';

/** How the build counts bytes: gzip at level 9, which any CDN or our static server matches or beats. */
export const SIZE_BUDGET_COMPRESSION = 'gzip -9';

export interface SizeRecord {
  package: string;
  /** The exposed module counted, e.g. `./FeedPage`: the remote's first declared page. */
  firstPage: string;
  budgetBytes: number;
  /** The container entry (`remoteEntry.js`). */
  entryBytes: number;
  /** Every JS and CSS file of the first page's chunk group (not what it imports lazily later). */
  firstPageBytes: number;
  compression: string;
  files: Array<{ file: string; bytes: number }>;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** `entry + first page (./GuestsPage) 182.3 KiB > budget 150 KiB`, or null within budget. */
export function sizeBudgetProblem(record: SizeRecord): string | null {
  const actual = record.entryBytes + record.firstPageBytes;
  if (actual <= record.budgetBytes) return null;
  return `entry + first page (${record.firstPage}) ${kib(actual)} > budget ${kib(record.budgetBytes).replace(/\.0 KiB$/, ' KiB')} (${record.compression}; raise sizeBudgetKiB in src/pages.ts only if the growth is worth it)`;
}

/** Narrow an unknown JSON value to a size record, so a corrupt file fails loudly. */
export function parseSizeRecord(value: unknown, where: string): SizeRecord {
  const r = value as Partial<SizeRecord> | null;
  const numbers = [r?.budgetBytes, r?.entryBytes, r?.firstPageBytes];
  if (
    !r ||
    typeof r.package !== 'string' ||
    typeof r.firstPage !== 'string' ||
    numbers.some((n) => typeof n !== 'number' || !Number.isFinite(n) || n < 0)
  ) {
    throw new Error(`${where} is not a size record`);
  }
  return { compression: SIZE_BUDGET_COMPRESSION, files: [], ...r } as SizeRecord;
}
