/**
 * The fuzz suite's knobs, read once from the environment, and its size goal.
 *
 * - `FUZZ_SEED=<n>` replays a run; `FUZZ_SEED=random` draws one (printed by each file). Without it
 *   the seed is fixed, so `npm test` answers for the change under test and not for the draw.
 * - `FUZZ_RUNS=<n>` sets the requests per endpoint and per attack (a quick local run, or a replay);
 *   such a run skips the size check.
 */
/** What the issue asks of each database: at least this many seeded requests, 0 of them a 5xx. */
export const FUZZ_GOAL = 20_000;

const DEFAULT_SEED = 20_261_123;

export const FUZZ_SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);

/** Set when FUZZ_RUNS overrides the defaults: the size check is then skipped. */
export const RUNS_OVERRIDE =
  process.env.FUZZ_RUNS === undefined ? undefined : Number(process.env.FUZZ_RUNS);

/**
 * The share of FUZZ_GOAL each fuzz file must send in a default run (checked by the file itself: a
 * file cannot quietly shrink when endpoints or runs per endpoint go down). They add up to the goal
 * (checked in `fuzz-settings.test.ts`).
 */
export const FILE_QUOTAS = {
  /** contract-fuzz-endpoints.test.ts: every endpoint, valid and mutated requests. */
  endpoints: 13_000,
  /** contract-fuzz-attacks.test.ts: structural attacks and forged paging tokens. */
  attacks: 7_000,
} as const;

if (!Number.isSafeInteger(FUZZ_SEED)) {
  throw new Error(`FUZZ_SEED must be an integer or "random", not ${process.env.FUZZ_SEED}`);
}
