/**
 * What a person does with their own standing: join (or ask to), take the request back, accept an
 * invitation, leave. Each runs in one transaction holding the person's row.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { OrganizationInvitedLevel, OrganizationState } from 'contract';
import type { Database } from '../db/database';
import {
  organizationMembers,
  type OrganizationMemberRow,
  type OrganizationRow,
} from '../db/schema-organizations';
import { conflict, forbidden, notFound } from '../http/api-error';
import { findOrganization, memberRow } from './organization-standing';
import { organizationState } from './organization-view';

export const CLOSED_REFUSAL = 'This organization is closed: members join by invitation';
export const OWNER_CANNOT_LEAVE = 'Owners cannot leave: hand the organization over first';

export const rowOf = (organizationId: string, userId: string) =>
  and(
    eq(organizationMembers.organizationId, organizationId),
    eq(organizationMembers.userId, userId),
  );

/** Turns an invitation row into a member at the level it offered. */
export async function acceptInvitationRow(
  tx: Database,
  organizationId: string,
  userId: string,
  level: OrganizationInvitedLevel,
  now: Date,
): Promise<void> {
  await tx
    .update(organizationMembers)
    .set({ level, invitedLevel: null, requestedAt: null, joinedAt: now })
    .where(rowOf(organizationId, userId));
}

/**
 * The caller's own standing changed by `change`, in one transaction holding their member row (or
 * none yet); answers where they stand after it.
 */
async function changeOwnStanding(
  db: Database,
  me: string,
  organizationId: string,
  change: (
    tx: Database,
    row: OrganizationMemberRow | undefined,
    organization: OrganizationRow,
  ) => Promise<void>,
): Promise<OrganizationState> {
  const organization = await findOrganization(db, organizationId);
  await db.transaction(async (tx) =>
    change(tx, await memberRow(tx, organizationId, me, { lock: true }), organization),
  );
  return organizationState(db, organization, me);
}

/**
 * Open: a member at once. Request: a request waits for an admin. Closed: refused. An invitation
 * waiting is accepted instead; a member or a waiting request stays as it is.
 */
export async function joinOrganization(
  db: Database,
  me: string,
  organizationId: string,
  now: Date,
): Promise<OrganizationState> {
  return changeOwnStanding(db, me, organizationId, async (tx, row, organization) => {
    if (row?.level || row?.requestedAt) return;
    if (row?.invitedLevel) {
      await acceptInvitationRow(tx, organizationId, me, row.invitedLevel, now);
      return;
    }
    if (organization.access === 'closed') throw forbidden(CLOSED_REFUSAL);
    const open = organization.access === 'open';
    await tx
      .insert(organizationMembers)
      .values({
        organizationId,
        userId: me,
        level: open ? 'member' : null,
        requestedAt: open ? null : now,
        joinedAt: open ? now : null,
        createdAt: now,
      })
      .onConflictDoNothing();
  });
}

export async function cancelJoinRequest(
  db: Database,
  me: string,
  organizationId: string,
): Promise<OrganizationState> {
  const organization = await findOrganization(db, organizationId);
  const deleted = await db
    .delete(organizationMembers)
    .where(and(rowOf(organizationId, me), isNotNull(organizationMembers.requestedAt)))
    .returning();
  if (deleted.length === 0) throw notFound('You have not asked to join this organization');
  return organizationState(db, organization, me);
}

export async function acceptInvitation(
  db: Database,
  me: string,
  organizationId: string,
  now: Date,
): Promise<OrganizationState> {
  return changeOwnStanding(db, me, organizationId, async (tx, row) => {
    if (row?.level) return;
    if (!row?.invitedLevel) throw notFound('No invitation to this organization waits for you');
    await acceptInvitationRow(tx, organizationId, me, row.invitedLevel, now);
  });
}

export async function leaveOrganization(
  db: Database,
  me: string,
  organizationId: string,
): Promise<OrganizationState> {
  return changeOwnStanding(db, me, organizationId, async (tx, row) => {
    if (!row?.level) throw notFound('You are not a member of this organization');
    if (row.level === 'owner') throw conflict(OWNER_CANNOT_LEAVE);
    await tx.delete(organizationMembers).where(rowOf(organizationId, me));
  });
}
