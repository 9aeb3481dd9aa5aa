/**
 * What admins and the owner do to someone else's standing: answer requests, invite and cancel
 * invitations, remove, make and remove admins, hand over ownership. Each runs in one transaction
 * that first locks the person's row (`memberRow(..., { lock })`), so two admins acting on one
 * person at once act one after the other: the second sees what the first did.
 */
import { and, eq } from 'drizzle-orm';
import {
  ORG_PERMISSION_REFUSALS,
  canRemove,
  type OrgPermission,
  type OrganizationInvitedLevel,
  type OrganizationMember,
} from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { organizationMembers, type OrganizationMemberRow } from '../db/schema-organizations';
import { conflict, forbidden, invalidField, notFound } from '../http/api-error';
import { notify } from '../social/notifications';
import { assertOrgPermission, assertPersonExists, memberRow } from './organization-standing';
import { acceptInvitationRow, rowOf } from './own-membership';
import { toMember } from './organization-view';

/** TEST ONLY seams for the race test's control run, which must be able to show the race. */
export interface MemberActionSeams {
  /** Reads the person's row; the control run passes one that locks nothing. */
  readRow?: typeof memberRow;
  /** Runs between reading the row and writing it, to widen the window. */
  afterRead?: () => Promise<void>;
}

interface Target {
  organizationId: string;
  userId: string;
}

async function memberView(tx: Database, { organizationId, userId }: Target) {
  const row = await memberRow(tx, organizationId, userId);
  if (!row) return null;
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  return user ? toMember(row, user) : null;
}

/** The guard, the person's existence and their locked row, then `act` in the same transaction. */
async function onPerson(
  db: Database,
  me: string,
  target: Target,
  permission: OrgPermission,
  act: (tx: Database, row: OrganizationMemberRow | undefined, myLevel: string) => Promise<void>,
  seams: MemberActionSeams = {},
): Promise<{ member: OrganizationMember | null }> {
  const myLevel = await assertOrgPermission(db, target.organizationId, me, permission);
  await assertPersonExists(db, target.userId);
  return db.transaction(async (tx) => {
    const row = await (seams.readRow ?? memberRow)(tx, target.organizationId, target.userId, {
      lock: true,
    });
    await seams.afterRead?.();
    await act(tx, row, myLevel);
    return { member: await memberView(tx, target) };
  });
}

export function acceptJoinRequest(
  db: Database,
  me: string,
  target: Target,
  now: Date,
  seams?: MemberActionSeams,
) {
  return onPerson(
    db,
    me,
    target,
    'manage_requests',
    async (tx, row) => {
      if (row?.level) return; // already accepted (by another admin, or a repeat)
      if (!row?.requestedAt) throw notFound('This person has not asked to join');
      await tx
        .update(organizationMembers)
        .set({ level: 'member', requestedAt: null, joinedAt: now })
        .where(rowOf(target.organizationId, target.userId));
      await notify(tx, {
        userId: target.userId,
        kind: 'organization_request_accepted',
        actorId: me,
        organizationId: target.organizationId,
      });
    },
    seams,
  );
}

export function rejectJoinRequest(db: Database, me: string, target: Target) {
  return onPerson(db, me, target, 'manage_requests', async (tx, row) => {
    if (!row?.requestedAt) throw notFound('This person has not asked to join');
    await tx.delete(organizationMembers).where(rowOf(target.organizationId, target.userId));
  });
}

/**
 * Invites someone at `level` (member unless the owner asks for admin). Someone who already asked
 * is accepted instead; a member is a 409; a repeat changes the level offered.
 */
export function inviteToOrganization(
  db: Database,
  me: string,
  target: Target & { privilege?: OrganizationInvitedLevel },
  now: Date,
) {
  const level = target.privilege ?? 'member';
  return onPerson(db, me, target, 'invite', async (tx, row, myLevel) => {
    if (level === 'admin' && myLevel !== 'owner') {
      throw forbidden(ORG_PERMISSION_REFUSALS.manage_admins);
    }
    if (row?.level) throw conflict('This person is already a member');
    if (row?.requestedAt) {
      await acceptInvitationRow(tx, target.organizationId, target.userId, level, now);
      await notify(tx, {
        userId: target.userId,
        kind: 'organization_request_accepted',
        actorId: me,
        organizationId: target.organizationId,
      });
      return;
    }
    await tx
      .insert(organizationMembers)
      .values({
        organizationId: target.organizationId,
        userId: target.userId,
        invitedLevel: level,
        invitedBy: me,
        invitedAt: now,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [organizationMembers.organizationId, organizationMembers.userId],
        set: { invitedLevel: level, invitedBy: me, invitedAt: now },
      });
    if (!row) {
      await notify(tx, {
        userId: target.userId,
        kind: 'organization_invitation',
        actorId: me,
        organizationId: target.organizationId,
      });
    }
  });
}

/** An admin cancels an invitation; the invited person may decline their own (no level needed). */
export async function cancelInvitation(db: Database, me: string, target: Target) {
  const decline = async (tx: Database, row: OrganizationMemberRow | undefined) => {
    if (!row?.invitedLevel) throw notFound('No invitation waits for this person');
    await tx.delete(organizationMembers).where(rowOf(target.organizationId, target.userId));
  };
  if (target.userId !== me) return onPerson(db, me, target, 'invite', decline);
  return db.transaction(async (tx) => {
    await decline(tx, await memberRow(tx, target.organizationId, me, { lock: true }));
    return { member: null };
  });
}

export function removeMember(db: Database, me: string, target: Target) {
  if (target.userId === me) {
    throw invalidField('userId', 'To leave an organization, use leave');
  }
  return onPerson(db, me, target, 'remove_members', async (tx, row, myLevel) => {
    if (!row?.level) throw notFound('This person is not a member');
    if (!canRemove(myLevel as 'owner' | 'admin', row.level)) {
      throw forbidden('Admins can remove members only, not other admins or the owner');
    }
    await tx.delete(organizationMembers).where(rowOf(target.organizationId, target.userId));
    await notify(tx, {
      userId: target.userId,
      kind: 'organization_removed',
      actorId: me,
      organizationId: target.organizationId,
    });
  });
}

export function setAdmin(db: Database, me: string, target: Target, admin: boolean) {
  return onPerson(db, me, target, 'manage_admins', async (tx, row) => {
    if (!row?.level) throw notFound('This person is not a member');
    if (row.level === 'owner') throw conflict('The owner is above admins');
    await tx
      .update(organizationMembers)
      .set({ level: admin ? 'admin' : 'member' })
      .where(rowOf(target.organizationId, target.userId));
  });
}

/** The owner hands over to a member; they stay on as an admin. */
export function transferOwnership(db: Database, me: string, target: Target) {
  if (target.userId === me) throw invalidField('userId', 'You already own this organization');
  return onPerson(db, me, target, 'transfer_ownership', async (tx, row) => {
    if (!row?.level) throw notFound('This person is not a member');
    // Hand-overs at once queue on the owner's row: after the first, the caller owns nothing.
    const mine = await memberRow(tx, target.organizationId, me, { lock: true });
    if (mine?.level !== 'owner') throw conflict('You no longer own this organization');
    // The old owner steps down first: one owner per organization (unique index).
    await tx
      .update(organizationMembers)
      .set({ level: 'admin' })
      .where(and(rowOf(target.organizationId, me), eq(organizationMembers.level, 'owner')));
    await tx
      .update(organizationMembers)
      .set({ level: 'owner' })
      .where(rowOf(target.organizationId, target.userId));
  });
}
