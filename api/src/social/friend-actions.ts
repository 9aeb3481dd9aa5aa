/**
 * The friend state machine (SPEC section 4): none → requested/received → friends → none.
 * Every change runs in one transaction holding the pair's lock (see `lockPair`); the friendship's
 * primary key on the canonical pair is the backstop that keeps it to one row whatever happens.
 */
import { sql } from 'drizzle-orm';
import type { FriendStatus } from 'contract';
import type { Database } from '../db/database';
import { friendRequests, friendships } from '../db/schema-social';
import { invalidField, notFound } from '../http/api-error';
import {
  assertUserExists,
  canonicalPair,
  friendshipOf,
  friendStatus,
  lockPair,
  requestFrom,
} from './friend-pairs';
import { notify } from './notifications';
import { isUuid } from '../db/uuid';

/** TEST ONLY seams for the race test's control run, which must be able to show the race. */
export interface FriendActionSeams {
  /** The pair lock; the control run passes one that locks nothing. */
  lockPair?: typeof lockPair;
  /** Runs between reading the pair's state and writing it, to widen the window. */
  afterRead?: () => Promise<void>;
}

/**
 * `me` asks `other`. Asking again changes nothing; asking someone who already asked `me` accepts
 * their request; asking a friend answers `friends`.
 */
export async function sendFriendRequest(
  db: Database,
  me: string,
  other: string,
  seams: FriendActionSeams = {},
): Promise<FriendStatus> {
  if (me === other) {
    throw invalidField('receiverUserId', 'You cannot send a friend request to yourself');
  }
  await assertUserExists(db, other);
  return db.transaction(async (tx) => {
    await (seams.lockPair ?? lockPair)(tx, me, other);
    const status = await friendStatus(tx, me, other);
    await seams.afterRead?.();
    if (status === 'friends' || status === 'requested') return status;
    if (status === 'received') return befriend(tx, { accepter: me, sender: other });
    await tx.insert(friendRequests).values({ senderId: me, receiverId: other });
    await notify(tx, { userId: other, kind: 'friend_request', actorId: me });
    return 'requested';
  });
}

/** `me` accepts the request `sender` sent; a repeat after it was accepted answers `friends`. */
export async function acceptFriendRequest(
  db: Database,
  me: string,
  sender: string,
): Promise<FriendStatus> {
  await assertUserExists(db, sender);
  return db.transaction(async (tx) => {
    await lockPair(tx, me, sender);
    const status = await friendStatus(tx, me, sender);
    if (status === 'friends') return status;
    if (status !== 'received') throw notFound('This person has not sent you a friend request');
    return befriend(tx, { accepter: me, sender });
  });
}

async function befriend(
  tx: Database,
  { accepter, sender }: { accepter: string; sender: string },
): Promise<FriendStatus> {
  await tx.delete(friendRequests).where(requestFrom(sender, accepter));
  await tx.insert(friendships).values(canonicalPair(accepter, sender)).onConflictDoNothing();
  await notify(tx, { userId: sender, kind: 'friend_accepted', actorId: accepter });
  return 'friends';
}

/** `me` dismisses the request `sender` sent. */
export async function rejectFriendRequest(db: Database, me: string, sender: string) {
  return deleteOne(
    db,
    friendRequests,
    sender,
    requestFrom(sender, me),
    'This person has not sent you a friend request',
  );
}

/** `me` takes back the request sent to `receiver`. */
export async function cancelFriendRequest(db: Database, me: string, receiver: string) {
  return deleteOne(
    db,
    friendRequests,
    receiver,
    requestFrom(me, receiver),
    'You have not sent this person a friend request',
  );
}

/** `me` and `other` stop being friends. */
export async function removeFriend(db: Database, me: string, other: string) {
  return deleteOne(
    db,
    friendships,
    other,
    friendshipOf(me, other),
    'You are not friends with this person',
  );
}

async function deleteOne(
  db: Database,
  table: typeof friendRequests | typeof friendships,
  other: string,
  where: ReturnType<typeof requestFrom>,
  missing: string,
): Promise<FriendStatus> {
  // The other person's id comes from the request: one that is not a uuid names no one (and would
  // fail PostgreSQL's uuid cast as a 500).
  if (!isUuid(other)) throw notFound(missing);
  const deleted = await db
    .delete(table)
    .where(where)
    .returning({ one: sql<number>`1` });
  if (deleted.length === 0) throw notFound(missing);
  return 'none';
}
