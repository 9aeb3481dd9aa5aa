/**
 * Forged paging tokens for every paged endpoint of the contract. An endpoint is paged when its
 * query has a paging field (`continuationToken`, `cursor`, `pageToken`, `before`, `after`), so a
 * new paged endpoint is attacked without a change here (and `contract-fuzz-paging.test.ts` fails
 * when an endpoint answers a page but names its token otherwise).
 *
 * Tokens are shaped like the API's own (base64url JSON with a version and keyset or offset
 * fields), with each field at the edges of what a column or a double holds, of the wrong type,
 * or borrowed from another list's token; or not tokens at all (bad base64, JSON that is not an
 * object, prototype keys, deep nesting, past the field's length limit).
 */
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { contract, splitEndpointKey, type EndpointName, type EndpointSpec } from 'contract';
import { SEARCH_KINDS } from 'contract/values';
import { encodeOpaqueToken } from '../../src/http/opaque-token';
import { hostileString, valid } from '../contract-arbitraries';
import { tokenOf, type Caller, type FuzzTarget, type Sent } from './fuzz-runner';
import { boundaryQueryValues } from './number-bounds';
import { deepText } from './raw-json';
import { validParams } from './structural-attacks';
import { queryString } from './request-generators';

const PAGING_FIELD = /^(continuationToken|cursor|pageToken|before|after)$/;

export interface PagedEndpoint {
  name: EndpointName;
  /** The query field that carries the position. */
  field: string;
}

/** Every endpoint of the contract whose query has a paging field. */
export function pagedEndpoints(): PagedEndpoint[] {
  return (Object.keys(contract) as EndpointName[]).flatMap((name) => {
    const query = (contract[name] as EndpointSpec).query as
      { properties: Record<string, unknown> } | undefined;
    const field = Object.keys(query?.properties ?? {}).find((key) => PAGING_FIELD.test(key));
    return field ? [{ name, field }] : [];
  });
}

const edgeNumber = fc.constantFrom(
  -1,
  0,
  1,
  0.5,
  -0,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  253_402_300_799,
  253_402_300_800,
  8.64e15,
  Number.MIN_VALUE,
);

const edgeDigits = fc.constantFrom(
  '0',
  '-1',
  '9'.repeat(17),
  '9'.repeat(18),
  '9'.repeat(40),
  '1e3',
  '00000000000000001',
  ' 1',
);

const edgeId = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '00000000-0000-0000-0000-00000000000g',
    '{00000000-0000-0000-0000-000000000000}',
  ),
);

/** A value for any field of a token: numbers, digit strings and ids at their edges, or junk. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  edgeNumber,
  edgeDigits,
  edgeId,
  hostileString,
  fc.constantFrom(null, true, [], {}, [1, 2], { v: 1 }),
);

/** The field sets of the API's cursors (feed, guest list, notifications, campus lists, search). */
const SHAPES: readonly (readonly string[])[] = [
  ['s', 'i'],
  ['us', 'id'],
  ['id'],
  ['o'],
  ['f', 'p'],
];

const positions = fc.dictionary(
  fc.constantFrom<string>(...SEARCH_KINDS, '__proto__', 'x'),
  fc.oneof(edgeNumber, fc.constant(null), hostileString),
  { maxKeys: 4 },
);

/** A token shaped like one of ours, its version mostly right, its fields at their edges. */
const shapedToken = fc
  .tuple(
    fc.constantFrom(...SHAPES),
    fc.constantFrom<unknown>(1, 1, 1, 2, 0, -1, '1', 1.5, null),
    fc.array(fieldValue, { minLength: 2, maxLength: 2 }),
    positions,
  )
  .map(([shape, v, [a, b], p]) => {
    const fields: Record<string, unknown> = { v };
    shape.forEach((key, i) => (fields[key] = key === 'p' ? p : i === 0 ? a : b));
    return encodeOpaqueToken(fields);
  });

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Not a token this API makes at all. */
const brokenToken = fc.oneof(
  fc.base64String({ maxLength: 120 }),
  fc.jsonValue({ maxDepth: 2 }).map((v) => base64url(JSON.stringify(v))),
  fc.constantFrom(
    base64url('{"__proto__":{"v":1,"o":5},"v":1}'),
    base64url('{"constructor":{"prototype":{"v":1}},"v":1,"id":1}'),
    base64url('{"v":1,"v":2,"o":1,"o":-1}'),
    base64url('{"v":1,"o":1e999}'),
    base64url('{"v":1,"s":9223372036854775808,"i":"00000000-0000-0000-0000-000000000000"}'),
    base64url(deepText('array', 100)),
    base64url(deepText('object', 20)),
    base64url(deepText('open', 120)),
    Buffer.from([0xff, 0xfe, 0x7b, 0x22]).toString('base64url'),
    `${encodeOpaqueToken({ v: 1, o: 1 })}==`,
    encodeOpaqueToken({ v: 1, o: 1 }).replace(/[A-Za-z]/, '+'),
    'A'.repeat(501),
    'e30',
  ),
  hostileString,
);

export const forgedToken: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: shapedToken },
  { weight: 2, arbitrary: brokenToken },
);

/**
 * Requests of a paged endpoint that a caller may read (the host: a campus member, the organizer of
 * the world's event), valid but for a forged position.
 */
export function pagingAttackArb(target: FuzzTarget, paged: PagedEndpoint): fc.Arbitrary<Sent> {
  const spec: EndpointSpec = contract[paged.name];
  const { method, path } = splitEndpointKey(paged.name);
  const { pool } = target.world;
  const fieldSchema = (spec.query!.properties as Record<string, { type?: string }>)[paged.field]!;
  const numeric = fieldSchema.type === 'integer' || fieldSchema.type === 'number';
  const position = numeric
    ? fc.oneof(fc.constantFrom(...boundaryQueryValues(fieldSchema)), forgedToken)
    : forgedToken;
  return fc
    .record({
      caller: fc.constantFrom<Caller>('host', 'host', 'host', 'guest', 'visitor'),
      query: valid(spec.query as TSchema, pool),
      position,
      params: validParams(path, pool),
    })
    .map(({ caller, query, position: forged, params }) => {
      const token = tokenOf(target.world, caller);
      return {
        caller,
        method,
        path: `/v2${params}${queryString({ ...(query as object), [paged.field]: forged })}`,
        headers: token ? { authorization: `Bearer ${token}` } : ({} as Record<string, string>),
      };
    });
}
