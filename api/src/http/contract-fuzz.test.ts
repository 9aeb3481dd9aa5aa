/**
 * Property-based fuzzing of every endpoint of the contract, over HTTP against a real server and
 * database. Requests are generated from each endpoint's schemas (contract/src): valid
 * ones, and ones with a part replaced by something hostile (wrong types, missing or unknown fields,
 * huge strings, NUL bytes, lone surrogates, out-of-range numbers, random ids, forged paging
 * tokens, broken JSON, the wrong content type), sent as a visitor, a forged token, a signed-in
 * person with no record, a stranger, a guest of the event and its host. Properties:
 * - never a 5xx;
 * - every error answer is the `{ error: { code, message } }` envelope, with a code the endpoint
 *   declares (errorsOf) and that code's status;
 * - every 2xx JSON answer matches the endpoint's declared response schema.
 *
 * Seeded (fixed by default; FUZZ_SEED=random for a fresh draw): FUZZ_SEED=<n> replays a run (each endpoint uses seed + its index; a failure prints both).
 * FUZZ_RUNS=<n> sets the requests per endpoint (default 140 on PGlite, 90 on PostgreSQL). A run
 * with the defaults must send at least MIN_REQUESTS (10,000) in all, checked outright: fewer
 * endpoints or fewer runs per endpoint cannot quietly shrink the suite. A run with FUZZ_RUNS set (a
 * quick local run, or a replay) skips that check.
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
  type HttpMethod,
} from 'contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { buildContractWorld, ownRangePhone, type ContractWorld } from '../../test/contract-world';
import {
  forgedPagingToken,
  hostileString,
  valid,
  validOrMutated,
  type IdPool,
} from '../../test/contract-arbitraries';

const onPostgres = inject('testDatabase').kind === 'postgres';
const RUNS = Number(process.env.FUZZ_RUNS ?? (onPostgres ? 90 : 140));
/** What the issue asks of the suite: at least this many seeded requests in a default run. */
const MIN_REQUESTS = 10_000;
/**
 * A fixed seed by default, so a CI run answers for the change under test and not for the draw;
 * `FUZZ_SEED=random` explores new inputs (and prints the seed to replay what it finds).
 */
const DEFAULT_SEED = 20_261_123;
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const NOW = new Date();

type Caller = 'visitor' | 'forged' | 'unregistered' | 'stranger' | 'guest' | 'host';
const CALLERS: readonly Caller[] = [
  'visitor',
  'forged',
  'unregistered',
  'stranger',
  'guest',
  'host',
  'host',
  'guest',
];

interface Sent {
  caller: Caller;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

let api: TestApi;
let world: ContractWorld;
let png: Buffer;
let sentCount = 0;

beforeAll(async () => {
  api = await startTestApi({ clock: () => NOW });
  world = await buildContractWorld(api, inject('authEmulatorHost'), NOW);
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
}, 120_000);
afterAll(() => api?.close());

function tokenOf(caller: Caller): string | undefined {
  switch (caller) {
    case 'visitor':
      return undefined;
    case 'forged':
      return 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
    default:
      return world[caller].token;
  }
}

/** Lone surrogates as U+FFFD, as a browser sends them (encodeURIComponent throws on them). */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const enc = (s: string) => encodeURIComponent(wellFormed(s));

/** Query values as a browser would send them: scalars as text, arrays as repeated keys. */
function queryString(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `?${encodeURIComponent(wellFormed(String(value)))}`;
  }
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      params.append(
        key,
        typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one),
      );
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A path segment: encoded, or sometimes raw with a broken percent escape. */
const paramArb = (name: string, pool: IdPool): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: valid({ type: 'string', minLength: 1 } as never, pool, name).map((s) =>
        enc(s as string),
      ),
    },
    { weight: 2, arbitrary: hostileString.filter((s) => s.length > 0).map(enc) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%C0%AF', 'a%2Fb') },
    { weight: 1, arbitrary: fc.constantFrom('sandbox', 'stripe', 'twilio') },
  );

/** Header values a client can send (printable ASCII), valid or not for the schema. */
const headerValue = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 60 }),
  fc.constantFrom('', ' ', 'x'.repeat(300), 'null'),
  fc.uuid(),
);

type BodyPart = { body?: string | FormData; contentType?: string };

