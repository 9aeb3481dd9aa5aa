/**
 * A host who is an admin (or the owner) of an organization lists an event in it (others are
 * refused: listing notifies every member): one row per pair, and a notification to every
 * member the first time. The organization's members then find the event in its events.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { orgLevelAllows, type EventOrganizationInvitation } from 'contract';
import type { Database } from '../db/database';
import { events, users } from '../db/schema';
import { eventOrganizationInvitations, organizationMembers } from '../db/schema-organizations';
import { assertHostPermission } from '../events/organizer-guard';
import type { EventWithHost } from '../events/event-repository';
import { notify } from '../social/notifications';
import { toEpochSeconds } from '../time/epoch-seconds';
import { forbidden } from '../http/api-error';
import { findOrganization, memberRow } from './organization-standing';

export const EVENT_INVITE_REFUSAL = 'Only the hosts of this event can invite organizations';
/** Listing an event tells every member: only those who speak for the organization may. */
export const ORG_LISTING_REFUSAL = "Only this organization's admins can list events in it";

export async function inviteOrganizationToEvent(
  db: Database,
  me: string,
  { eventId, organizationId }: { eventId: string; organizationId: string },
  now: Date,
): Promise<EventOrganizationInvitation> {
  await assertHostPermission(db, eventId, me, 'edit_event', EVENT_INVITE_REFUSAL);
  await findOrganization(db, organizationId);
  const level = (await memberRow(db, organizationId, me))?.level;
  if (!level || !orgLevelAllows(level, 'edit')) throw forbidden(ORG_LISTING_REFUSAL);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(eventOrganizationInvitations)
      .values({ eventId, organizationId, invitedBy: me, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) {
      const members = await tx
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            isNotNull(organizationMembers.level),
          ),
        );
      for (const { userId } of members) {
        if (userId === me) continue;
        await notify(tx, {
          userId,
          kind: 'organization_event_invitation',
          actorId: me,
          eventId,
          organizationId,
        });
      }
      return created;
    }
    const [existing] = await tx
      .select()
      .from(eventOrganizationInvitations)
      .where(
        and(
          eq(eventOrganizationInvitations.eventId, eventId),
          eq(eventOrganizationInvitations.organizationId, organizationId),
        ),
      );
    if (!existing) throw new Error('The invitation vanished');
    return existing;
  });
  return { eventId, organizationId, createdAt: toEpochSeconds(row.createdAt) };
}

/** The events the organization was invited to, soonest first. */
export async function eventsOfOrganization(
  db: Database,
  organizationId: string,
): Promise<EventWithHost[]> {
  const invited = db
    .select({ id: eventOrganizationInvitations.eventId })
    .from(eventOrganizationInvitations)
    .where(eq(eventOrganizationInvitations.organizationId, organizationId));
  return db
    .select({ event: events, host: users })
    .from(events)
    .innerJoin(users, eq(events.hostId, users.id))
    .where(inArray(events.id, invited))
    .orderBy(asc(events.startTime), asc(events.id));
}
