/**
 * Where a person stands in an organization, and the guard every call goes through: the caller's
 * level must grant the call's permission in shared-api's `ORG_PERMISSION_TABLE`.
 */
import { and, eq } from 'drizzle-orm';
import {
  ORG_OUTSIDER_REFUSAL,
  ORG_PERMISSION_REFUSALS,
  orgLevelAllows,
  type OrgPermission,
  type OrganizationLevel,
  type OrganizationPrivilege,
} from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import {
  organizationMembers,
  organizations,
  type OrganizationMemberRow,
  type OrganizationRow,
} from '../db/schema-organizations';
import { isUuid } from '../db/uuid';
import { forbidden, notFound } from '../http/api-error';

export const NO_ORGANIZATION = 'No such organization';

/** 404 for an unknown (or malformed) id; the organization's row otherwise. */
export async function findOrganization(db: Database, id: string): Promise<OrganizationRow> {
  if (!isUuid(id)) throw notFound(NO_ORGANIZATION);
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  if (!row) throw notFound(NO_ORGANIZATION);
  return row;
}

/** 404 for someone who has no account (or a malformed id). */
export async function assertPersonExists(db: Database, userId: string): Promise<void> {
  if (!isUuid(userId)) throw notFound('No such person');
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('No such person');
}

/**
 * The person's row in the organization, if any. `lock` takes the row for update, so actions on
 * one person's standing (two admins answering one request) run one after the other.
 */
export async function memberRow(
  db: Database,
  organizationId: string,
  userId: string,
  { lock = false } = {},
): Promise<OrganizationMemberRow | undefined> {
  // A malformed id names no row (the uuid columns would refuse it with a database error).
  if (!isUuid(organizationId) || !isUuid(userId)) return undefined;
  const query = db
    .select()
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** What a row shows as `privilege`: the level, `pending` for a request, null for an invitation. */
export function privilegeOf(row: OrganizationMemberRow | undefined): OrganizationPrivilege | null {
  if (!row) return null;
  if (row.level) return row.level;
  return row.requestedAt ? 'pending' : null;
}

/**
 * 404 for an unknown organization; 403 for anyone who is not a member, and the level's refusal
 * for a member whose level lacks `permission`. Answers the caller's level.
 */
export async function assertOrgPermission(
  db: Database,
  organizationId: string,
  userId: string,
  permission: OrgPermission,
): Promise<OrganizationLevel> {
  await findOrganization(db, organizationId);
  const level = (await memberRow(db, organizationId, userId))?.level;
  if (!level) throw forbidden(ORG_OUTSIDER_REFUSAL);
  if (!orgLevelAllows(level, permission)) throw forbidden(ORG_PERMISSION_REFUSALS[permission]);
  return level;
}
