/**
 * Property-based fuzzing of every endpoint of the contract, over HTTP against a real server and
 * database: requests generated from each endpoint's schemas, valid or with a part replaced by
 * something hostile, from every kind of caller (`api/test/fuzz/request-generators.ts`). The
 * properties (never a 5xx, errors in the envelope with a declared code, 2xx data matching the
 * schema) are in `api/test/fuzz/fuzz-runner.ts`; seeds and sizes in `fuzz-settings.ts`.
 *
 * The endpoints of a group are fuzzed at once (racing each other is part of the test). Reads
 * first, then writes, deletions after them and the account deletion very last: a deleted event or
 * account early would leave the rest of the run little to reach.
 */
import { contract, splitEndpointKey, type EndpointName } from 'contract';
import { describe } from 'vitest';
import { FILE_QUOTAS, FUZZ_SEED } from '../../test/fuzz/fuzz-settings';
import { expectQuota, fuzzTests, startFuzzTarget } from '../../test/fuzz/fuzz-runner';
import { requestArb } from '../../test/fuzz/request-generators';

const RUNS = 95;
const target = startFuzzTarget();
const NAMES = Object.keys(contract) as EndpointName[];
const method = (name: EndpointName) => splitEndpointKey(name).method;
const LAST = 'DELETE /users/';
const GROUPS: [string, EndpointName[]][] = [
  ['reads', NAMES.filter((n) => method(n) === 'GET')],
  ['creations and changes', NAMES.filter((n) => method(n) !== 'GET' && method(n) !== 'DELETE')],
  ['deletions', NAMES.filter((n) => method(n) === 'DELETE' && n !== LAST)],
  ['the account deletion', [LAST]],
];

describe(`contract fuzz (seed ${FUZZ_SEED}, ${RUNS} requests per endpoint)`, () => {
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
        seedOffset,
      );
      seedOffset += names.length;
    });
  }
});

expectQuota(target, 'endpoints', FILE_QUOTAS.endpoints);
