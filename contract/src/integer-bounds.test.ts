/**
 * Every integer a request may carry has a maximum (and a minimum): a number past what a PostgreSQL
 * integer or bigint holds, sent as a message id or a count, once reached the database and answered
 * 500. A new integer field without bounds fails here, naming it.
 */
import { describe, expect, it } from 'vitest';
import { contract, endpointNames } from './contract';

const PARTS = ['params', 'query', 'body', 'headers'] as const;

/** Paths of the integer and number schemas under `schema` that lack a maximum or a minimum. */
export function unboundedNumbers(schema: unknown, path: string): string[] {
  const found: string[] = [];
  const stack: { node: unknown; path: string }[] = [{ node: schema, path }];
  while (stack.length > 0) {
    const { node, path: at } = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    const s = node as Record<string, unknown>;
    if (s.type === 'integer' || s.type === 'number') {
      const max = s.maximum ?? s.exclusiveMaximum;
      const min = s.minimum ?? s.exclusiveMinimum;
      if (typeof max !== 'number' || typeof min !== 'number') found.push(at);
    }
    if (s.properties && typeof s.properties === 'object') {
      for (const [key, value] of Object.entries(s.properties)) {
        stack.push({ node: value, path: `${at}.${key}` });
      }
    }
    if (s.items) stack.push({ node: s.items, path: `${at}[]` });
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      const list = s[key];
      if (Array.isArray(list)) list.forEach((item) => stack.push({ node: item, path: at }));
    }
    if (s.additionalProperties && typeof s.additionalProperties === 'object') {
      stack.push({ node: s.additionalProperties, path: `${at}.*` });
    }
  }
  return found;
}

describe('integers in requests', () => {
  it('every one has a minimum and a maximum', () => {
    const unbounded = endpointNames().flatMap((name) => {
      const spec = contract[name] as Record<string, unknown>;
      return PARTS.flatMap((part) =>
        part in spec ? unboundedNumbers(spec[part], `${name} ${part}`) : [],
      );
    });
    expect(unbounded).toEqual([]);
  });

  it('is caught when a bound is missing', () => {
    expect(
      unboundedNumbers(
        {
          type: 'object',
          properties: {
            a: { type: 'integer', minimum: 1 },
            b: { type: 'integer', minimum: 0, maximum: 9 },
          },
        },
        'x',
      ),
    ).toEqual(['x.a']);
  });
});