/** A JSON body from the schema, or broken JSON, or the wrong content type, or none. */
function jsonBody(schema: EndpointSpec['body'], pool: IdPool): fc.Arbitrary<BodyPart> {
  const value = schema ? validOrMutated(schema, pool) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    {
      weight: 12,
      arbitrary: value.map((v) => ({ body: JSON.stringify(v), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,', 'nul', '{"eventId": "\\u0000"}', '"\\ud800"', '')
        .map((body) => ({ body, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'multipart/form-data',
            'application/json; charset=latin1',
            'application/x-www-form-urlencoded',
          ),
          fc.string({ maxLength: 40 }),
        )
        .map(([contentType, body]) => ({ body, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 101, max: 300 }).map((kb) => ({
        body: JSON.stringify({ name: 'x'.repeat(kb * 1024) }),
        contentType: 'application/json',
      })),
    },
  );
}

/** A form body (webhooks of SMS and the sandbox checkout page): known fields, hostile values. */
function formBody(fields: readonly string[], pool: IdPool): fc.Arbitrary<BodyPart> {
  const value = fc.oneof(
    fc.constantFrom('STOP', 'START', 'hello', ''),
    fc.constant(ownRangePhone()),
    hostileString,
    fc.constantFrom(...pool.all),
  );
  return fc.oneof(
    fc
      .dictionary(fc.constantFrom(...fields, 'other'), value, { maxKeys: fields.length + 1 })
      .map((d) => {
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries(d)) params.append(k, wellFormed(v));
        return { body: params.toString(), contentType: 'application/x-www-form-urlencoded' };
      }),
    jsonBody(undefined, pool),
  );
}

/** A multipart upload: a real small image, random bytes, no file, or something else. */
function uploadBody(): fc.Arbitrary<BodyPart> {
  const form = (file: Uint8Array | null, field: string, type: string) => {
    const data = new FormData();
    if (file) data.append(field, new Blob([new Uint8Array(file)], { type }), 'upload.png');
    else data.append(field, 'not a file');
    return { body: data };
  };
  return fc.oneof(
    fc.constant(null).map(() => form(png, 'image', 'image/png')),
    fc
      .tuple(
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom('image', 'file', ''),
        fc.constantFrom('image/png', 'image/jpeg', 'text/plain', ''),
      )
      .map(([bytes, field, type]) => form(bytes, field || 'image', type)),
    fc.constant(null).map(() => form(null, 'image', '')),
    fc.constant(null).map(() => form(png.subarray(0, 40), 'image', 'image/png')),
    fc.constant({ body: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' }),
    jsonBody(undefined, { byField: {}, all: [] }),
  );
}

function bodyArb(name: EndpointName, spec: EndpointSpec, pool: IdPool): fc.Arbitrary<BodyPart> {
  const { method } = splitEndpointKey(name);
  if (method === 'GET') return fc.constant({});
  if (spec.consumes === 'multipart/form-data') return uploadBody();
  if (spec.consumes === 'application/x-www-form-urlencoded') {
    return formBody(['From', 'Body', 'To', 'MessageSid', 'card', 'outcome'], pool);
  }
  if (spec.body || spec.consumes) return jsonBody(spec.body, pool);
  // No body declared: usually none, sometimes one anyway.
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: jsonBody(undefined, pool) },
  );
}

function requestArb(name: EndpointName, spec: EndpointSpec, pool: IdPool): fc.Arbitrary<Sent> {
  const { method, path } = splitEndpointKey(name);
  const paramNames = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = fc.tuple(...paramNames.map((p) => paramArb(p, pool)));
  const query = spec.query
    ? validOrMutated(spec.query, pool)
    : fc.oneof(
        { weight: 5, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.dictionary(
            fc.string({ maxLength: 8 }),
            fc.oneof(hostileString, forgedPagingToken),
            { maxKeys: 2 },
          ),
        },
      );
  const headers = spec.headers
    ? fc.record(
        Object.fromEntries(Object.keys(spec.headers.properties).map((h) => [h, headerValue])),
        { requiredKeys: [] },
      )
    : fc.constant({});
  const extraHeaders = fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.record(
        {
          'x-sandbox-signature': headerValue,
          'x-twilio-signature': headerValue,
          'stripe-signature': headerValue,
          'x-exclude-computed-fields': fc.constantFrom('true', 'false', '1', 'yes'),
          'x-forwarded-for': fc.constantFrom('10.0.0.1', 'not-an-ip', '::1, 1.2.3.4'),
          'user-agent': headerValue,
        },
        { requiredKeys: [] },
      ),
    },
  );
  return fc
    .record({
      caller: fc.constantFrom(...CALLERS),
      params,
      query: query as fc.Arbitrary<unknown>,
      headers,
      extraHeaders,
      body: bodyArb(name, spec, pool),
    })
    .map(({ caller, params: values, query: q, headers: h, extraHeaders: x, body }) => {
      let i = 0;
      const filled = path.replace(/:(\w+)/g, () => values[i++]!);
      const token = tokenOf(caller);
      return {
        caller,
        method,
        path: `/v2${filled}${queryString(q)}`,
        headers: {
          ...x,
          ...(h as Record<string, string>),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body.contentType ? { 'content-type': body.contentType } : {}),
        },
        body: body.body,
      };
    });
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(sent: Sent): Promise<Answer> {
  sentCount += 1;
  const response = await fetch(`${api.origin}${sent.path}`, {
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
function problemWith(
  spec: EndpointSpec,
  method: HttpMethod,
  answer: Answer,
  checkData: (d: unknown) => boolean,
) {
  if (answer.status >= 500) return `a ${answer.status}`;
  if (answer.status >= 300 && answer.status < 400) {
    return answer.status === 303 && spec.produces === 'a 303 redirect'
      ? null
      : `a ${answer.status}`;
  }
  const json = answer.contentType.includes('application/json') ? parse(answer.text) : undefined;
  if (answer.status >= 400) {
    const error = (json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') {
      return 'an error outside the { error: { code, message } } envelope';
    }
    const code = error.code as ErrorCode;
    if (!errorsOf(spec, method).includes(code)) return `an undeclared error code ${code}`;
    // A path too long for the router (414) or an address over Node's header limit (431) is an
    // invalid_request too.
    const tooLong = (answer.status === 414 || answer.status === 431) && code === 'invalid_request';
    if (ERROR_STATUS[code] !== answer.status && !tooLong) {
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

// Reads first, then writes, deletions last (the account deletion very last): a deleted event or
// account early would leave the rest of the run little to reach.
const ORDER: Record<string, number> = { GET: 0, POST: 1, PATCH: 1, PUT: 1, DELETE: 2 };
const NAMES = (Object.keys(contract) as EndpointName[]).sort((a, b) => {
  const rank = (n: EndpointName) =>
    ORDER[splitEndpointKey(n).method]! + (n === 'DELETE /users/' ? 1 : 0);
  return rank(a) - rank(b);
});

describe(`contract fuzz (seed ${SEED}, ${RUNS} requests per endpoint)`, () => {
  NAMES.forEach((name, index) => {
    const spec: EndpointSpec = contract[name];
    it(
      name,
      async () => {
        const checkData = spec.response ? Compile(spec.response) : null;
        const seed = SEED + index;
        await fc.assert(
          fc.asyncProperty(requestArb(name, spec, world.pool), async (sent) => {
            const answer = await send(sent);
            const problem = problemWith(spec, splitEndpointKey(name).method, answer, (d) =>
              checkData!.Check(d),
            );
            if (problem) {
              throw new Error(
                `${name} answered ${problem}\n  sent: ${sent.method} ${sent.path.slice(0, 400)} as ${sent.caller}` +
                  `\n  body: ${typeof sent.body === 'string' ? sent.body.slice(0, 400) : sent.body ? '(form data)' : '(none)'}` +
                  `\n  answer: ${answer.status} ${answer.text.slice(0, 400)}` +
                  `\n  replay: FUZZ_SEED=${SEED} (this endpoint: seed ${seed})`,
              );
            }
          }),
          { seed, numRuns: RUNS, endOnFailure: false, maxSkipsPerRun: 0 },
        );
      },
      120_000,
    );
  });

  it.skipIf(process.env.FUZZ_RUNS !== undefined)(`sent at least ${MIN_REQUESTS} requests`, () => {
    console.log(`contract fuzz: ${sentCount} requests, seed ${SEED}`);
    expect(sentCount).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
