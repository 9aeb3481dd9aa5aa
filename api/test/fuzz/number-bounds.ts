/**
 * Numbers at and just past every bound of the contract's schemas: for each integer or number a
 * body or query carries, a valid value with that one number set to min-1, min, max, max+1, a
 * fraction, a huge value, a literal past a double, or a string that looks like a number.
 */
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { valid, type IdPool } from '../contract-arbitraries';
import { rawNumber } from './raw-json';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  items?: Schema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
}

const isNumeric = (s: Schema) => s.type === 'integer' || s.type === 'number';

/** Values near the schema's own bounds, and ones no column or double holds. */
function edges(s: Schema): number[] {
  const min = s.minimum ?? 0;
  const max = s.maximum ?? 2 ** 31 - 1;
  return [
    min - 1,
    min,
    min + 1,
    max - 1,
    max,
    max + 1,
    min + 0.5,
    max - 0.5,
    max + 0.5,
    max * 2,
    -max,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    -(2 ** 53),
    1e21,
    1e308,
    -1e308,
    -0,
    Number.MIN_VALUE,
  ];
}

/** Literals JSON.parse turns into Infinity, a rounded integer or a tiny double. */
const LITERALS = [
  '1e999',
  '-1e999',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '123456789012345678901234567890',
  '1E2',
  '1.0',
  '0.1e1',
  '5e-324',
  '-0.0',
];

/** Body values for a numeric field: the edges, the literals, and strings and others of no number. */
export function boundaryJsonValues(s: Schema): unknown[] {
  return [
    ...edges(s),
    ...LITERALS.map(rawNumber),
    'NaN',
    'Infinity',
    String(s.minimum ?? 0),
    '0x10',
    '',
    null,
    true,
    [s.minimum ?? 0],
  ];
}

/** Query values for a numeric field: what a person can type into an address. */
export function boundaryQueryValues(s: Schema): string[] {
  return [
    ...edges(s).map(String),
    ...LITERALS,
    'NaN',
    'Infinity',
    '-Infinity',
    '0x10',
    '0b1',
    '1_000',
    '+1',
    ' 1',
    '1 ',
    '\u0661',
    '1e',
    '',
    'null',
    'true',
    '[]',
  ];
}

/**
 * For each number in the schema (at any depth: arrays of items, nested objects, any branch of a
 * union), values valid but for that number, which is drawn from `edgesOf`. Empty when the
 * schema carries no number.
 */
export function numberAtBounds(
  schema: TSchema,
  pool: IdPool,
  edgesOf: (s: Schema) => unknown[] = boundaryJsonValues,
): fc.Arbitrary<unknown>[] {
  return variants(schema as Schema, pool, edgesOf);
}

function variants(
  s: Schema,
  pool: IdPool,
  edgesOf: (s: Schema) => unknown[],
): fc.Arbitrary<unknown>[] {
  if (isNumeric(s)) return [fc.constantFrom(...edgesOf(s))];
  if (s.anyOf) return s.anyOf.flatMap((branch) => variants(branch, pool, edgesOf));
  if (s.type === 'array' && s.items) {
    const others = valid(s.items as TSchema, pool);
    return variants(s.items, pool, edgesOf).map((one) =>
      fc
        .tuple(
          one,
          fc.array(others, { minLength: Math.max(0, (s.minItems ?? 1) - 1), maxLength: 2 }),
        )
        .map(([first, rest]) => [first, ...rest]),
    );
  }
  if (s.type === 'object' && s.properties) {
    const properties = s.properties;
    return Object.entries(properties).flatMap(([key, child]) =>
      variants(child, pool, edgesOf).map((one) => {
        const model = Object.fromEntries(
          Object.entries(properties).map(([k, p]) => [
            k,
            k === key ? one : valid(p as TSchema, pool, k),
          ]),
        );
        return fc.record(model, { requiredKeys: [...new Set([...(s.required ?? []), key])] });
      }),
    );
  }
  return [];
}
