/**
 * Structural attacks on every endpoint of the contract (`api/test/fuzz/structural-attacks.ts`):
 * bodies nested thousands deep, huge arrays, `__proto__` / `constructor` / `prototype` keys,
 * duplicate keys in the raw JSON text, every number at and past its bounds, hostile query shapes.
 * Same properties as the other fuzz files: never a 5xx, errors in the envelope with a declared
 * code, 2xx data matching the schema.
 */
import { contract, splitEndpointKey, type EndpointName } from 'contract';
import { describe } from 'vitest';
import { FILE_QUOTAS, FUZZ_SEED } from '../../test/fuzz/fuzz-settings';
import { expectQuota, fuzzTests, startFuzzTarget } from '../../test/fuzz/fuzz-runner';
import { attackArb } from '../../test/fuzz/structural-attacks';

const RUNS = 45;
const target = startFuzzTarget();
// Deletions last, the account deletion very last (as in the writes file).
const rank = (name: EndpointName) =>
  (splitEndpointKey(name).method === 'DELETE' ? 1 : 0) + (name === 'DELETE /users/' ? 1 : 0);
const GROUPS = [0, 1, 2].map((r) =>
  (Object.keys(contract) as EndpointName[]).filter((name) => rank(name) === r),
);

describe(`contract fuzz, structural attacks (seed ${FUZZ_SEED}, ${RUNS} per endpoint)`, () => {
  let seedOffset = 2_000;
  for (const names of GROUPS) {
    describe(names.length === 1 ? names[0]! : `${names.length} endpoints`, () => {
      fuzzTests(
        target,
        names.map((name) => ({
          title: name,
          endpoint: name,
          runs: RUNS,
          requests: (t) => attackArb(t, name),
        })),
        seedOffset,
      );
      seedOffset += names.length;
    });
  }
});

expectQuota(target, 'attacks', FILE_QUOTAS.attacks);
