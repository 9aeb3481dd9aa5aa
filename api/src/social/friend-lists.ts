/** Lists of people: someone's friends (or the ones shared with the caller) and pending requests. */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PublicUser } from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { friendRequests, friendships } from '../db/schema-social';
import { toPublicUser } from '../users/user-view';

/** Ids of `userId`'s friends, as a subquery. */
export function friendIdsOf(db: Database, userId: string) {
  return db
    .select({
      id: sql<string>`case when ${friendships.userLow} = ${userId} then ${friendships.userHigh} else ${friendships.userLow} end`.as(
        'friend_id',
      ),
    })
    .from(friendships)
    .where(or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId)));
}

/** `userId`'s friends by name; with `mutualWith`, only those who are also friends of that person. */
export async function friendsOf(
  db: Database,
  userId: string,
  mutualWith: string | null,
): Promise<PublicUser[]> {
  const theirs = friendIdsOf(db, userId);
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.id, theirs),
        mutualWith === null ? undefined : inArray(users.id, friendIdsOf(db, mutualWith)),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map(toPublicUser);
}

/** People who asked `userId` (`in`) or whom `userId` asked (`out`), newest request first. */
export async function requestsOf(
  db: Database,
  userId: string,
  direction: 'in' | 'out',
): Promise<PublicUser[]> {
  const [mine, theirs] =
    direction === 'in'
      ? [friendRequests.receiverId, friendRequests.senderId]
      : [friendRequests.senderId, friendRequests.receiverId];
  const rows = await db
    .select({ user: users })
    .from(friendRequests)
    .innerJoin(users, eq(users.id, theirs))
    .where(eq(mine, userId))
    .orderBy(desc(friendRequests.createdAt), asc(users.id));
  return rows.map((r) => toPublicUser(r.user));
}
