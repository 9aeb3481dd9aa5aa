/**
 * Asking to list an event in an organization, for hosts who are plain members of it (listing
 * tells every member, so only admins list directly: `event-invitations.ts`). The request tells the
 * organization's admins and owner, once; an admin accepts it (the event is listed and every member
 * is told, as a listing does) or declines it (kept, so the host sees the answer). The event's
 * organizers withdraw it, waiting or declined. The event permission (`edit_event`) of the hosts'
 * calls is checked by the route layer before these run; the organization's standing is checked
 * here, before any write.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { orgLevelAllows, type EventListing } from 'contract';
import type { Database } from '../db/database';
import { events, users } from '../db/schema';
import {
  eventOrganizationInvitations,
  eventOrganizationRequests,
  organizationMembers,
  organizations,
} from '../db/schema-organizations';
import { isUuid } from '../db/uuid';
import { conflict, forbidden, notFound } from '../http/api-error';
import { notify } from '../social/notifications';
import { toEpochSeconds } from '../time/epoch-seconds';
import { listEvent } from './event-invitations';
import { pairRowIn, pairsWhere, type ListingPair } from './listing-pair';
import { assertOrgPermission, findOrganization, memberRow } from './organization-standing';

export const LISTING_ASK_OUTSIDER_REFUSAL =
  'Only members of this organization can ask to list events in it';
export const LISTING_ASK_ADMIN_CONFLICT =
  'You are an admin of this organization: list the event in it yourself';
export const ALREADY_LISTED = 'This event is already listed in this organization';
export const NO_LISTING_REQUEST = 'No request to list this event in this organization';

type Pair = ListingPair;

/** The listings (requests, or listed when `listed`) of the pairs `where` selects, as answered. */
async function listingsWhere(
  db: Database,
  where: Partial<ListingPair> & { pendingOnly?: boolean },
): Promise<EventListing[]> {
  const requestRows = await db
    .select({
      eventId: eventOrganizationRequests.eventId,
      organizationId: eventOrganizationRequests.organizationId,
      requestedBy: eventOrganizationRequests.requestedBy,
      status: eventOrganizationRequests.status,
      createdAt: eventOrganizationRequests.createdAt,
      answeredAt: eventOrganizationRequests.answeredAt,
    })
    .from(eventOrganizationRequests)
    .where(
      and(
        pairsWhere(eventOrganizationRequests, where),
        where.pendingOnly ? eq(eventOrganizationRequests.status, 'pending') : undefined,
      ),
    )
    .orderBy(asc(eventOrganizationRequests.createdAt), asc(eventOrganizationRequests.eventId));
  const listedRows = where.pendingOnly
    ? []
    : await db
        .select({
          eventId: eventOrganizationInvitations.eventId,
          organizationId: eventOrganizationInvitations.organizationId,
          requestedBy: eventOrganizationInvitations.invitedBy,
          createdAt: eventOrganizationInvitations.createdAt,
        })
        .from(eventOrganizationInvitations)
        .where(pairsWhere(eventOrganizationInvitations, where));
  const rows = [
    ...requestRows.map((r) => ({ ...r, state: r.status })),
    ...listedRows.map((r) => ({ ...r, state: 'listed' as const, answeredAt: null })),
  ];
  if (rows.length === 0) return [];
  const eventNames = new Map(
    (
      await db
        .select({ id: events.id, name: events.name, startTime: events.startTime })
        .from(events)
        .where(inArray(events.id, [...new Set(rows.map((r) => r.eventId))]))
    ).map((e) => [e.id, e]),
  );
  const orgNames = new Map(
    (
      await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(inArray(organizations.id, [...new Set(rows.map((r) => r.organizationId))]))
    ).map((o) => [o.id, o.name]),
  );
  const askers = rows.flatMap((r) => (r.requestedBy ? [r.requestedBy] : []));
  const people = new Map(
    askers.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(inArray(users.id, [...new Set(askers)]))
        ).map((u) => [u.id, u.name]),
  );
  return rows.map((r) => {
    const event = eventNames.get(r.eventId);
    const asker = r.requestedBy ? people.get(r.requestedBy) : undefined;
    return {
      eventId: r.eventId,
      eventName: event?.name ?? '',
      eventStartTime: event ? toEpochSeconds(event.startTime) : 0,
      organizationId: r.organizationId,
      organizationName: orgNames.get(r.organizationId) ?? '',
      requestedBy: r.requestedBy && asker ? { id: r.requestedBy, displayName: asker } : null,
      state: r.state,
      createdAt: toEpochSeconds(r.createdAt),
      answeredAt: r.answeredAt ? toEpochSeconds(r.answeredAt) : null,
    };
  });
}

async function listingOf(db: Database, pair: Pair): Promise<EventListing> {
  const [listing] = await listingsWhere(db, pair);
  if (!listing) throw notFound(NO_LISTING_REQUEST);
  return listing;
}

