/**
 * fast-check arbitraries derived from the contract's TypeBox schemas (plain JSON Schema: type,
 * properties, required, anyOf, enum, min/max, pattern, items). `valid(schema)` makes values the
 * schema accepts, drawing ids from a pool of real ones so requests reach past validation;
 * `mutated(schema)` makes mostly-valid values with one part replaced by something hostile (a wrong
 * type, a NUL byte, a huge string, a lone surrogate, an out-of-range number, a forged paging token).
 */
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { encodeOpaqueToken } from '../src/http/opaque-token';

// JSON Schema as the contract writes it; only the keywords the contract uses.
interface Schema {
  type?: 'object' | 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array';
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
}

/** Real ids of the test world, by the field names that carry them. */
export interface IdPool {
  /** Field name (`eventId`, `userId`, …) → real values for it. */
  byField: Record<string, readonly string[]>;
  /** Every real id, for fields named `…Id` that the pool does not know. */
  all: readonly string[];
}

/** Strings that have broken servers: NUL, lone surrogates, SQL, paths, RTL, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uFEFF',
    '\u202Eevil',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '../../../../etc/passwd',
    '%00',
    '%',
    '\\',
    '${jndi:ldap://x}',
    '<script>alert(1)</script>',
    '0',
    '-1',
    'null',
    'undefined',
    'NaN',
    '1e309',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '👩‍👩‍👧‍👦'.repeat(50),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.uuid(),
  fc.integer({ min: 200, max: 3000 }).map((n) => 'é'.repeat(n)),
  fc.integer({ min: 1, max: 3 }).map((n) => 'x'.repeat(n * 10_000)),
);

/** Numbers at and past the edges of what integer, bigint and timestamp columns hold. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    0.5,
    -0,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    8.64e15,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Base64url JSON objects shaped like our cursors (v, s, i, id, us, f, p), with hostile fields. */
export const forgedPagingToken: fc.Arbitrary<string> = fc.oneof(
  fc
    .record(
      {
        v: fc.oneof(fc.constant(1), fc.constant(2), hostileNumber, fc.string()),
        s: fc.oneof(hostileNumber, fc.string(), fc.constant(null)),
        i: fc.oneof(fc.uuid(), hostileString, fc.integer()),
        id: fc.oneof(fc.uuid(), hostileString, fc.integer(), fc.constant(null)),
        us: fc.oneof(hostileNumber, fc.string()),
        f: fc.oneof(fc.string(), fc.integer()),
        p: fc.oneof(
          fc.array(fc.oneof(fc.integer(), fc.string(), hostileNumber)),
          fc.dictionary(fc.string(), fc.oneof(hostileNumber, fc.string())),
          hostileNumber,
        ),
      },
      { requiredKeys: [] },
    )
    .map((fields) => encodeOpaqueToken(fields)),
  fc.base64String({ maxLength: 80 }),
  fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
  hostileString,
);

/** A value of any JSON type, for replacing a field with the wrong kind of thing. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const isIdField = (name: string) => name === 'id' || /Id$/.test(name);
const isTokenField = (name: string) => name === 'continuationToken' || name === 'before';

/** Ids for a field: its real values, any real id, a random uuid, or a random string. */
function idFor(field: string, pool: IdPool, schema: Schema): fc.Arbitrary<string> {
  const own = pool.byField[field] ?? [];
  const options: fc.Arbitrary<string>[] = [fc.uuid()];
  if (own.length) options.push(fc.constantFrom(...own), fc.constantFrom(...own));
  if (pool.all.length) options.push(fc.constantFrom(...pool.all));
  options.push(plainString(schema));
  return fc.oneof(...options);
}

function plainString(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc
      .stringMatching(pattern)
      .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
  );
}

/** Values the schema accepts. */
export function valid(schema: TSchema, pool: IdPool, field = ''): fc.Arbitrary<unknown> {
  return validOf(schema as Schema, pool, field);
}

