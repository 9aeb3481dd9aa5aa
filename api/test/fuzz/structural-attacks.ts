/**
 * Structural attacks on one endpoint: requests valid but for their shape. Bodies nested thousands
 * deep (closed or never closed), arrays of thousands of items, `__proto__`, `constructor` and
 * `prototype` keys at any depth, the same key twice in the raw JSON text, every number of the
 * body and query at and just past its bounds (`number-bounds.ts`); in the query, keys repeated
 * hundreds of times, bracketed keys nested deep, prototype keys, a field given twice. Sent mostly
 * by the world's host, who reaches the most handlers, with the world's real ids.
 */
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { contract, splitEndpointKey, type EndpointName, type EndpointSpec } from 'contract';
import { hostileNumber, hostileString, valid, type IdPool } from '../contract-arbitraries';
import { tokenOf, type Caller, type FuzzTarget, type Sent } from './fuzz-runner';
import { boundaryQueryValues, numberAtBounds } from './number-bounds';
import { objectPaths, rawDeep, rawKey, renderJson, withKeyAt, type DeepShape } from './raw-json';
import { enc, queryString, wellFormed } from './request-generators';

interface Attack {
  /** Extra query text, without `?`, appended to the endpoint's valid query. */
  query?: string;
  /** Replaces the valid query entirely (raw text, without `?`). */
  wholeQuery?: string;
  body?: string;
  contentType?: string;
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
// Up to what fits under the body limit (an array 45,000 deep is 90 KB); past it a 413.
const DEPTHS = [31, 32, 33, 64, 1_000, 10_000, 45_000, 100_000] as const;
const SHAPES: readonly DeepShape[] = ['array', 'object', 'open'];

/** What goes under a prototype key: an object that would pollute if merged, or something odd. */
const protoValue = fc.constantFrom<unknown>(
  { isAdmin: true, eventId: 'polluted', privilege: 'host' },
  { prototype: { isAdmin: true } },
  { toString: 'x', valueOf: 1, hasOwnProperty: null },
  null,
  'x',
  [],
  1,
);

const deep = fc.tuple(fc.constantFrom(...SHAPES), fc.constantFrom(...DEPTHS));

/** Requests of `name` with one structural attack each. */
export function attackArb(target: FuzzTarget, name: EndpointName): fc.Arbitrary<Sent> {
  const spec: EndpointSpec = contract[name];
  const { method, path } = splitEndpointKey(name);
  const { pool } = target.world;
  const validQuery = spec.query ? valid(spec.query, pool) : fc.constant(undefined);
  const attacks: fc.Arbitrary<Attack>[] = queryAttacks(spec, pool);
  if (method !== 'GET') attacks.push(...bodyAttacks(spec, pool));
  return fc
    .record({
      caller: fc.constantFrom<Caller>('host', 'host', 'host', 'guest', 'stranger', 'visitor'),
      params: validParams(path, pool),
      query: validQuery,
      attack: fc.oneof(...attacks),
    })
    .map(({ caller, params, query, attack }) => {
      const base = queryString(query).slice(1);
      const text = attack.wholeQuery ?? [base, attack.query].filter((part) => part).join('&');
      const token = tokenOf(target.world, caller);
      return {
        caller,
        method,
        path: `/v2${params}${text ? `?${text}` : ''}`,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(attack.contentType ? { 'content-type': attack.contentType } : {}),
        },
        body: attack.body,
      };
    });
}

/** The path with each `:param` a real id of the world (or any string for names it lacks). */
export function validParams(path: string, pool: IdPool): fc.Arbitrary<string> {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const values = names.map((n) =>
    valid({ type: 'string', minLength: 1 } as never, pool, n).map((s) => enc(s as string)),
  );
  return fc.tuple(...values).map((filled) => {
    let i = 0;
    return path.replace(/:(\w+)/g, () => filled[i++]!);
  });
}

function queryAttacks(spec: EndpointSpec, pool: IdPool): fc.Arbitrary<Attack>[] {
  const fields = spec.query ? Object.keys(spec.query.properties) : [];
  const field = fc.constantFrom(...fields, 'x');
  const attacks: fc.Arbitrary<Attack>[] = [
    fc
      .tuple(fc.constantFrom(...PROTO_KEYS), field, fc.constantFrom('1', 'x', '[]'), fc.nat(3))
      .map(([proto, key, value, form]) => ({
        query: [
          `${proto}=${value}`,
          `${proto}[${key}]=polluted`,
          `${proto}[prototype][isAdmin]=true`,
          `${key}[${proto}]=1`,
        ][form],
      })),
    fc
      .tuple(field, fc.integer({ min: 100, max: 3_000 }), fc.constantFrom('1', 'a', ''))
      .map(([key, times, value]) => ({ query: Array(times).fill(`${key}=${value}`).join('&') })),
    fc
      .tuple(field, fc.constantFrom(10, 100, 1_000, 4_000))
      .map(([key, depth]) => ({ query: `${key}${'[a]'.repeat(depth)}=1` })),
  ];
  if (spec.query) {
    const query = spec.query;
    attacks.push(
      // Every field given twice: the second value valid, hostile or of another type.
      fc
        .tuple(valid(query, pool), fc.oneof(hostileString, hostileNumber.map(String)))
        .map(([values, other]) => ({
          query: Object.keys(values as object)
            .map((key) => `${key}=${enc(other)}`)
            .join('&'),
        })),
    );
    const bounds = numberAtBounds(query, pool, boundaryQueryValues);
    if (bounds.length) {
      attacks.push(fc.oneof(...bounds).map((q) => ({ wholeQuery: queryString(q).slice(1) })));
    }
  }
  return attacks;
}

