/**
 * Organizations (clubs). Same conventions as `schema.ts`.
 *
 * One membership table, GitLab's `members` shape: a row per (organization, person) under its
 * primary key, holding either a level (owner, admin, member), a request to join waiting for an
 * admin (`requested_at`, no level yet) or an invitation waiting for the person (`invited_level`,
 * `invited_by`). So one person has at most one standing in an organization, and two admins
 * accepting one request at once cannot make two members: the second finds the row already a member.
 * A partial unique index keeps one owner per organization.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  jsonb,
} from 'drizzle-orm/pg-core';
import type {
  EventListingRequestStatus,
  OrganizationAccess,
  OrganizationInvitedLevel,
  OrganizationLevel,
} from 'contract';
import type { ImageRefColumn } from './schema';
import { organizationSearchDocument } from './search-documents';
import { createdAt, requiredRef, timestamps, ts, uuidKey } from './columns';
import { eventRef, optionalUserRef, userRef } from './references';

export const organizations = pgTable(
  'organizations',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: jsonb('image').$type<ImageRefColumn>(),
    /** Set by the platform, never by an organization's own members. */
    isVerified: boolean('is_verified').notNull().default(false),
    access: text('access').$type<OrganizationAccess>().notNull().default('request'),
    ...timestamps(),
  },
  (t) => [
    index('organizations_search_idx').using('gin', organizationSearchDocument(t)),
    check('organizations_access_check', sql`${t.access} in ('open', 'request', 'closed')`),
  ],
);

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: requiredRef('organization_id', () => organizations.id, 'cascade'),
    userId: userRef('user_id', 'cascade'),
    /** The level held; null while the row is only a request or an invitation. */
    level: text('level').$type<OrganizationLevel>(),
    /** Set while a request to join waits for an admin. */
    requestedAt: ts('requested_at'),
    /** The level an invitation waiting for the person offers. */
    invitedLevel: text('invited_level').$type<OrganizationInvitedLevel>(),
    invitedBy: optionalUserRef('invited_by', 'set null'),
    invitedAt: ts('invited_at'),
    /** When they became a member (or the row was last made so). */
    joinedAt: ts('joined_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('organization_members_user_idx').on(t.userId),
    uniqueIndex('organization_members_one_owner_idx')
      .on(t.organizationId)
      .where(sql`${t.level} = 'owner'`),
    check(
      'organization_members_level_check',
      sql`${t.level} is null or ${t.level} in ('owner', 'admin', 'member')`,
    ),
    check(
      'organization_members_invited_level_check',
      sql`${t.invitedLevel} is null or ${t.invitedLevel} in ('admin', 'member')`,
    ),
    // A row is exactly one of: a member, a request, an invitation.
    check(
      'organization_members_one_state',
      sql`(case when ${t.level} is not null then 1 else 0 end) + (case when ${t.requestedAt} is not null then 1 else 0 end) + (case when ${t.invitedLevel} is not null then 1 else 0 end) = 1`,
    ),
  ],
);

/** A host's invitation of an organization to an event: one per pair. */
export const eventOrganizationInvitations = pgTable(
  'event_organization_invitations',
  {
    eventId: eventRef('event_id', 'cascade'),
    organizationId: requiredRef('organization_id', () => organizations.id, 'cascade'),
    invitedBy: optionalUserRef('invited_by', 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.organizationId] }),
    index('event_organization_invitations_org_idx').on(t.organizationId),
  ],
);

/**
 * A host's request to list their event in an organization they are a plain member of: it waits
 * for an admin (`pending`), who lists the event (the row goes, a listing takes its place) or
 * declines it (`declined`, kept so the host sees the answer until they withdraw it). One per pair.
 */
export const eventOrganizationRequests = pgTable(
  'event_organization_requests',
  {
    eventId: eventRef('event_id', 'cascade'),
    organizationId: requiredRef('organization_id', () => organizations.id, 'cascade'),
    requestedBy: optionalUserRef('requested_by', 'set null'),
    status: text('status').$type<EventListingRequestStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: ts('answered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.organizationId] }),
    index('event_organization_requests_org_idx').on(t.organizationId, t.status),
    check('event_organization_requests_status_check', sql`${t.status} in ('pending', 'declined')`),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationMemberRow = typeof organizationMembers.$inferSelect;
export type EventOrganizationRequestRow = typeof eventOrganizationRequests.$inferSelect;
