/**
 * The rows of a `db.execute` answer: node-postgres's `{ rows }`, on a server and on PGlite alike
 * (open-database.ts reaches both through node-postgres).
 */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
