/**
 * GET /campuses/members: the people of a campus, for its own members only (who is at a school is
 * for the people of that school), the caller's friends first, then by name. Deleted accounts and
 * the caller are left out.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { CAMPUS_LIMITS, type CampusPeoplePage } from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { campusMembers, campuses } from '../db/schema-campuses';
import { isUuid } from '../db/uuid';
import { forbidden, notFound } from '../http/api-error';
import { friendIdsOf } from '../social/friend-lists';
import { liveUser } from '../users/deleted-users';
import { toPublicUser } from '../users/user-view';
import { offsetPagination, readOffsetCursor } from './offset-cursor';

export const NOT_A_CAMPUS_MEMBER_MESSAGE = 'Only people of this campus see who is there';

export async function campusPeople(
  db: Database,
  me: string,
  input: { campusId: string; continuationToken?: string; limit?: number },
): Promise<CampusPeoplePage> {
  if (!isUuid(input.campusId)) throw notFound('Campus not found');
  const [campus] = await db
    .select({ id: campuses.id })
    .from(campuses)
    .where(eq(campuses.id, input.campusId));
  if (!campus) throw notFound('Campus not found');
  const [mine] = await db
    .select({ campusId: campusMembers.campusId })
    .from(campusMembers)
    .where(eq(campusMembers.userId, me));
  if (mine?.campusId !== campus.id) throw forbidden(NOT_A_CAMPUS_MEMBER_MESSAGE);

  const limit = input.limit ?? CAMPUS_LIMITS.peopleDefault;
  const offset = readOffsetCursor(input.continuationToken);
  const isFriend = sql<boolean>`(${inArray(users.id, friendIdsOf(db, me))})`;
  const rows = await db
    .select({ user: users, isFriend })
    .from(campusMembers)
    .innerJoin(users, eq(users.id, campusMembers.userId))
    .where(and(eq(campusMembers.campusId, campus.id), ne(users.id, me), liveUser()))
    .orderBy(desc(isFriend), asc(sql`lower(${users.name})`), asc(users.id))
    .offset(offset)
    .limit(limit + 1);
  return {
    people: rows
      .slice(0, limit)
      .map((row) => ({ user: toPublicUser(row.user), isFriend: Boolean(row.isFriend) })),
    pagination: offsetPagination(offset, limit, rows.length),
  };
}
