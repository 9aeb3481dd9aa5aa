/** Organizations (clubs): what lists, search and the organization page show (SPEC section 3). */
import { Type, type Static } from 'typebox';
import {
  EVENT_LISTING_STATES,
  ORGANIZATION_ACCESS,
  ORGANIZATION_INVITED_LEVELS,
  ORGANIZATION_PRIVILEGES,
} from '../enums';
import { ORGANIZATION_LIMITS } from '../limits';
import { BoundedText, Id, ImageRefSchema, Nullable } from './common';
import { PublicUserSchema } from './user';

export const OrganizationSummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  image: Nullable(ImageRefSchema),
  isVerified: Type.Boolean(),
  /** Friends of the caller who are members; null for anonymous callers. */
  numFriends: Nullable(Type.Integer()),
});
export type OrganizationSummary = Static<typeof OrganizationSummarySchema>;

export const OrganizationSettingsSchema = Type.Object(
  { access: Type.Enum(ORGANIZATION_ACCESS) },
  { additionalProperties: false },
);
export type OrganizationSettings = Static<typeof OrganizationSettingsSchema>;

export const OrganizationPrivilegeSchema = Type.Enum(ORGANIZATION_PRIVILEGES);
export const OrganizationInvitedLevelSchema = Type.Enum(ORGANIZATION_INVITED_LEVELS);

export const OrganizationSchema = Type.Object({
  ...OrganizationSummarySchema.properties,
  description: Type.String(),
  numMembers: Type.Integer(),
  settings: OrganizationSettingsSchema,
  /** The caller's level, `pending` while their request waits; null when neither. */
  currentPrivilege: Nullable(OrganizationPrivilegeSchema),
  /** The level an invitation waiting for the caller offers; null when none waits. */
  invitedPrivilege: Nullable(OrganizationInvitedLevelSchema),
  createdAt: Type.Integer(),
});
export type Organization = Static<typeof OrganizationSchema>;

/**
 * Where a person stands in an organization: their level (`pending` while their request waits),
 * and the level an invitation waiting for them offers; each null when there is none.
 */
const StandingFields = {
  privilege: Nullable(OrganizationPrivilegeSchema),
  invitedPrivilege: Nullable(OrganizationInvitedLevelSchema),
};

/** The caller's one row in an organization (member, request or invitation). */
export const UserOrganizationMappingSchema = Type.Object({
  organizationId: Type.String(),
  userId: Type.String(),
  ...StandingFields,
});
export type UserOrganizationMapping = Static<typeof UserOrganizationMappingSchema>;

/** An organization and where the caller stands in it: what every action on oneself answers. */
export const OrganizationStateSchema = Type.Object({
  organization: OrganizationSchema,
  userOrganizationMapping: Nullable(UserOrganizationMappingSchema),
});
export type OrganizationState = Static<typeof OrganizationStateSchema>;

/** A person in an organization's lists: a member, a request waiting or an invitation. */
export const OrganizationMemberSchema = Type.Object({
  user: PublicUserSchema,
  ...StandingFields,
  /** When they joined, asked or were invited. */
  since: Type.Integer(),
});
export type OrganizationMember = Static<typeof OrganizationMemberSchema>;

export const OrganizationMemberListSchema = Type.Object({
  members: Type.Array(OrganizationMemberSchema),
});
export type OrganizationMemberList = Static<typeof OrganizationMemberListSchema>;

/** What an admin's action on one person answers: that person now, null once they are out. */
export const OrganizationMemberResultSchema = Type.Object({
  member: Nullable(OrganizationMemberSchema),
});

const Name = BoundedText(ORGANIZATION_LIMITS.nameMaxLength, { notBlank: true });
const Description = Type.String({ maxLength: ORGANIZATION_LIMITS.descriptionMaxLength });

export const OrganizationInputSchema = Type.Object(
  {
    name: Name,
    description: Type.Optional(Description),
    image: Type.Optional(Nullable(ImageRefSchema)),
    settings: Type.Optional(OrganizationSettingsSchema),
  },
  { additionalProperties: false },
);
export type OrganizationInput = Static<typeof OrganizationInputSchema>;

/** A change: the organization, and any of the input's fields. */
export const OrganizationPatchSchema = Type.Object(
  { organizationId: Id, ...Type.Partial(OrganizationInputSchema).properties },
  { additionalProperties: false },
);
export type OrganizationPatch = Static<typeof OrganizationPatchSchema>;

export const OrganizationIdBody = Type.Object(
  { organizationId: Id },
  { additionalProperties: false },
);
export const OrganizationIdQuery = Type.Object({ organizationId: Id });
export const OrganizationMemberBody = Type.Object(
  { organizationId: Id, userId: Id },
  { additionalProperties: false },
);
export const OrganizationMemberQuery = Type.Object({ organizationId: Id, userId: Id });

export const OrganizationInvitationInputSchema = Type.Object(
  {
    organizationId: Id,
    userId: Id,
    /** Member by default; only the owner may invite an admin. */
    privilege: Type.Optional(OrganizationInvitedLevelSchema),
  },
  { additionalProperties: false },
);
export type OrganizationInvitationInput = Static<typeof OrganizationInvitationInputSchema>;

/** A host's invitation of an organization to an event: its members are told and see the event. */
export const EventOrganizationInvitationSchema = Type.Object({
  eventId: Type.String(),
  organizationId: Type.String(),
  createdAt: Type.Integer(),
});
export type EventOrganizationInvitation = Static<typeof EventOrganizationInvitationSchema>;

/** An event and one organization: both ids, as a request body (the event's hosts, or its admins). */
export const EventOrganizationBody = Type.Object(
  { eventId: Id, organizationId: Id },
  { additionalProperties: false },
);
export const EventOrganizationQuery = Type.Object({ eventId: Id, organizationId: Id });

/**
 * Where an event stands with one organization: a member's request to list it waiting for an admin
 * (`pending`), declined, or `listed`. Names are included so neither side needs a second call.
 */
export const EventListingSchema = Type.Object({
  eventId: Type.String(),
  eventName: Type.String(),
  /** The event's start, epoch seconds. */
  eventStartTime: Type.Integer(),
  organizationId: Type.String(),
  organizationName: Type.String(),
  /** Who asked (or listed it); null once their account is gone. */
  requestedBy: Nullable(Type.Object({ id: Type.String(), displayName: Type.String() })),
  state: Type.Enum(EVENT_LISTING_STATES),
  createdAt: Type.Integer(),
  /** When an admin declined it; null otherwise. */
  answeredAt: Nullable(Type.Integer()),
});
export type EventListing = Static<typeof EventListingSchema>;
