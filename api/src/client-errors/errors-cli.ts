/**
 * `npm run errors -w api [-- --hours 24] [--overridden]`: the error rate of each released remote
 * version (and of the shell's build) over the last hours, from the database the API uses
 * (DATABASE_URL, or the PGlite folder DATA_DIR / `.data/pglite`, which the running API holds: stop
 * it first). Reports from remotes overridden in the reporter's browser are left out (counted in a
 * last line); `--overridden` lists them as rows of their own.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/open-database';
import { errorRatesByRelease } from './error-rates';
import { formatErrorRates } from './format-error-rates';

const { values } = parseArgs({
  options: {
    hours: { type: 'string', default: '24' },
    overridden: { type: 'boolean', default: false },
  },
});
const hours = Number(values.hours);
if (!Number.isFinite(hours) || hours <= 0) {
  console.error(`--hours must be a positive number, got '${values.hours}'`);
  process.exit(2);
}

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || undefined,
});
try {
  const since = new Date(Date.now() - hours * 3_600_000);
  const rates = await errorRatesByRelease(database.db, since);
  console.log(formatErrorRates(rates, since, { overridden: values.overridden }));
} finally {
  await database.close();
}
