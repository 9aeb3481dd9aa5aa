/**
 * Co-host invitations: an organizer invites a user; the invitee accepts (becoming an organizer)
 * or declines. Inviting again after a decline re-opens the invitation.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { eventOrganizers, events, users, type OrganizerStatus } from '../db/schema';
import { isUuid } from '../db/uuid';
import { conflict, forbidden, notFound } from '../http/api-error';
import { toPublicUser } from '../users/user-view';
import type { PublicUser } from 'shared-api/contract';
import { assertEventExists } from './event-social';
import { isOrganizer } from './organizers';
import { notify } from '../social/notifications';

export interface Invitation {
  eventId: string;
  userId: string;
  status: OrganizerStatus;
}

export async function inviteCohost(
  db: Database,
  { eventId, inviterId, inviteeId }: { eventId: string; inviterId: string; inviteeId: string },
): Promise<Invitation> {
  await assertEventExists(db, eventId);
  if (!(await isOrganizer(db, eventId, inviterId))) {
    throw forbidden('Only the organizers of this event can invite co-hosts');
  }
  if (!isUuid(inviteeId)) throw notFound('No user with that id');
  const [invitee] = await db.select({ id: users.id }).from(users).where(eq(users.id, inviteeId));
  if (!invitee) throw notFound('No user with that id');
  if (await isOrganizer(db, eventId, inviteeId)) {
    throw conflict('This person already organizes the event');
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(eventOrganizers)
      .values({ eventId, userId: inviteeId, invitedBy: inviterId, status: 'pending' })
      .onConflictDoUpdate({
        target: [eventOrganizers.eventId, eventOrganizers.userId],
        set: { status: 'pending', invitedBy: inviterId, respondedAt: null },
      });
    await notify(tx, { userId: inviteeId, kind: 'cohost_invitation', actorId: inviterId, eventId });
  });
  return { eventId, userId: inviteeId, status: 'pending' };
}

/** The invitee's answer. Answering the same way twice is harmless; there must be an invitation. */
export async function answerInvitation(
  db: Database,
  { eventId, userId, accept }: { eventId: string; userId: string; accept: boolean },
  now: Date,
): Promise<Invitation> {
  if (!isUuid(eventId)) throw notFound('Event not found');
  const status: OrganizerStatus = accept ? 'accepted' : 'declined';
  const where = and(eq(eventOrganizers.eventId, eventId), eq(eventOrganizers.userId, userId));
  const [current] = await db.select().from(eventOrganizers).where(where);
  if (!current) throw notFound('You have no invitation to organize this event');
  if (current.status === status) return { eventId, userId, status };
  if (current.status !== 'pending') {
    throw conflict(
      current.status === 'accepted'
        ? 'You already organize this event'
        : 'You declined this invitation; ask an organizer to invite you again',
    );
  }
  await db.update(eventOrganizers).set({ status, respondedAt: now }).where(where);
  return { eventId, userId, status };
}

export interface Organizer {
  role: 'host' | 'cohost';
  user: PublicUser;
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
    .select({ user: users })
    .from(eventOrganizers)
    .innerJoin(users, eq(users.id, eventOrganizers.userId))
    .where(and(eq(eventOrganizers.eventId, eventId), eq(eventOrganizers.status, 'accepted')))
    .orderBy(asc(eventOrganizers.createdAt), asc(users.id));
  return [
    { role: 'host', user: toPublicUser(host.user) },
    ...cohosts.map((c) => ({ role: 'cohost' as const, user: toPublicUser(c.user) })),
  ];
}
