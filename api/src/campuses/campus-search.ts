/**
 * GET /campuses/: campuses whose name contains the query (or one of whose domains starts with
 * it), names that start with it first, then by name; offset paging behind an opaque token.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { CAMPUS_LIMITS, type Campus } from 'contract';
import type { Database } from '../db/database';
import { campusDomains, campusMembers, campuses } from '../db/schema-campuses';
import { offsetPagination, readOffsetCursor } from './offset-cursor';

/** `%`, `_` and `\` match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchCampuses(
  db: Database,
  input: { query?: string; continuationToken?: string; limit?: number },
): Promise<{
  campuses: Campus[];
  pagination: { continuationToken: string | null; hasMoreItems: boolean };
}> {
  const query = (input.query ?? '').trim().toLowerCase();
  const limit = input.limit ?? CAMPUS_LIMITS.searchDefault;
  const offset = readOffsetCursor(input.continuationToken);
  const contains = `%${escapeLike(query)}%`;
  const startsWith = `${escapeLike(query)}%`;
  const where: SQL | undefined =
    query === ''
      ? undefined
      : sql`(lower(${campuses.name}) like ${contains} or exists (select 1 from ${campusDomains} where ${campusDomains.campusId} = ${campuses.id} and ${campusDomains.domain} like ${startsWith}))`;
  const rows = await db
    .select({
      id: campuses.id,
      name: campuses.name,
      domains: sql<
        string[]
      >`array(select ${campusDomains.domain} from ${campusDomains} where ${campusDomains.campusId} = ${campuses.id} order by ${campusDomains.domain})`,
      numMembers: sql<number>`(select count(*) from ${campusMembers} where ${campusMembers.campusId} = ${campuses.id})::int`,
    })
    .from(campuses)
    .where(where)
    .orderBy(
      // Names starting with the query first; with no query, by name alone (PostgreSQL refuses a
      // constant in ORDER BY, so the first key is left out rather than made constant).
      ...(query === '' ? [] : [desc(sql`lower(${campuses.name}) like ${startsWith}`)]),
      asc(campuses.name),
      asc(campuses.id),
    )
    .offset(offset)
    .limit(limit + 1);
  return {
    campuses: rows.slice(0, limit).map((row) => ({ ...row, numMembers: Number(row.numMembers) })),
    pagination: offsetPagination(offset, limit, rows.length),
  };
}
