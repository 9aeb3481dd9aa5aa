/**
 * The full-text documents GET /search matches, as SQL expressions over a table's columns. The GIN
 * indexes in `schema.ts` are built on these same expressions and the search queries use them
 * verbatim: PostgreSQL only uses an expression index for an identical expression.
 *
 * The `simple` configuration (no stemming, no stop words): names of events, venues, cities and
 * people are not English prose, and prefix matching already finds "jazz" from "jaz".
 * Weights: the name counts most (A), the place next (B), the description least (C).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

interface EventColumns {
  name: AnyPgColumn;
  description: AnyPgColumn;
  locationName: AnyPgColumn;
  city: AnyPgColumn;
  state: AnyPgColumn;
}

interface UserColumns {
  name: AnyPgColumn;
  username: AnyPgColumn;
}

export function eventSearchDocument(t: EventColumns): SQL {
  return sql`(setweight(to_tsvector('simple', coalesce(${t.name}, '')), 'A') || setweight(to_tsvector('simple', coalesce(${t.locationName}, '') || ' ' || coalesce(${t.city}, '') || ' ' || coalesce(${t.state}, '')), 'B') || setweight(to_tsvector('simple', coalesce(${t.description}, '')), 'C'))`;
}

/** Usernames are split on their dots and underscores, so "maya.hosts" is found by "hosts". */
export function userSearchDocument(t: UserColumns): SQL {
  return sql`(setweight(to_tsvector('simple', coalesce(${t.name}, '')), 'A') || setweight(to_tsvector('simple', translate(coalesce(${t.username}, ''), '._', '  ')), 'A'))`;
}

interface OrganizationColumns {
  name: AnyPgColumn;
  description: AnyPgColumn;
}

export function organizationSearchDocument(t: OrganizationColumns): SQL {
  return sql`(setweight(to_tsvector('simple', coalesce(${t.name}, '')), 'A') || setweight(to_tsvector('simple', coalesce(${t.description}, '')), 'C'))`;
}