async function isListed(db: Database, pair: Pair): Promise<boolean> {
  const [row] = await db
    .select({ eventId: eventOrganizationInvitations.eventId })
    .from(eventOrganizationInvitations)
    .where(pairRowIn(eventOrganizationInvitations, pair));
  return row !== undefined;
}

/**
 * A plain member asks; an outsider is refused (403), an admin lists it themself (409), as is a
 * listed event. A new request tells the admins and the owner; one already made is answered as is.
 */
export async function askToListEvent(
  db: Database,
  me: string,
  pair: Pair,
  now: Date,
): Promise<EventListing> {
  await findOrganization(db, pair.organizationId);
  const level = (await memberRow(db, pair.organizationId, me))?.level;
  if (!level) throw forbidden(LISTING_ASK_OUTSIDER_REFUSAL);
  if (orgLevelAllows(level, 'list_events')) throw conflict(LISTING_ASK_ADMIN_CONFLICT);
  if (await isListed(db, pair)) throw conflict(ALREADY_LISTED);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(eventOrganizationRequests)
      .values({ ...pair, requestedBy: me, status: 'pending', createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!created) return;
    const admins = await tx
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .where(
        and(
          eq(organizationMembers.organizationId, pair.organizationId),
          inArray(organizationMembers.level, ['owner', 'admin']),
        ),
      );
    for (const { userId } of admins) {
      await notify(tx, { userId, kind: 'organization_listing_request', actorId: me, ...pair });
    }
  });
  return listingOf(db, pair);
}

/** The event's organizers take a request back, waiting or declined; none is a 404. */
export async function withdrawListingRequest(db: Database, pair: Pair): Promise<Pair> {
  if (!isUuid(pair.organizationId)) throw notFound(NO_LISTING_REQUEST);
  const gone = await db
    .delete(eventOrganizationRequests)
    .where(pairRowIn(eventOrganizationRequests, pair))
    .returning();
  if (gone.length === 0) throw notFound(NO_LISTING_REQUEST);
  return { eventId: pair.eventId, organizationId: pair.organizationId };
}

/** Where the event stands with every organization it asked or is listed in, by organization. */
export async function listingsOfEvent(db: Database, eventId: string): Promise<EventListing[]> {
  const listings = await listingsWhere(db, { eventId });
  return listings.sort((a, b) => a.organizationName.localeCompare(b.organizationName));
}

/** The requests waiting for the organization's admins, oldest first. */
export async function pendingListingRequests(
  db: Database,
  me: string,
  organizationId: string,
): Promise<EventListing[]> {
  await assertOrgPermission(db, organizationId, me, 'list_events');
  return listingsWhere(db, { organizationId, pendingOnly: true });
}

/**
 * An admin's answer to a request to list an event: their permission is checked before `answer`
 * runs, and the listing is answered as it stands after it.
 */
async function answerListingRequest(
  db: Database,
  me: string,
  pair: Pair,
  answer: () => Promise<void>,
): Promise<EventListing> {
  await assertOrgPermission(db, pair.organizationId, me, 'list_events');
  if (!isUuid(pair.eventId)) throw notFound(NO_LISTING_REQUEST);
  await answer();
  return listingOf(db, pair);
}

/**
 * An admin lists the event asked for: the request goes and the listing takes its place, in one
 * transaction under the request's row lock (two admins accepting at once list it once). Every
 * member but the asker and the admin is told, with the asker as the one who listed it. A repeat
 * (the request gone, the event listed) answers the listing.
 */
export async function acceptListingRequest(
  db: Database,
  me: string,
  pair: Pair,
  now: Date,
): Promise<EventListing> {
  return answerListingRequest(db, me, pair, () =>
    db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(eventOrganizationRequests)
        .where(pairRowIn(eventOrganizationRequests, pair))
        .for('update');
      if (!request) {
        if (await isListed(tx, pair)) return;
        throw notFound(NO_LISTING_REQUEST);
      }
      await tx.delete(eventOrganizationRequests).where(pairRowIn(eventOrganizationRequests, pair));
      const asker = request.requestedBy;
      await listEvent(tx, pair, asker, asker ? [asker, me] : [me], now);
    }),
  );
}

/** An admin declines: the request stays, declined, until the host withdraws it. Repeats answer it. */
export async function declineListingRequest(
  db: Database,
  me: string,
  pair: Pair,
  now: Date,
): Promise<EventListing> {
  return answerListingRequest(db, me, pair, async () => {
    const [request] = await db
      .select({ status: eventOrganizationRequests.status })
      .from(eventOrganizationRequests)
      .where(pairRowIn(eventOrganizationRequests, pair));
    if (!request) throw notFound(NO_LISTING_REQUEST);
    if (request.status === 'pending') {
      await db
        .update(eventOrganizationRequests)
        .set({ status: 'declined', answeredAt: now })
        .where(
          and(
            pairRowIn(eventOrganizationRequests, pair),
            eq(eventOrganizationRequests.status, 'pending'),
          ),
        );
    }
  });
}
