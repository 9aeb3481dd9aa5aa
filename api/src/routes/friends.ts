/**
 * /v2/friends/…, /v2/users/friends and /v2/users/notifications…: friends, what happened, and which
 * of it the caller has read.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import {
  acceptFriendRequest,
  cancelFriendRequest,
  rejectFriendRequest,
  removeFriend,
  sendFriendRequest,
} from '../social/friend-actions';
import { friendsOf, requestsOf } from '../social/friend-lists';
import { assertUserExists, friendStatus } from '../social/friend-pairs';
import {
  notificationPage,
  notificationPreferencesOf,
  setNotificationPreferences,
} from '../social/notifications';
import { markNotificationsRead, unreadNotificationCount } from '../social/notification-reads';
import type { Clock } from '../time/clock';

export interface FriendRoutesOptions {
  db: Database;
  clock: Clock;
}

export const friendRoutes: FastifyPluginAsync<FriendRoutesOptions> = async (app, { db, clock }) => {
  const me = (request: Parameters<typeof callerUser>[0]) => callerUser(request).id;

  serve(app, 'POST /friends/requests', async (request) => ({
    status: await sendFriendRequest(db, me(request), request.body.receiverUserId),
  }));
  serve(app, 'GET /friends/requests/in', async (request) => ({
    users: await requestsOf(db, me(request), 'in'),
  }));
  serve(app, 'GET /friends/requests/out', async (request) => ({
    users: await requestsOf(db, me(request), 'out'),
  }));
  serve(app, 'PATCH /friends/requests/accept', async (request) => ({
    status: await acceptFriendRequest(db, me(request), request.body.senderUserId),
  }));
  serve(app, 'DELETE /friends/requests/reject', async (request) => ({
    status: await rejectFriendRequest(db, me(request), request.query.senderUserId),
  }));
  serve(app, 'DELETE /friends/requests/cancel', async (request) => ({
    status: await cancelFriendRequest(db, me(request), request.query.receiverUserId),
  }));
  serve(app, 'DELETE /friends/', async (request) => ({
    status: await removeFriend(db, me(request), request.query.receiverUserId),
  }));
  serve(app, 'GET /friends/status', async (request) => {
    await assertUserExists(db, request.query.userId);
    return { status: await friendStatus(db, me(request), request.query.userId) };
  });

  serve(app, 'GET /users/friends', async (request) => {
    const { userId, mutualOnly = false } = request.query;
    // Someone's friends are public (their profile lists them); one's own list and the mutual
    // filter need to know who is asking.
    const caller = userId === undefined || mutualOnly ? me(request) : null;
    const whose = userId ?? me(request);
    if (userId !== undefined) await assertUserExists(db, userId);
    return { friends: await friendsOf(db, whose, mutualOnly ? caller : null) };
  });

  serve(app, 'GET /users/notifications', async (request) => ({
    ...(await notificationPage(db, me(request), request.query, clock())),
  }));
  serve(app, 'GET /users/notifications/unread', async (request) => ({
    unreadCount: await unreadNotificationCount(db, me(request)),
  }));
  serve(app, 'POST /users/notifications/read', async (request) => {
    // The schema's pattern keeps the id within a safe integer (at most 15 digits).
    const upToId = request.body.upToId === undefined ? null : Number(request.body.upToId);
    return { unreadCount: await markNotificationsRead(db, me(request), upToId, clock()) };
  });
  serve(app, 'GET /users/notifications/preferences', async (request) => ({
    preferences: await notificationPreferencesOf(db, me(request)),
  }));
  serve(app, 'PATCH /users/notifications/preferences', async (request) => ({
    preferences: await setNotificationPreferences(db, me(request), request.body, clock()),
  }));
};
