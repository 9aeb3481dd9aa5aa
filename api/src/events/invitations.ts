/**
 * Co-host invitations: an organizer invites a user; the invitee accepts (becoming an organizer)
 * or declines. Inviting again after a decline re-opens the invitation.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { eventOrganizers, events, users, type OrganizerStatus } from '../db/schema';
import { isUuid } from '../db/uuid';
import { conflict, notFound } from '../http/api-error';
import { notifications } from '../db/schema-social';
import { toPublicUser } from '../users/user-view';
import {
  DEFAULT_COHOST_PRIVILEGE,
  type CohostPrivilege,
  type PendingCohostInvitation,
  type PublicUser,
} from 'contract';
import { assertHostPermission } from './organizer-guard';
import { notify, withdrawNotifications } from '../social/notifications';

export interface Invitation {
  eventId: string;
  userId: string;
  status: OrganizerStatus;
  privilege: CohostPrivilege;
}

export const NOT_ORGANIZER_MESSAGE = 'Only the organizers of this event can invite co-hosts';

/** The person's row among the event's organizers (only while it has `status`, when given). */
const organizerRowOf = (eventId: string, userId: string, status?: OrganizerStatus) =>
  and(
    eq(eventOrganizers.eventId, eventId),
    eq(eventOrganizers.userId, userId),
    status ? eq(eventOrganizers.status, status) : undefined,
  );

/**
 * Invites a person to co-host at a level (default cohost). With `privilege`, a person already
 * invited or co-hosting keeps their status and gets the new level instead; without it, they are a
 * 409 as before. The host is never a co-host: inviting or re-levelling them is a 409.
 */
export async function inviteCohost(
  db: Database,
  {
    eventId,
    inviterId,
    inviteeId,
    privilege,
  }: { eventId: string; inviterId: string; inviteeId: string; privilege?: CohostPrivilege },
): Promise<Invitation> {
  await assertHostPermission(db, eventId, inviterId, 'manage_cohosts', NOT_ORGANIZER_MESSAGE);
  if (!isUuid(inviteeId)) throw notFound('No user with that id');
  const [invitee] = await db.select({ id: users.id }).from(users).where(eq(users.id, inviteeId));
  if (!invitee) throw notFound('No user with that id');
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ hostId: events.hostId })
      .from(events)
      .where(eq(events.id, eventId))
      .for('update');
    if (event?.hostId === inviteeId) throw conflict('This person already organizes the event');
    const where = organizerRowOf(eventId, inviteeId);
    const [current] = await tx.select().from(eventOrganizers).where(where);
    const organizing = current && current.status !== 'declined';
    if (organizing && privilege) {
      await tx.update(eventOrganizers).set({ privilege }).where(where);
      return { eventId, userId: inviteeId, status: current.status, privilege };
    }
    if (current?.status === 'accepted') {
      throw conflict('This person already organizes the event');
    }
    const level = privilege ?? DEFAULT_COHOST_PRIVILEGE;
    await tx
      .insert(eventOrganizers)
      .values({
        eventId,
        userId: inviteeId,
        invitedBy: inviterId,
        status: 'pending',
        privilege: level,
      })
      .onConflictDoUpdate({
        target: [eventOrganizers.eventId, eventOrganizers.userId],
        set: { status: 'pending', invitedBy: inviterId, respondedAt: null, privilege: level },
      });
    await notify(tx, { userId: inviteeId, kind: 'cohost_invitation', actorId: inviterId, eventId });
    return { eventId, userId: inviteeId, status: 'pending' as const, privilege: level };
  });
}

/** The invitee's answer. Answering the same way twice is harmless; there must be an invitation. */
export async function answerInvitation(
  db: Database,
  { eventId, userId, accept }: { eventId: string; userId: string; accept: boolean },
  now: Date,
): Promise<Invitation> {
  if (!isUuid(eventId)) throw notFound('Event not found');
  const status: OrganizerStatus = accept ? 'accepted' : 'declined';
  const where = organizerRowOf(eventId, userId);
  const [current] = await db.select().from(eventOrganizers).where(where);
  if (!current) throw notFound('You have no invitation to organize this event');
  const { privilege } = current;
  if (current.status === status) return { eventId, userId, status, privilege };
  if (current.status !== 'pending') {
    throw conflict(
      current.status === 'accepted'
        ? 'You already organize this event'
        : 'You declined this invitation; ask an organizer to invite you again',
    );
  }
  await db.update(eventOrganizers).set({ status, respondedAt: now }).where(where);
  return { eventId, userId, status, privilege };
}

