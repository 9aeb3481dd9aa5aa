/** A thrown value as an Error, for the session's state (Firebase may throw anything). */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
