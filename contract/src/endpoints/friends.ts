/**
 * /friends/… and the social /users/… calls: friend requests, friendships, where the caller stands
 * with someone, and the caller's notifications.
 *
 * Every friend action is idempotent and answers the caller's new status with that person: sending
 * a request twice leaves one request (`requested`); sending one to someone who already asked the
 * caller accepts theirs (`friends`). Acting on a request or friendship that does not exist is a 404.
 */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { Id } from '../schemas/common';
import { PublicUserSchema } from '../schemas/user';
import {
  FriendStateSchema,
  FriendsQuerySchema,
  MarkNotificationsReadSchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  NotificationsQuerySchema,
  UnreadNotificationsSchema,
  UserListSchema,
} from '../schemas/social';

const ReceiverBody = Type.Object({ receiverUserId: Id }, { additionalProperties: false });
const SenderBody = Type.Object({ senderUserId: Id }, { additionalProperties: false });

const requestList = (summary: string) =>
  endpoint({ access: 'user', summary, response: UserListSchema, errors: ['user_not_found'] });

export const friendEndpoints = {
  'POST /friends/requests': endpoint({
    access: 'user',
    summary:
      'Asks a person to be friends; accepts instead when they already asked the caller. Idempotent.',
    body: ReceiverBody,
    response: FriendStateSchema,
    errors: ['user_not_found', 'not_found'],
  }),
  'GET /friends/requests/in': requestList(
    'People who asked the caller to be friends, newest first.',
  ),
  'GET /friends/requests/out': requestList('People the caller asked to be friends, newest first.'),
  'PATCH /friends/requests/accept': endpoint({
    access: 'user',
    summary: "Accepts a person's friend request to the caller.",
    body: SenderBody,
    response: FriendStateSchema,
    errors: ['user_not_found', 'not_found'],
  }),
  'DELETE /friends/requests/reject': endpoint({
    access: 'user',
    summary: "Dismisses a person's friend request to the caller.",
    query: SenderBody,
    response: FriendStateSchema,
    errors: ['user_not_found', 'not_found'],
  }),
  'DELETE /friends/requests/cancel': endpoint({
    access: 'user',
    summary: 'Takes back a friend request the caller sent.',
    query: ReceiverBody,
    response: FriendStateSchema,
    errors: ['user_not_found', 'not_found'],
  }),
  'DELETE /friends/': endpoint({
    access: 'user',
    summary: 'Ends a friendship of the caller.',
    query: ReceiverBody,
    response: FriendStateSchema,
    errors: ['user_not_found', 'not_found'],
  }),
  'GET /friends/status': endpoint({
    access: 'user',
    summary: 'Where the caller stands with a person: none, requested, received, friends or self.',
    query: Type.Object({ userId: Id }),
    response: FriendStateSchema,
    errors: ['user_not_found', 'not_found'],
  }),
  'GET /users/friends': endpoint({
    access: 'optional',
    summary:
      "A person's friends (the caller's own without userId), by name; mutualOnly keeps the ones the caller shares.",
    query: FriendsQuerySchema,
    response: Type.Object({ friends: Type.Array(PublicUserSchema) }),
    errors: ['user_not_found', 'not_found'],
  }),
  'GET /users/notifications': endpoint({
    access: 'user',
    summary: "The caller's notifications, newest first, one page at a time.",
    query: NotificationsQuerySchema,
    response: NotificationPageSchema,
    errors: ['user_not_found'],
  }),
  'GET /users/notifications/unread': endpoint({
    access: 'user',
    summary:
      "How many of the caller's notifications wait unread (not yet marked read), counted up to 100: the nav badge.",
    response: UnreadNotificationsSchema,
    errors: ['user_not_found'],
  }),
  'POST /users/notifications/read': endpoint({
    access: 'user',
    summary:
      "Marks the caller's notifications read: all of them as they are now, or up to upToId (the newest the client showed). Idempotent; answers the count still unread.",
    body: MarkNotificationsReadSchema,
    response: UnreadNotificationsSchema,
    errors: ['user_not_found'],
  }),
  'GET /users/notifications/preferences': endpoint({
    access: 'user',
    summary:
      'Which topics notify the caller (friends, events, messages); all on until turned off. A topic turned off writes none of its notifications.',
    response: Type.Object({ preferences: NotificationPreferencesSchema }),
    errors: ['user_not_found'],
  }),
  'PATCH /users/notifications/preferences': endpoint({
    access: 'user',
    summary: "Turns the named topics on or off for the caller; answers all of the caller's topics.",
    body: Type.Partial(NotificationPreferencesSchema, {
      additionalProperties: false,
      minProperties: 1,
    }),
    response: Type.Object({ preferences: NotificationPreferencesSchema }),
    errors: ['user_not_found'],
  }),
} as const;
