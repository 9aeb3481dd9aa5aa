/**
 * Recognises PostgreSQL errors the API turns into answers (a unique violation becomes a 409).
 * drizzle wraps the driver's errors (`DrizzleQueryError`), so this walks the `cause` chain and
 * reads only `code` and `constraint`.
 */
const UNIQUE_VIOLATION = '23505';

interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
}

function findPostgresError(error: unknown): PostgresErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const fields = current as Error & PostgresErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = current.cause;
  }
  return undefined;
}

/** The violated constraint's name when `error` is a unique violation, else `undefined`. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  const found = findPostgresError(error);
  if (found?.code !== UNIQUE_VIOLATION) return undefined;
  return typeof found.constraint === 'string' ? found.constraint : '';
}

/** Whether `error` is a foreign-key violation (a row still refers to the one being deleted). */
export function isForeignKeyViolation(error: unknown): boolean {
  return findPostgresError(error)?.code === '23503';
}
