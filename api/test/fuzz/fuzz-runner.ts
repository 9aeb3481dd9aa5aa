/**
 * Sends generated requests to a real API and checks the fuzz properties on each answer:
 * - never a 5xx;
 * - every error answer is the `{ error: { code, message } }` envelope, with a code the endpoint
 *   declares (errorsOf) and that code's status;
 * - every 2xx JSON answer matches the endpoint's declared response schema.
 *
 * Each fuzz file starts one server and one world (`startFuzzTarget`) and registers one concurrent
 * vitest test per endpoint or attack (`fuzzTests`), so several requests are in flight at once.
 */
import fc from 'fast-check';
import sharp from 'sharp';
import { Compile } from 'typebox/compile';
import {
  ERROR_STATUS,
  contract,
  errorsOf,
  splitEndpointKey,
  type EndpointName,
  type EndpointSpec,
  type ErrorCode,
} from 'contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api';
import { buildContractWorld, type ContractWorld } from '../contract-world';
import { FUZZ_SEED, RUNS_OVERRIDE } from './fuzz-settings';

/** Who sends a request. `forged` carries a token no one signed. */
export type Caller = 'visitor' | 'forged' | 'unregistered' | 'stranger' | 'guest' | 'host';

export interface Sent {
  caller: Caller;
  method: string;
  /** Under the origin, starting with /v2, with the query string. */
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** One server with one world, shared by a file's tests, and how many requests they sent. */
export interface FuzzTarget {
  api: TestApi;
  world: ContractWorld;
  /** A real 4×4 PNG, for uploads. */
  png: Buffer;
  sent: number;
}

const NOW = new Date();

/**
 * Starts the file's server and world before its tests (and stops it after). `prepare` adds to the
 * world (a campus and its members, for the paging attacks).
 */
export function startFuzzTarget(prepare?: (target: FuzzTarget) => Promise<void>): FuzzTarget {
  const target = { sent: 0 } as FuzzTarget;
  beforeAll(async () => {
    target.api = await startTestApi({ clock: () => NOW });
    target.world = await buildContractWorld(target.api, inject('authEmulatorHost'), NOW);
    target.png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#c84' },
    })
      .png()
      .toBuffer();
    await prepare?.(target);
  }, 120_000);
  afterAll(() => target.api?.close());
  return target;
}

export function tokenOf(world: ContractWorld, caller: Caller): string | undefined {
  switch (caller) {
    case 'visitor':
      return undefined;
    case 'forged':
      return 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
    default:
      return world[caller].token;
  }
}

async function send(target: FuzzTarget, sent: Sent): Promise<Answer> {
  target.sent += 1;
  const response = await fetch(`${target.api.origin}${sent.path}`, {
    method: sent.method,
    headers: sent.headers,
    body: sent.body,
    redirect: 'manual',
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** What is wrong with the answer, or null. */
function problemWith(name: EndpointName, answer: Answer, checkData: (d: unknown) => boolean) {
  const spec: EndpointSpec = contract[name];
  if (answer.status >= 500) return `a ${answer.status}`;
  if (answer.status >= 300 && answer.status < 400) {
    return answer.status === 303 && spec.produces === 'a 303 redirect'
      ? null
      : `a ${answer.status}`;
  }
  const json = answer.contentType.includes('application/json') ? parse(answer.text) : undefined;
  if (answer.status >= 400) {
    const error = (
      json as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined
    )?.error;
    if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') {
      return 'an error outside the { error: { code, message } } envelope';
    }
    const code = error.code as ErrorCode;
    if (!errorsOf(spec, splitEndpointKey(name).method).includes(code)) {
      return `an undeclared error code ${code}`;
    }
    // A path too long for the router (414) or an address over Node's header limit (431) is an
    // invalid_request too.
    const tooLong = (answer.status === 414 || answer.status === 431) && code === 'invalid_request';
    // An Idempotency-Key used before with another request is a 422 (docs/contracts.md, checkout).
    const reusedKey =
      answer.status === 422 &&
      code === 'invalid_request' &&
      (error.details as { field?: unknown } | undefined)?.field === 'Idempotency-Key';
    if (ERROR_STATUS[code] !== answer.status && !tooLong && !reusedKey) {
      return `${code} with status ${answer.status} (the contract says ${ERROR_STATUS[code]})`;
    }
    return null;
  }
  if (!spec.response) return null;
  const data = (json as { data?: unknown } | undefined)?.data;
  if (data === undefined) return 'a 2xx without { data }';
  return checkData(data) ? null : 'a 2xx whose data does not match the response schema';
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const clip = (text: string) =>
  text.length > 400 ? `${text.slice(0, 400)}… (${text.length})` : text;

/** One fuzz case: a test title, the endpoint it calls, and its requests. */
export interface FuzzCase {
  title: string;
  endpoint: EndpointName;
  /** Built when the test runs, once the world (whose ids it draws) exists. */
  requests: (target: FuzzTarget) => fc.Arbitrary<Sent>;
  /** Requests per run with the defaults. */
  runs: number;
}

/**
 * Registers one concurrent test per case (vitest runs up to `maxConcurrency` of them at once).
 * Case `i` draws from seed FUZZ_SEED + i + `seedOffset`; a failure prints both, to replay.
 */
export function fuzzTests(target: FuzzTarget, cases: FuzzCase[], seedOffset = 0): void {
  cases.forEach((fuzzCase, index) => {
    it.concurrent(
      fuzzCase.title,
      async () => {
        const { endpoint } = fuzzCase;
        const spec: EndpointSpec = contract[endpoint];
        const checkData = spec.response ? Compile(spec.response) : null;
        const seed = FUZZ_SEED + seedOffset + index;
        await fc.assert(
          fc.asyncProperty(fuzzCase.requests(target), async (sent) => {
            const answer = await send(target, sent);
            const problem = problemWith(endpoint, answer, (d) => checkData!.Check(d));
            if (problem) {
              const body =
                typeof sent.body === 'string'
                  ? clip(sent.body)
                  : sent.body
                    ? '(form data)'
                    : '(none)';
              throw new Error(
                `${endpoint} answered ${problem}\n  sent: ${sent.method} ${clip(sent.path)} as ${sent.caller}` +
                  `\n  body: ${body}\n  answer: ${answer.status} ${clip(answer.text)}` +
                  `\n  replay: FUZZ_SEED=${FUZZ_SEED} (this case: seed ${seed})`,
              );
            }
          }),
          {
            seed,
            numRuns: RUNS_OVERRIDE ?? fuzzCase.runs,
            endOnFailure: false,
            maxSkipsPerRun: 0,
          },
        );
      },
      180_000,
    );
  });
}

/** The file's size check: a default run must send at least `quota` requests. */
export function expectQuota(target: FuzzTarget, file: string, quota: number): void {
  describe('size', () => {
    it.skipIf(RUNS_OVERRIDE !== undefined)(`${file} sent at least ${quota} requests`, () => {
      console.log(`contract fuzz, ${file}: ${target.sent} requests, seed ${FUZZ_SEED}`);
      expect(target.sent).toBeGreaterThanOrEqual(quota);
    });
  });
}
