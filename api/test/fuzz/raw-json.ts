/**
 * JSON text that `JSON.stringify` cannot write: `__proto__` as an own key, the same key twice,
 * number literals past a double (`1e999`, `9223372036854775808`), nesting thousands deep. A value
 * carries markers (strings) where such text goes, and `renderJson` writes it with the markers
 * replaced, so attacks build bodies as ordinary values and still send hostile text.
 */

const MARK = /"@@(key|num|deep):([^@"]*)@@"/g;

/** A key written as `name` in the text (`__proto__`, or a key the object already has). */
export const rawKey = (name: string, unique: number) => `@@key:${name}#${unique}@@`;

/** A number written as this literal text (e.g. `1e999`). */
export const rawNumber = (literal: string) => `@@num:${literal}@@`;

export type DeepShape = 'array' | 'object' | 'open';

/** A value nested `depth` levels deep: `[[[…]]]`, `{"a":{"a":…}}`, or `[[[` never closed. */
export const rawDeep = (shape: DeepShape, depth: number) => `@@deep:${shape}.${depth}@@`;

export function deepText(shape: DeepShape, depth: number): string {
  switch (shape) {
    case 'array':
      return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    case 'object':
      return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    case 'open':
      return '['.repeat(depth);
  }
}

/** `value` as JSON text, with its markers replaced by the text they stand for. */
export function renderJson(value: unknown): string {
  return JSON.stringify(value).replace(MARK, (_match, kind: string, what: string) => {
    if (kind === 'key') return JSON.stringify(what.slice(0, what.lastIndexOf('#')));
    if (kind === 'num') return what;
    const [shape, depth] = what.split('.') as [DeepShape, string];
    return deepText(shape, Number(depth));
  });
}

/** Paths to every plain object in `value` (the root is `[]`), for placing a key at any depth. */
export function objectPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => objectPaths(item, [...path, i]));
  return [
    path,
    ...Object.entries(value).flatMap(([key, child]) => objectPaths(child, [...path, key])),
  ];
}

/** A copy of `value` with `key: extra` added to the object at `path`. */
export function withKeyAt(
  value: unknown,
  path: readonly (string | number)[],
  key: string,
  extra: unknown,
): unknown {
  if (path.length === 0) return { ...(value as object), [key]: extra };
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((item, i) => (i === head ? withKeyAt(item, rest, key, extra) : item));
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: withKeyAt(record[head!], rest, key, extra) };
}
