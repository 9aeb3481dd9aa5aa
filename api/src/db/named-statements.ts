/**
 * Named statements for node-postgres: each parameterised statement is sent under a name made from
 * its text, so PostgreSQL parses and plans it once per connection, and later runs of it only bind
 * and execute (node-postgres skips the Parse message for a name it has sent on that connection).
 * PostgreSQL keeps a generic plan for a statement once it is no worse than the custom plans of its
 * first five runs. Measured in docs/performance.md ("Signed-in reads", "The fifth round"): the
 * computed feed and search serve about two fifths more requests at 50 connections, the free RSVP
 * about a quarter more. PGlite, reached through node-postgres too (pglite-pool.ts), names them
 * as well: there they save the planning its own `query` did on every run ("The seventh round").
 *
 * A named statement lives on one server connection. A pooler in transaction mode must keep track
 * of them: PgBouncer 1.21 or later with `max_prepared_statements` set (docs/scaling.md). Behind
 * one that does not, turn them off with DATABASE_NAMED_STATEMENTS=0.
 *
 * Bounded: a connection names at most `NAMED_STATEMENTS_PER_CONNECTION` texts (the app has a few
 * hundred shapes; lists of ids give one text per length); past that, new texts go unnamed, as
 * before, and the named ones keep working.
 */
import { hash } from 'node:crypto';
import type pg from 'pg';

export const NAMED_STATEMENTS_PER_CONNECTION = 500;

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/**
 * Names made so far, by text. Hashing every statement's text again took 2.6 % of the API's time
 * under the RSVP loop (docs/performance.md, "The tenth round"); looking it up costs half that (a
 * long text is still read once). Bounded: past the bound a text is hashed each time, as before.
 */
const namesByText = new Map<string, string>();
const NAMES_KEPT = 4 * NAMED_STATEMENTS_PER_CONNECTION;

/** The name a statement's text is sent under: the same on every connection and every process. */
export function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `s_${hash('sha1', text, 'base64url')}`;
    if (namesByText.size < NAMES_KEPT) namesByText.set(text, name);
  }
  return name;
}

function hasParameters(config: QueryConfigLike, values: unknown): boolean {
  const given = Array.isArray(values) ? values : config.values;
  return Array.isArray(given) && given.length > 0;
}

/**
 * Makes `client` name its parameterised statements; for the pool's `connect` event, which every
 * new connection passes through before its first query.
 */
export function nameStatements(client: pg.Client, limit = NAMED_STATEMENTS_PER_CONNECTION): void {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const asked = config as QueryConfigLike | null;
    // Plain text (BEGIN, COMMIT, DDL) goes by the simple protocol, as before; so does a statement
    // that names itself or carries no parameters.
    if (
      asked === null ||
      typeof asked !== 'object' ||
      typeof asked.text !== 'string' ||
      asked.name !== undefined ||
      !hasParameters(asked, rest[0])
    ) {
      return query(config, ...rest);
    }
    const name = statementName(asked.text);
    if (!named.has(name)) {
      if (named.size >= limit) return query(config, ...rest);
      named.add(name);
    }
    return query({ ...asked, name }, ...rest);
  }) as typeof client.query;
}
