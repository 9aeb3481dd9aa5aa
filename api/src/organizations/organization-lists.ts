/** The lists: an organization's members, requests and invitations; a person's organizations. */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Organization, OrganizationMember } from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { organizationMembers, organizations } from '../db/schema-organizations';
import { liveUser } from '../users/deleted-users';
import { toMember, toOrganizations } from './organization-view';

type Which = 'members' | 'requests' | 'invitations';

const ORDER = {
  // Owner, then admins, then members; by name within a level.
  members: [
    asc(sql`case ${organizationMembers.level} when 'owner' then 0 when 'admin' then 1 else 2 end`),
    asc(users.name),
    asc(users.id),
  ],
  requests: [asc(organizationMembers.requestedAt), asc(users.id)],
  invitations: [desc(organizationMembers.invitedAt), asc(users.id)],
} as const;

const WHERE = {
  members: isNotNull(organizationMembers.level),
  requests: isNotNull(organizationMembers.requestedAt),
  invitations: isNotNull(organizationMembers.invitedLevel),
} as const;

export async function peopleOf(
  db: Database,
  organizationId: string,
  which: Which,
): Promise<OrganizationMember[]> {
  const rows = await db
    .select({ member: organizationMembers, user: users })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, organizationId), WHERE[which], liveUser()))
    .orderBy(...ORDER[which]);
  return rows.map((r) => toMember(r.member, r.user));
}

/** Every organization the person is in, has asked to join or is invited to, by name. */
export async function organizationsOf(db: Database, userId: string): Promise<Organization[]> {
  const rows = await db
    .select({ organization: organizations })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizations.name), asc(organizations.id));
  return toOrganizations(
    db,
    rows.map((r) => r.organization),
    userId,
  );
}
