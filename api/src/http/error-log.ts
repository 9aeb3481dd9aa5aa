/**
 * What a 500 leaves in the log. A failed query arrives as drizzle's error, whose message (and the
 * `query`/`params` fields pino would print) holds the SQL and its parameters: user ids, phone
 * numbers, text people wrote. The database's own message and `detail` can quote values too
 * ("Key (phone)=(+1555…) already exists"). So a database error is logged by its SQLSTATE code and
 * the names of the constraint, table and column involved, and the stack by its frames only.
 */
export interface LoggedError {
  type: string;
  message: string;
  /** SQLSTATE, e.g. 40P01 (deadlock) or 23505 (unique violation). */
  dbCode?: string;
  dbConstraint?: string;
  dbTable?: string;
  dbColumn?: string;
  stack?: string;
}

interface DatabaseFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

const isSqlState = (code: unknown): code is string =>
  typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

function databaseCause(error: unknown): DatabaseFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (isSqlState((current as DatabaseFields).code)) return current as DatabaseFields;
    current = current.cause;
  }
  return undefined;
}

/** Stack frames only: the first lines of a stack repeat the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

export function errorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A non-error was thrown' };
  const database = databaseCause(error);
  const isQueryError = 'query' in error && 'params' in error;
  if (!database && !isQueryError) {
    return { type: error.name, message: error.message, stack: framesOf(error.stack) };
  }
  return {
    type: error.name,
    message: database
      ? `A database query failed with SQLSTATE ${String(database.code)}`
      : 'A database query failed',
    dbCode: isSqlState(database?.code) ? database.code : undefined,
    dbConstraint: text(database?.constraint),
    dbTable: text(database?.table),
    dbColumn: text(database?.column),
    stack: framesOf(error.stack),
  };
}
