/** Friends and notifications: requests between two people, friendships, and what happened to whom. */
import { Type, type Static } from 'typebox';
import { FRIEND_STATUSES, NOTIFICATION_KINDS, NOTIFICATION_TOPICS } from '../enums';
import { PAGE_LIMITS } from '../limits';
import { Id, Nullable, PaginationSchema } from './common';
import { PublicUserSchema } from './user';

export const FriendStatusSchema = Type.Enum(FRIEND_STATUSES);

/** What every friend action answers: where the caller now stands with that person. */
export const FriendStateSchema = Type.Object({ status: FriendStatusSchema });
export type FriendState = Static<typeof FriendStateSchema>;

export const UserListSchema = Type.Object({ users: Type.Array(PublicUserSchema) });

export const FriendsQuerySchema = Type.Object({
  /** Whose friends; the caller's own when absent (then a token is needed). */
  userId: Type.Optional(Id),
  /** Only the people who are friends of both the caller and `userId` (needs a token). */
  mutualOnly: Type.Optional(Type.Boolean()),
});

export const NotificationSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(NOTIFICATION_KINDS),
  createdAt: Type.Integer(),
  /** The person who did it (sent the request, accepted it, invited), when there is one. */
  actor: Nullable(PublicUserSchema),
  /** The event it is about, when there is one. */
  event: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  /** The organization it is about, when there is one (the organization kinds). */
  organization: Type.Optional(Nullable(Type.Object({ id: Type.String(), name: Type.String() }))),
  /** The chat it is about (`chat_message`): where the notification leads. */
  chatId: Type.Optional(Nullable(Type.String())),
  /** The dispute it is about, when there is one (`dispute_opened`). */
  dispute: Type.Optional(Nullable(Type.Object({ id: Type.String() }))),
  /** Whether the person marked it read (`POST /users/notifications/read`) when the page was read. */
  read: Type.Optional(Type.Boolean()),
});
export type Notification = Static<typeof NotificationSchema>;

export const NotificationsQuerySchema = Type.Object({
  /** True (default): every notification. False: only those from the last 7 days. */
  past: Type.Optional(Type.Boolean()),
  continuationToken: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMITS.notificationsMax })),
});

export const NotificationPageSchema = Type.Object({
  notifications: Type.Array(NotificationSchema),
  pagination: PaginationSchema,
});
export type NotificationPage = Static<typeof NotificationPageSchema>;

/**
 * How many of the caller's notifications wait unread (written after what they last marked read),
 * counted up to `PAGE_LIMITS.notificationsMax`: the badge shows "99+" above 99, so it never needs
 * to count further.
 */
export const UnreadNotificationsSchema = Type.Object({
  unreadCount: Type.Integer({ minimum: 0, maximum: PAGE_LIMITS.notificationsMax }),
});
export type UnreadNotifications = Static<typeof UnreadNotificationsSchema>;

/**
 * What `POST /users/notifications/read` marks: `{}` every notification of the caller's at that
 * moment; `{ upToId }` (a notification's `id`, the newest the client showed) only those up to it,
 * so one written after the list was shown stays unread.
 */
export const MarkNotificationsReadSchema = Type.Object(
  { upToId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,14}$' })) },
  { additionalProperties: false },
);
export type MarkNotificationsRead = Static<typeof MarkNotificationsReadSchema>;

/**
 * Which topics notify the caller (`NOTIFICATION_TOPIC_OF` maps each kind to its topic): every topic
 * on until turned off. A PATCH names only the topics it changes.
 */
export const NotificationPreferencesSchema = Type.Object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, Type.Boolean()])) as Record<
    (typeof NOTIFICATION_TOPICS)[number],
    ReturnType<typeof Type.Boolean>
  >,
  { additionalProperties: false },
);
export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;
