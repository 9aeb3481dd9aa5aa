/**
 * Requests generated from an endpoint's contract: valid ones, and ones with a part replaced by
 * something hostile (wrong types, missing or unknown fields, huge strings, NUL bytes, lone
 * surrogates, out-of-range numbers, random ids, forged paging tokens, broken JSON, the wrong
 * content type), sent by any caller of the world. The values come from `contract-arbitraries.ts`.
 */
import fc from 'fast-check';
import { splitEndpointKey, type EndpointName, type EndpointSpec } from 'contract';
import { ownRangePhone } from '../contract-world';
import {
  forgedPagingToken,
  hostileString,
  valid,
  validOrMutated,
  type IdPool,
} from '../contract-arbitraries';
import { tokenOf, type Caller, type FuzzTarget, type Sent } from './fuzz-runner';

/** Callers of generated requests; the host and the guest twice, as they reach the most. */
export const CALLERS: readonly Caller[] = [
  'visitor',
  'forged',
  'unregistered',
  'stranger',
  'guest',
  'host',
  'host',
  'guest',
];

/** Lone surrogates as U+FFFD, as a browser sends them (encodeURIComponent throws on them). */
export const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
export const enc = (s: string) => encodeURIComponent(wellFormed(s));

/** Query values as a browser would send them: scalars as text, arrays as repeated keys. */
export function queryString(value: unknown): string {
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
export const headerValue = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 60 }),
  fc.constantFrom('', ' ', 'x'.repeat(300), 'null'),
  fc.uuid(),
);

export type BodyPart = { body?: string | FormData; contentType?: string };

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
function uploadBody(png: Buffer): fc.Arbitrary<BodyPart> {
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

function bodyArb(
  name: EndpointName,
  spec: EndpointSpec,
  pool: IdPool,
  png: Buffer,
): fc.Arbitrary<BodyPart> {
  const { method } = splitEndpointKey(name);
  if (method === 'GET') return fc.constant({});
  if (spec.consumes === 'multipart/form-data') return uploadBody(png);
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

/** Requests of one endpoint, valid or with something wrong, from any caller. */
export function requestArb(
  target: FuzzTarget,
  name: EndpointName,
  spec: EndpointSpec,
): fc.Arbitrary<Sent> {
  const { pool } = target.world;
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
      body: bodyArb(name, spec, pool, target.png),
    })
    .map(({ caller, params: values, query: q, headers: h, extraHeaders: x, body }) => {
      let i = 0;
      const filled = path.replace(/:(\w+)/g, () => values[i++]!);
      const token = tokenOf(target.world, caller);
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
