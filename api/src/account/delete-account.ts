/**
 * DELETE /users/: the rules are documented once, in contract/src/endpoints/account.ts.
 * One transaction: the user row is locked first, so a checkout or an RSVP that starts meanwhile
 * either finishes before (and is seen by the checks) or fails on the anonymised row.
 */
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { isForeignKeyViolation } from '../db/postgres-errors';
import { eventLikes, eventOrganizers, events, users } from '../db/schema';
import { campusMembers, emailVerifications } from '../db/schema-campuses';
import {
  friendRequests,
  friendships,
  notificationPreferences,
  notifications,
} from '../db/schema-social';
import {
  idempotencyKeys,
  ledgerEntries,
  orderItems,
  orders,
  passes,
  paymentCustomers,
} from '../db/schema-ticketing';
import { chatMembers, chats } from '../db/schema-chat';
import { textMessages } from '../db/schema-host-team';
import { affiliateLinks, scrapedEventRequests } from '../db/schema-insights';
import {
  eventOrganizationInvitations,
  eventOrganizationRequests,
  organizationMembers,
  organizations,
} from '../db/schema-organizations';
import { refundRequests } from '../db/schema-refunds';
import { cancelFreePasses } from '../checkout/cancel-free-passes';
import { notEnded } from '../events/event-repository';
import { conflict, userNotFound } from '../http/api-error';
import { DELETED_UID_PREFIX, DELETED_USER_NAME } from '../users/deleted-users';

/**
 * An organization always has an owner: its owner hands it over (or, alone in it, deletes it)
 * before leaving for good. The refusal names the organization and whether anyone could take it.
 */
async function refuseWhileOwner(tx: Database, userId: string): Promise<void> {
  const [owned] = await tx
    .select({
      id: organizations.id,
      name: organizations.name,
      others: sql<number>`(select count(*)::int from ${organizationMembers} m where m.organization_id = ${organizations.id} and m.level is not null and m.user_id <> ${userId})`,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.level, 'owner')))
    .orderBy(asc(organizations.name))
    .limit(1);
  if (!owned) return;
  const alone = Number(owned.others) === 0;
  throw conflict(
    alone
      ? `You own ${owned.name} and are its only member. Delete the organization first, then delete your account.`
      : `You own ${owned.name}. Make another member its owner first, then delete your account.`,
    { reason: 'owns_organization', organizationId: owned.id, organizationName: owned.name, alone },
  );
}

/** Their upcoming hosted events, locked so no checkout for them starts while the account goes. */
async function lockUpcomingHosted(tx: Database, userId: string, now: Date): Promise<string[]> {
  const upcomingHosted = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.hostId, userId), notEnded(now)))
    .orderBy(asc(events.id))
    .for('update');
  const hostedIds = upcomingHosted.map((e) => e.id);
  return hostedIds;
}

/** Money still moving stops the deletion: paid tickets to their events, or their own checkout. */
async function refuseWhileMoneyMoves(
  tx: Database,
  userId: string,
  hostedIds: string[],
  now: Date,
): Promise<void> {
  if (hostedIds.length > 0) {
    const [paid] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(orders.eventId, hostedIds),
          sql`(${orders.provider} <> 'free' or ${orders.totalCents} > 0 or exists (select 1 from ${ledgerEntries} where ${ledgerEntries.orderId} = ${orders.id}))`,
        ),
      )
      .limit(1);
    if (paid) {
      throw conflict(
        'You host an upcoming event people have paid for. Cancel it and refund the tickets (contact support) before deleting your account.',
        { reason: 'hosts_paid_event' },
      );
    }
  }

  const [pending] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, userId), eq(orders.status, 'pending'), gt(orders.expiresAt, now)))
    .limit(1);
  if (pending) {
    throw conflict(
      'You have a payment in progress. Finish or cancel it, then try again in a few minutes.',
      { reason: 'pending_payment' },
    );
  }
}

/** Their upcoming events, which no money has touched, go with their free RSVPs. */
async function deleteHostedEvents(tx: Database, hostedIds: string[]): Promise<void> {
  if (hostedIds.length > 0) {
    const eventOrders = tx
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.eventId, hostedIds));
    await tx.delete(passes).where(inArray(passes.eventId, hostedIds));
    await tx.delete(orderItems).where(inArray(orderItems.orderId, eventOrders));
    await tx.delete(orders).where(inArray(orders.eventId, hostedIds));
    await tx.delete(events).where(inArray(events.id, hostedIds));
  }
}

