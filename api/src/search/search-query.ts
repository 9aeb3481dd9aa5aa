/**
 * A person's search text to a PostgreSQL tsquery: every word must match, each as a prefix
 * (`roof jaz` → `roof:* & jaz:*`). Only letters and digits survive, so nothing the user types can
 * reach tsquery syntax; a query with no words at all matches nothing.
 */
export const MAX_QUERY_TERMS = 8;
const MAX_TERM_LENGTH = 50;

export function toPrefixTsquery(query: string): string | null {
  const terms =
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(terms.map((t) => t.slice(0, MAX_TERM_LENGTH)))].slice(
    0,
    MAX_QUERY_TERMS,
  );
  return unique.length === 0 ? null : unique.map((t) => `${t}:*`).join(' & ');
}
