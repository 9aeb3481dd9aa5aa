/**
 * Property-based fuzzing of every GET endpoint of the contract, over HTTP against a real server and
 * database: requests generated from each endpoint's schemas, valid or with a part replaced by
 * something hostile, from every kind of caller (`api/test/fuzz/request-generators.ts`). The
 * properties (never a 5xx, errors in the envelope with a declared code, 2xx data matching the
 * schema) are in `api/test/fuzz/fuzz-runner.ts`; seeds and sizes in `fuzz-settings.ts`.
 */
import { contract, splitEndpointKey, type EndpointName } from 'contract';
import { describe } from 'vitest';
import { FILE_QUOTAS, FUZZ_SEED } from '../../test/fuzz/fuzz-settings';
import { expectQuota, fuzzTests, startFuzzTarget } from '../../test/fuzz/fuzz-runner';
import { requestArb } from '../../test/fuzz/request-generators';

const RUNS = 100;
const target = startFuzzTarget();
const READS = (Object.keys(contract) as EndpointName[]).filter(
  (name) => splitEndpointKey(name).method === 'GET',
);

describe(`contract fuzz, reads (seed ${FUZZ_SEED}, ${RUNS} requests per endpoint)`, () => {
  fuzzTests(
    target,
    READS.map((name) => ({
      title: name,
      endpoint: name,
      runs: RUNS,
      requests: (t) => requestArb(t, name, contract[name]),
    })),
  );
});

expectQuota(target, 'reads', FILE_QUOTAS.reads);
