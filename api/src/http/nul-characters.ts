/**
 * PostgreSQL text cannot hold U+0000: a NUL that reaches an insert fails inside the database, as a
 * 500. No field of ours has a use for one, so every part of every request is checked once, at the
 * edge, and a NUL is refused as bad input naming the field (`ticketTypes.0.name`).
 */

/** The dotted path of the first string (or object key) holding a NUL, `''` for the value itself. */
export function findNulCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const keyPath = [...path, String(key)];
    if (String(key).includes('\u0000')) return keyPath.join('.');
    const found = findNulCharacter(item, keyPath);
    if (found !== null) return found;
  }
  return null;
}
