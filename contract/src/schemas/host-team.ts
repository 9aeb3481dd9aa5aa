/**
 * What an event's organizers do beyond the door: look up one guest (`POST /events/hosts/user-context`),
 * text the guests (`POST /events/hosts/text-blast`, `GET /events/hosts/text-blasts`), and what the
 * caller's own level lets them do (on the dashboard's answer).
 */
import { Type, type Static } from 'typebox';
import { COHOST_PRIVILEGES, GUEST_STATUSES, HOST_PERMISSIONS } from '../enums';
import { TEXT_BLAST_LIMITS } from '../limits';
import { BoundedText, Id, Nullable } from './common';
import { PublicUserSchema } from './user';

/** The caller's place among the organizers and what it allows (`HOST_PERMISSION_TABLE`). */
export const HostAccessSchema = Type.Object({
  level: Type.Union([Type.Literal('host'), Type.Enum(COHOST_PRIVILEGES)]),
  permissions: Type.Array(Type.Enum(HOST_PERMISSIONS)),
});
export type HostAccess = Static<typeof HostAccessSchema>;

export const UserContextInputSchema = Type.Object(
  { eventId: Id, userId: Id },
  { additionalProperties: false },
);
export type UserContextInput = Static<typeof UserContextInputSchema>;

/**
 * One guest as an organizer may see them: no phone number (guests have no way to share it with
 * hosts, so it is never shown here), nothing from their profile beyond name and photo.
 */
export const UserContextSchema = Type.Object({
  person: PublicUserSchema,
  /** Their passes for this event, in the order they got them. */
  tickets: Type.Array(
    Type.Object({
      passId: Type.String(),
      ticketTypeName: Type.String(),
      status: Type.Enum(GUEST_STATUSES),
      checkedInAt: Nullable(Type.Integer()),
    }),
  ),
  /** Whether any of their passes for this event is checked in. */
  checkedIn: Type.Boolean(),
  /** How many events hosted by this event's host they were checked in at (this one included). */
  eventsAttended: Type.Integer(),
});
export type UserContext = Static<typeof UserContextSchema>;

export const TextBlastInputSchema = Type.Object(
  {
    eventId: Id,
    message: BoundedText(TEXT_BLAST_LIMITS.messageMaxLength, { notBlank: true }),
    /** The guests to text, by their status on the guest list; a person is texted once. */
    statuses: Type.Array(Type.Enum(GUEST_STATUSES), {
      minItems: 1,
      maxItems: GUEST_STATUSES.length,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
export type TextBlastInput = Static<typeof TextBlastInputSchema>;

/** How the texts of one blast stand. */
export const TextBlastCountsSchema = Type.Object({
  recipients: Type.Integer(),
  sent: Type.Integer(),
  /** Waiting for 8 a.m. in the recipient's time zone. */
  queued: Type.Integer(),
  /** Not sent: the number texted STOP. */
  optedOut: Type.Integer(),
  failed: Type.Integer(),
});
export type TextBlastCounts = Static<typeof TextBlastCountsSchema>;

export const TextBlastSchema = Type.Object({
  id: Type.String(),
  message: Type.String(),
  statuses: Type.Array(Type.Enum(GUEST_STATUSES)),
  sentBy: PublicUserSchema,
  createdAt: Type.Integer(),
  counts: TextBlastCountsSchema,
});
export type TextBlast = Static<typeof TextBlastSchema>;

export const TextBlastHistorySchema = Type.Object({
  /** Newest first. */
  blasts: Type.Array(TextBlastSchema),
  /** How many people each status would text now (a person in two statuses counts in both). */
  audience: Type.Record(Type.String(), Type.Integer()),
  /** Blasts this event may still send in the current hour. */
  remainingThisHour: Type.Integer(),
});
export type TextBlastHistory = Static<typeof TextBlastHistorySchema>;
