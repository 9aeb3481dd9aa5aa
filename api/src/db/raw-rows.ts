/** `db.execute` answers an array (PGlite) or `{ rows }` (node-postgres); this reads either. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
