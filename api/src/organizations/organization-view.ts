/** Organization rows as the contract shows them, with the caller's standing and friends in it. */
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type {
  Organization,
  OrganizationMember,
  OrganizationState,
  OrganizationSummary,
  UserOrganizationMapping,
} from 'contract';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import {
  organizationMembers,
  type OrganizationMemberRow,
  type OrganizationRow,
} from '../db/schema-organizations';
import { friendIdsOf } from '../social/friend-lists';
import { toEpochSeconds } from '../time/epoch-seconds';
import { toPublicUser } from '../users/user-view';
import { memberRow, privilegeOf } from './organization-standing';

/** Members per organization, and how many of them are the caller's friends. */
async function counts(db: Database, ids: readonly string[], callerId: string | null) {
  if (ids.length === 0) return new Map<string, { members: number; friends: number }>();
  const friendCount = callerId
    ? sql<number>`count(*) filter (where ${organizationMembers.userId} in ${friendIdsOf(db, callerId)})`
    : sql<number>`0`;
  const rows = await db
    .select({
      id: organizationMembers.organizationId,
      members: count(),
      friends: friendCount.mapWith(Number),
    })
    .from(organizationMembers)
    .where(
      and(inArray(organizationMembers.organizationId, ids), isNotNull(organizationMembers.level)),
    )
    .groupBy(organizationMembers.organizationId);
  return new Map(rows.map((r) => [r.id, { members: Number(r.members), friends: r.friends }]));
}

async function callerRows(db: Database, ids: readonly string[], callerId: string | null) {
  if (!callerId || ids.length === 0) return new Map<string, OrganizationMemberRow>();
  const rows = await db
    .select()
    .from(organizationMembers)
    .where(
      and(
        inArray(organizationMembers.organizationId, ids),
        eq(organizationMembers.userId, callerId),
      ),
    );
  return new Map(rows.map((r) => [r.organizationId, r]));
}

export async function toOrganizations(
  db: Database,
  rows: readonly OrganizationRow[],
  callerId: string | null,
): Promise<Organization[]> {
  const ids = rows.map((r) => r.id);
  const [numbers, mine] = await Promise.all([
    counts(db, ids, callerId),
    callerRows(db, ids, callerId),
  ]);
  return rows.map((row) => {
    const own = mine.get(row.id);
    return {
      ...organizationSummary(row, callerId === null ? null : (numbers.get(row.id)?.friends ?? 0)),
      description: row.description,
      numMembers: numbers.get(row.id)?.members ?? 0,
      settings: { access: row.access },
      currentPrivilege: privilegeOf(own),
      invitedPrivilege: own?.invitedLevel ?? null,
      createdAt: toEpochSeconds(row.createdAt),
    };
  });
}

/**
 * What search lists of an organization, and the start of the full one (`toOrganizations`);
 * `numFriends` is null for a visitor.
 */
export function organizationSummary(
  row: OrganizationRow,
  numFriends: number | null,
): OrganizationSummary {
  return {
    id: row.id,
    name: row.name,
    image: row.image ?? null,
    isVerified: row.isVerified,
    numFriends,
  };
}

export function toMapping(row: OrganizationMemberRow | undefined): UserOrganizationMapping | null {
  if (!row) return null;
  return {
    organizationId: row.organizationId,
    userId: row.userId,
    privilege: privilegeOf(row),
    invitedPrivilege: row.invitedLevel ?? null,
  };
}

/** The organization and the caller's mapping, as every action on oneself answers. */
export async function organizationState(
  db: Database,
  row: OrganizationRow,
  callerId: string,
): Promise<OrganizationState> {
  const [organization] = await toOrganizations(db, [row], callerId);
  return {
    organization: organization as Organization,
    userOrganizationMapping: toMapping(await memberRow(db, row.id, callerId)),
  };
}

export function toMember(row: OrganizationMemberRow, user: UserRow): OrganizationMember {
  return {
    user: toPublicUser(user),
    privilege: privilegeOf(row),
    invitedPrivilege: row.invitedLevel ?? null,
    since: toEpochSeconds(row.joinedAt ?? row.requestedAt ?? row.invitedAt ?? row.createdAt),
  };
}
