/** Reading where two people stand, and the canonical order a friendship row is stored in. */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { FriendStatus } from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { friendRequests, friendships } from '../db/schema-social';
import { isUuid } from '../db/uuid';
import { notFound } from '../http/api-error';

/** The pair as a friendship row stores it: the smaller id first (a CHECK enforces it). */
export function canonicalPair(a: string, b: string): { userLow: string; userHigh: string } {
  return a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };
}

export function friendshipOf(a: string, b: string) {
  const { userLow, userHigh } = canonicalPair(a, b);
  return and(eq(friendships.userLow, userLow), eq(friendships.userHigh, userHigh));
}

export function requestFrom(senderId: string, receiverId: string) {
  return and(eq(friendRequests.senderId, senderId), eq(friendRequests.receiverId, receiverId));
}

/** 404 unless `userId` names a person. */
export async function assertUserExists(db: Database, userId: string): Promise<void> {
  if (!isUuid(userId)) throw notFound('No user with that id');
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('No user with that id');
}

/**
 * Locks both people's rows (in id order, so two transactions on one pair cannot deadlock) for the
 * rest of the transaction: every change to a pair's requests and friendship happens under it, so
 * two people asking each other at once are decided one after the other. NO KEY UPDATE leaves
 * other tables free to keep inserting rows that refer to these users.
 */
export async function lockPair(tx: Database, a: string, b: string): Promise<void> {
  const { userLow, userHigh } = canonicalPair(a, b);
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [userLow, userHigh]))
    .orderBy(users.id)
    .for('no key update');
}

/** Where `me` stands with `other`. */
export async function friendStatus(db: Database, me: string, other: string): Promise<FriendStatus> {
  if (me === other) return 'self';
  const [friends] = await db
    .select({ since: friendships.createdAt })
    .from(friendships)
    .where(friendshipOf(me, other));
  if (friends) return 'friends';
  const requests = await db
    .select({ senderId: friendRequests.senderId })
    .from(friendRequests)
    .where(or(requestFrom(me, other), requestFrom(other, me)));
  if (requests.some((r) => r.senderId === me)) return 'requested';
  if (requests.length > 0) return 'received';
  return 'none';
}
