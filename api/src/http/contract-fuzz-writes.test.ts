/**
 * Property-based fuzzing of every write endpoint (POST, PATCH, PUT, DELETE) of the contract, over
 * HTTP against a real server and database, as `contract-fuzz-reads.test.ts` does for reads. The
 * writes of a group run at once (racing each other is part of the test); deletions come after the
 * other writes and the account deletion very last, since a deleted event or account early would
 * leave the rest of the run little to reach.
 */
import { contract, splitEndpointKey, type EndpointName } from 'contract';
import { describe } from 'vitest';
import { FILE_QUOTAS, FUZZ_SEED } from '../../test/fuzz/fuzz-settings';
import { expectQuota, fuzzTests, startFuzzTarget } from '../../test/fuzz/fuzz-runner';
import { requestArb } from '../../test/fuzz/request-generators';

const RUNS = 95;
const target = startFuzzTarget();
const WRITES = (Object.keys(contract) as EndpointName[]).filter(
  (name) => splitEndpointKey(name).method !== 'GET',
);
const LAST = 'DELETE /users/';
const GROUPS: [string, EndpointName[]][] = [
  ['creations and changes', WRITES.filter((n) => splitEndpointKey(n).method !== 'DELETE')],
  ['deletions', WRITES.filter((n) => splitEndpointKey(n).method === 'DELETE' && n !== LAST)],
  ['the account deletion', [LAST]],
];

describe(`contract fuzz, writes (seed ${FUZZ_SEED}, ${RUNS} requests per endpoint)`, () => {
  let seedOffset = 0;
  for (const [group, names] of GROUPS) {
    describe(group, () => {
      fuzzTests(
        target,
        names.map((name) => ({
          title: name,
          endpoint: name,
          runs: RUNS,
          requests: (t) => requestArb(t, name, contract[name]),
        })),
        // Seeds unlike the reads' and each other's, so no two endpoints draw alike.
        1_000 + seedOffset,
      );
      seedOffset += names.length;
    });
  }
});

expectQuota(target, 'writes', FILE_QUOTAS.writes);
