/**
 * `npm run fuzz`: the API's contract fuzz files (`api/src/http/contract-fuzz-*.test.ts`) with a
 * fresh random seed, printed first and again at the end, so whatever it finds can be replayed:
 *
 *   npm run fuzz                     a new seed; PGlite, and PostgreSQL too when DATABASE_URL is set
 *   FUZZ_SEED=123 npm run fuzz       replays seed 123
 *   FUZZ_RUNS=20 npm run fuzz        fewer requests per endpoint (a quick look; no size check)
 *
 * `npm test` runs the same files with a fixed seed. The Auth emulator is the one named by
 * FIREBASE_AUTH_EMULATOR_HOST, else the API suite's global setup starts one for the run.
 */
import { run } from './lib/run';
import { ROOT } from './lib/workspace';

const FUZZ_FILES = 'api/src/http/contract-fuzz-';
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const projects = ['api-pglite', ...(process.env.DATABASE_URL ? ['api-postgres'] : [])];

console.log(`contract fuzz with FUZZ_SEED=${seed} on ${projects.join(' and ')}`);
try {
  await run(
    `${ROOT}/node_modules/.bin/vitest`,
    ['run', ...projects.flatMap((p) => ['--project', p]), FUZZ_FILES],
    { cwd: ROOT, env: { FUZZ_SEED: seed } },
  );
  console.log(`contract fuzz passed (FUZZ_SEED=${seed})`);
} catch {
  console.error(`contract fuzz failed: replay with FUZZ_SEED=${seed} npm run fuzz`);
  process.exitCode = 1;
}