export interface Organizer {
  role: 'host' | 'cohost';
  user: PublicUser;
  privilege?: CohostPrivilege;
}

/** The host first, then co-hosts who accepted, in the order they were invited. */
export async function organizersOf(db: Database, eventId: string): Promise<Organizer[]> {
  if (!isUuid(eventId)) throw notFound('Event not found');
  const [host] = await db
    .select({ user: users })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(eq(events.id, eventId));
  if (!host) throw notFound('Event not found');
  const cohosts = await db
    .select({ user: users, privilege: eventOrganizers.privilege })
    .from(eventOrganizers)
    .innerJoin(users, eq(users.id, eventOrganizers.userId))
    .where(and(eq(eventOrganizers.eventId, eventId), eq(eventOrganizers.status, 'accepted')))
    .orderBy(asc(eventOrganizers.createdAt), asc(users.id));
  return [
    { role: 'host', user: toPublicUser(host.user) },
    ...cohosts.map((c) => ({
      role: 'cohost' as const,
      user: toPublicUser(c.user),
      privilege: c.privilege,
    })),
  ];
}

/** The event's pending invitations, oldest first (organizers with manage_cohosts). */
export async function pendingInvitationsOf(
  db: Database,
  eventId: string,
  callerId: string,
): Promise<PendingCohostInvitation[]> {
  await assertHostPermission(db, eventId, callerId, 'manage_cohosts', NOT_ORGANIZER_MESSAGE);
  const rows = await db
    .select({ user: users, privilege: eventOrganizers.privilege, at: eventOrganizers.createdAt })
    .from(eventOrganizers)
    .innerJoin(users, eq(users.id, eventOrganizers.userId))
    .where(and(eq(eventOrganizers.eventId, eventId), eq(eventOrganizers.status, 'pending')))
    .orderBy(asc(eventOrganizers.createdAt), asc(users.id));
  return rows.map((r) => ({
    user: toPublicUser(r.user),
    privilege: r.privilege,
    invitedAt: r.at.toISOString(),
  }));
}

/**
 * Withdraws a pending invitation: the row goes, and so does the invitee's notification of it, so
 * Activity no longer offers an answer. An accepted co-host is not withdrawn here (404).
 */
export async function withdrawInvitation(
  db: Database,
  { eventId, callerId, inviteeId }: { eventId: string; callerId: string; inviteeId: string },
): Promise<void> {
  await assertHostPermission(db, eventId, callerId, 'manage_cohosts', NOT_ORGANIZER_MESSAGE);
  if (!isUuid(inviteeId)) throw notFound('No pending invitation for that person');
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(eventOrganizers)
      .where(organizerRowOf(eventId, inviteeId, 'pending'))
      .returning({ userId: eventOrganizers.userId });
    if (gone.length === 0) throw notFound('No pending invitation for that person');
    await withdrawNotifications(
      tx,
      inviteeId,
      eq(notifications.eventId, eventId),
      eq(notifications.kind, 'cohost_invitation'),
    );
  });
}

/** The caller's own invitation to the event, whatever its status; null when there is none. */
export async function invitationOf(
  db: Database,
  eventId: string,
  userId: string,
): Promise<Invitation | null> {
  if (!isUuid(eventId)) throw notFound('Event not found');
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound('Event not found');
  const [row] = await db
    .select({ status: eventOrganizers.status, privilege: eventOrganizers.privilege })
    .from(eventOrganizers)
    .where(organizerRowOf(eventId, userId));
  return row ? { eventId, userId, ...row } : null;
}

/** An accepted co-host steps down; the host cannot (409); anyone else has nothing to leave (404). */
export async function stepDown(db: Database, eventId: string, userId: string): Promise<void> {
  if (!isUuid(eventId)) throw notFound('Event not found');
  const [event] = await db
    .select({ hostId: events.hostId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound('Event not found');
  if (event.hostId === userId) {
    throw conflict('The host cannot step down; hand the event over or delete it instead');
  }
  const gone = await db
    .delete(eventOrganizers)
    .where(organizerRowOf(eventId, userId, 'accepted'))
    .returning({ userId: eventOrganizers.userId });
  if (gone.length === 0) throw notFound('You do not co-host this event');
}