function validOf(schema: Schema, pool: IdPool, field: string): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validOf(s, pool, field)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (schema.type) {
    case 'string':
      if (isIdField(field) && !schema.pattern) return idFor(field, pool, schema);
      if (isTokenField(field)) return fc.oneof(plainString(schema), forgedPagingToken);
      return plainString(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1_000_000_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? validOf(schema.items, pool, field) : fc.jsonValue();
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 4, Math.max(minLength, 4));
      return schema.uniqueItems
        ? fc.uniqueArray(items, {
            minLength,
            maxLength,
            selector: (v) => JSON.stringify(v),
          })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, validOf(s, pool, key)]),
      );
      const record = fc.record(model, { requiredKeys: schema.required ?? [] });
      const min = schema.minProperties ?? 0;
      return min > 0 ? record.filter((r) => Object.keys(r).length >= min) : record;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A valid value with one thing wrong: a field replaced by a hostile value of any type, a required
 * field left out, an unknown field added, or the whole value replaced.
 */
export function mutated(schema: TSchema, pool: IdPool): fc.Arbitrary<unknown> {
  const s = schema as Schema;
  const base = validOf(s, pool, '');
  const whole = fc.oneof(wrongValue, hostileString, forgedPagingToken);
  if (s.type !== 'object' || !s.properties || Object.keys(s.properties).length === 0) {
    return whole;
  }
  const keys = Object.keys(s.properties);
  const replaceOne = fc
    .tuple(base, fc.constantFrom(...keys), hostileFor(s.properties, pool))
    .map(([value, key, hostile]) => ({ ...(value as object), [key]: hostile(key) }));
  const dropOne = fc
    .tuple(base, fc.constantFrom(...keys))
    .map(([value, key]) => omit(value as Record<string, unknown>, key));
  const addOne = fc
    .tuple(base, fc.string({ maxLength: 20 }), wrongValue)
    .map(([value, key, extra]) => ({ ...(value as object), [key]: extra }));
  const deepen = fc.tuple(base, fc.constantFrom(...keys)).chain(([value, key]) => {
    const child = s.properties![key]!;
    return mutatedChild(child, pool).map((m) => ({ ...(value as object), [key]: m }));
  });
  return fc.oneof(
    { weight: 4, arbitrary: replaceOne },
    { weight: 2, arbitrary: dropOne },
    { weight: 1, arbitrary: addOne },
    { weight: 2, arbitrary: deepen },
    { weight: 1, arbitrary: whole },
  );
}

/** Mutations one level down (arrays of ticket types, nested locations, the items of an order). */
function mutatedChild(schema: Schema, pool: IdPool): fc.Arbitrary<unknown> {
  const target = schema.anyOf?.find((s) => s.type === 'object' || s.type === 'array') ?? schema;
  if (target.type === 'array' && target.items) {
    return fc.oneof(
      fc.array(mutated(target.items as TSchema, pool), { minLength: 1, maxLength: 3 }),
      fc.array(validOf(target.items, pool, ''), { minLength: 60, maxLength: 120 }),
    );
  }
  if (target.type === 'object') return mutated(target as TSchema, pool);
  return wrongValue;
}

/** For a field: a value of the wrong kind for its type (a forged token for a paging field). */
function hostileFor(
  properties: Record<string, Schema>,
  pool: IdPool,
): fc.Arbitrary<(key: string) => unknown> {
  void pool;
  return fc
    .tuple(wrongValue, forgedPagingToken, hostileNumber, hostileString)
    .map(([wrong, token, number, string]) => (key: string) => {
      const schema = properties[key]!;
      if (isTokenField(key)) return token;
      if (schema.type === 'integer' || schema.type === 'number') return number;
      if (schema.type === 'string') return string;
      return wrong;
    });
}

function omit(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/** Some valid, most with something wrong: the share the fuzz suite sends of each. */
export function validOrMutated(schema: TSchema, pool: IdPool): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: valid(schema, pool) },
    { weight: 3, arbitrary: mutated(schema, pool) },
  );
}