/** Their free passes to events still to come: cancelled, which puts the seats back on sale. */
async function cancelOwnFreePasses(tx: Database, userId: string, now: Date): Promise<void> {
  const freePasses = await tx
    .select({ id: passes.id, orderId: passes.orderId })
    .from(passes)
    .innerJoin(orders, eq(orders.id, passes.orderId))
    .innerJoin(events, eq(events.id, passes.eventId))
    .where(
      and(
        eq(passes.holderId, userId),
        eq(passes.status, 'valid'),
        eq(orders.provider, 'free'),
        eq(orders.totalCents, 0),
        notEnded(now),
      ),
    );
  await cancelFreePasses(tx, freePasses, 'The account was deleted', now);
}

/** Every row that is theirs alone goes; others' rows that name them forget the name. */
async function forgetTheirRows(tx: Database, userId: string): Promise<void> {
  await tx.delete(eventLikes).where(eq(eventLikes.userId, userId));
  // Co-hosting, with the invitations to co-host still waiting.
  await tx.delete(eventOrganizers).where(eq(eventOrganizers.userId, userId));
  // Organizations: memberships, requests to join and invitations waiting for them.
  await tx.delete(organizationMembers).where(eq(organizationMembers.userId, userId));
  // Chats: their read marks go; their messages stay, from "Deleted user".
  await tx.delete(chatMembers).where(eq(chatMembers.userId, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  await tx.delete(scrapedEventRequests).where(eq(scrapedEventRequests.userId, userId));
  // Others' rows that name them as who did something: the name goes, the row stays.
  await tx
    .update(organizationMembers)
    .set({ invitedBy: null })
    .where(eq(organizationMembers.invitedBy, userId));
  await tx
    .update(eventOrganizationInvitations)
    .set({ invitedBy: null })
    .where(eq(eventOrganizationInvitations.invitedBy, userId));
  await tx
    .update(eventOrganizationRequests)
    .set({ requestedBy: null })
    .where(eq(eventOrganizationRequests.requestedBy, userId));
  await tx
    .update(eventOrganizers)
    .set({ invitedBy: null })
    .where(eq(eventOrganizers.invitedBy, userId));
  await tx.update(chats).set({ createdBy: null }).where(eq(chats.createdBy, userId));
  await tx
    .update(affiliateLinks)
    .set({ createdBy: null })
    .where(eq(affiliateLinks.createdBy, userId));
  await tx
    .update(refundRequests)
    .set({ answeredBy: null })
    .where(eq(refundRequests.answeredBy, userId));
  // Texts to them: their number goes, and one still queued is never sent.
  await tx
    .update(textMessages)
    .set({
      phone: '',
      status: sql`case when ${textMessages.status} = 'queued' then 'failed' else ${textMessages.status} end`,
      error: sql`case when ${textMessages.status} = 'queued' then 'The account was deleted' else ${textMessages.error} end`,
    })
    .where(eq(textMessages.recipientId, userId));
  // The row stays (anonymised) for money records, so what would cascade is removed by hand.
  await tx
    .delete(friendRequests)
    .where(or(eq(friendRequests.senderId, userId), eq(friendRequests.receiverId, userId)));
  await tx
    .delete(friendships)
    .where(or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId)));
  await tx
    .delete(notifications)
    .where(or(eq(notifications.userId, userId), eq(notifications.actorId, userId)));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  // Their school email and campus go too.
  await tx.delete(campusMembers).where(eq(campusMembers.userId, userId));
  await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
}

/** The user row stays, anonymised, for the money records that point at it. */
async function anonymise(tx: Database, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      firebaseUid: `${DELETED_UID_PREFIX}${userId}`,
      phone: '',
      name: DELETED_USER_NAME,
      username: `deleted.${userId.replaceAll('-', '')}`,
      bio: null,
      instagram: null,
      birthday: null,
      gender: null,
      profileImage: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function deleteAccount(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .transaction(async (tx) => {
      const [me] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!me || me.firebaseUid.startsWith(DELETED_UID_PREFIX)) throw userNotFound();

      await refuseWhileOwner(tx, userId);
      const hostedIds = await lockUpcomingHosted(tx, userId, now);
      await refuseWhileMoneyMoves(tx, userId, hostedIds, now);
      await deleteHostedEvents(tx, hostedIds);
      await cancelOwnFreePasses(tx, userId, now);
      await forgetTheirRows(tx, userId);
      await anonymise(tx, userId, now);
    })
    .catch((error: unknown) => {
      // A checkout that started after the checks above now refers to a deleted event: keep it.
      if (isForeignKeyViolation(error)) {
        throw conflict(
          'A ticket is being bought for one of your events right now; try again shortly',
          {
            reason: 'checkout_in_progress',
          },
        );
      }
      throw error;
    });
}