function bodyAttacks(spec: EndpointSpec, pool: IdPool): fc.Arbitrary<Attack>[] {
  if (spec.consumes === 'application/x-www-form-urlencoded') return [formAttack()];
  const json = (body: string) => ({ body, contentType: 'application/json' });
  // A body the schema accepts, to hide the attack in (an empty object when none is declared).
  const base: fc.Arbitrary<unknown> = spec.body ? valid(spec.body, pool) : fc.constant({});
  const attacks: fc.Arbitrary<Attack>[] = [
    deep.map(([shape, depth]) => json(renderJson(rawDeep(shape, depth)))),
    fc
      .tuple(base, deep, fc.nat())
      .map(([value, [shape, depth], pick]) =>
        json(renderJson(atSomeObject(value, pick, rawKey('nested', pick), rawDeep(shape, depth)))),
      ),
    fc
      .tuple(fc.integer({ min: 1_000, max: 40_000 }), fc.constantFrom<unknown>(0, null, {}, 'a'))
      .map(([n, item]) => json(JSON.stringify(Array(n).fill(item)))),
    fc
      .tuple(base, fc.constantFrom(...PROTO_KEYS), protoValue, fc.nat())
      .map(([value, key, extra, pick]) =>
        json(renderJson(atSomeObject(value, pick, rawKey(key, pick), extra))),
      ),
    fc
      .tuple(base, fc.nat(), fc.oneof(hostileString, hostileNumber, fc.constant(null)))
      .map(([value, pick, other]) => json(renderJson(duplicateKey(value, pick, other)))),
  ];
  if (spec.body) {
    const arrays = hugeArrayFields(spec.body, pool);
    if (arrays) attacks.push(arrays.map((body) => json(JSON.stringify(body))));
    const bounds = numberAtBounds(spec.body, pool);
    if (bounds.length) attacks.push(fc.oneof(...bounds).map((v) => json(renderJson(v))));
  }
  return attacks;
}

/** `value` with `key: extra` in one of its objects (the root when it has none). */
function atSomeObject(value: unknown, pick: number, key: string, extra: unknown): unknown {
  const paths = objectPaths(value);
  if (paths.length === 0) return { [key]: extra };
  return withKeyAt(value, paths[pick % paths.length]!, key, extra);
}

/** `value` with one key of one of its objects written a second time, after the first. */
function duplicateKey(value: unknown, pick: number, other: unknown): unknown {
  const paths = objectPaths(value);
  const path = paths[pick % Math.max(1, paths.length)] ?? [];
  let target: unknown = value;
  for (const step of path) target = (target as Record<string | number, unknown>)[step];
  const keys = target && typeof target === 'object' ? Object.keys(target) : [];
  if (keys.length === 0) return { [rawKey('a', 0)]: 1, [rawKey('a', 1)]: other };
  const key = keys[pick % keys.length]!;
  return withKeyAt(value, path, rawKey(key, pick), other);
}

/** The body with each of its top-level arrays replaced by thousands of valid items. */
function hugeArrayFields(schema: TSchema, pool: IdPool): fc.Arbitrary<unknown> | null {
  const properties = (schema as { properties?: Record<string, { type?: string; items?: TSchema }> })
    .properties;
  const arrays = Object.entries(properties ?? {}).filter(([, s]) => s.type === 'array' && s.items);
  if (arrays.length === 0) return null;
  return fc
    .tuple(valid(schema, pool), fc.constantFrom(...arrays), fc.integer({ min: 500, max: 20_000 }))
    .chain(([value, [key, s], n]) =>
      valid(s.items!, pool).map((item) => ({ ...(value as object), [key]: Array(n).fill(item) })),
    );
}

/** A form body (webhooks, inbound texts) with prototype keys, repeated and duplicated fields. */
function formAttack(): fc.Arbitrary<Attack> {
  const form = (body: string) => ({ body, contentType: 'application/x-www-form-urlencoded' });
  return fc.oneof(
    fc.constantFrom(
      form('__proto__[From]=x&constructor[prototype][x]=1&Body=STOP'),
      form('From=%2B15550440000&From=x&Body=STOP&Body=START'),
      form(`From${'[a]'.repeat(1_000)}=1`),
    ),
    fc.integer({ min: 100, max: 5_000 }).map((n) =>
      form(
        Array(n)
          .fill(`Body=${encodeURIComponent(wellFormed('x'))}`)
          .join('&'),
      ),
    ),
  );
}
