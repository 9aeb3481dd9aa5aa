/**
 * A host who is an admin (or the owner) of an organization lists an event in it (plain members
 * ask instead: `event-listing-requests.ts`; listing notifies every member): one row per pair, and
 * a notification to every member the first time. The organization's members then find the event
 * in its events.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { orgLevelAllows, type EventOrganizationInvitation } from 'contract';
import type { Database } from '../db/database';
import { events, users } from '../db/schema';
import {
  eventOrganizationInvitations,
  eventOrganizationRequests,
  organizationMembers,
} from '../db/schema-organizations';
import { assertHostPermission } from '../events/organizer-guard';
import type { EventWithHost } from '../events/event-repository';
import { notify } from '../social/notifications';
import { toEpochSeconds } from '../time/epoch-seconds';
import { forbidden } from '../http/api-error';
import { pairRowIn, type ListingPair } from './listing-pair';
import { findOrganization, memberRow } from './organization-standing';

export const EVENT_INVITE_REFUSAL = 'Only the hosts of this event can invite organizations';
export const LISTING_REQUEST_REFUSAL =
  'Only the hosts of this event can ask organizations to list it';
/** Listing an event tells every member: only those who speak for the organization may. */
export const ORG_LISTING_REFUSAL = "Only this organization's admins can list events in it";

type ListingRow = typeof eventOrganizationInvitations.$inferSelect;

/**
 * Lists the event in the organization (inside the caller's transaction): the first time, every
 * member but `quiet` (who listed it, or asked and was accepted by) is told, with `listedBy` as the
 * one who did it. A repeat answers the listing as it is and tells nobody. A member's request to
 * list it is answered by the listing, so it goes.
 */
export async function listEvent(
  tx: Database,
  pair: ListingPair,
  listedBy: string | null,
  quiet: readonly string[],
  now: Date,
): Promise<ListingRow> {
  const { eventId, organizationId } = pair;
  await tx.delete(eventOrganizationRequests).where(pairRowIn(eventOrganizationRequests, pair));
  const [created] = await tx
    .insert(eventOrganizationInvitations)
    .values({ eventId, organizationId, invitedBy: listedBy, createdAt: now })
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
      if (quiet.includes(userId)) continue;
      await notify(tx, {
        userId,
        kind: 'organization_event_invitation',
        actorId: listedBy,
        eventId,
        organizationId,
      });
    }
    return created;
  }
  const [existing] = await tx
    .select()
    .from(eventOrganizationInvitations)
    .where(pairRowIn(eventOrganizationInvitations, pair));
  if (!existing) throw new Error('The listing vanished');
  return existing;
}

export async function inviteOrganizationToEvent(
  db: Database,
  me: string,
  { eventId, organizationId }: { eventId: string; organizationId: string },
  now: Date,
): Promise<EventOrganizationInvitation> {
  await assertHostPermission(db, eventId, me, 'edit_event', EVENT_INVITE_REFUSAL);
  await findOrganization(db, organizationId);
  const level = (await memberRow(db, organizationId, me))?.level;
  if (!level || !orgLevelAllows(level, 'list_events')) throw forbidden(ORG_LISTING_REFUSAL);
  const row = await db.transaction((tx) =>
    listEvent(tx, { eventId, organizationId }, me, [me], now),
  );
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
