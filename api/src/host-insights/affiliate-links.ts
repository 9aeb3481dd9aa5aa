/**
 * /events/affiliate/…: an event's affiliate links and their sales. Every call needs
 * `view_insights` on the link's event; an unknown link is a 404 whoever asks.
 */
import { and, count, desc, asc, eq, sql } from 'drizzle-orm';
import {
  AFFILIATE_LIMITS,
  type AffiliateLink,
  type AffiliateLinkInput,
  type AffiliateLinkList,
  type AffiliateLinkPatch,
} from 'contract';
import type { Database } from '../db/database';
import { uniqueViolationConstraint } from '../db/postgres-errors';
import { affiliateLinks, type AffiliateLinkRow } from '../db/schema-insights';
import { isUuid } from '../db/uuid';
import { assertHostPermission } from '../events/organizer-guard';
import { conflict, notFound } from '../http/api-error';
import { toEpochSeconds } from '../time/epoch-seconds';
import { eventCurrency } from './event-currency';
import { purchaseLines, salesOf, type PurchaseLine } from './purchases';

export const LINK_NOT_FOUND = 'Affiliate link not found';
export const INSIGHTS_OUTSIDER_MESSAGE = "Only the event's hosts can see its revenue and analytics";

/** The event page with the code, as the browser shares it (its origin goes in front). */
export const affiliatePath = (eventId: string, code: string) =>
  `/app/event/${encodeURIComponent(eventId)}?ref=${encodeURIComponent(code)}`;

const view = (link: AffiliateLinkRow, lines: readonly PurchaseLine[]): AffiliateLink => ({
  id: link.id,
  eventId: link.eventId,
  code: link.code,
  label: link.label,
  active: link.active,
  path: affiliatePath(link.eventId, link.code),
  createdAt: toEpochSeconds(link.createdAt),
  sales: salesOf(lines.filter((l) => l.linkId === link.id)),
});

const guard = (db: Database, eventId: string, userId: string) =>
  assertHostPermission(db, eventId, userId, 'view_insights', INSIGHTS_OUTSIDER_MESSAGE);

/** The link, after checking the caller may see its event's insights. */
async function ownLink(db: Database, linkId: string, userId: string): Promise<AffiliateLinkRow> {
  const [link] = isUuid(linkId)
    ? await db.select().from(affiliateLinks).where(eq(affiliateLinks.id, linkId))
    : [];
  if (!link) throw notFound(LINK_NOT_FOUND);
  await guard(db, link.eventId, userId);
  return link;
}

const withSales = async (db: Database, link: AffiliateLinkRow) =>
  view(link, await purchaseLines(db, link.eventId));

export async function createAffiliateLink(
  db: Database,
  input: AffiliateLinkInput,
  userId: string,
): Promise<AffiliateLink> {
  await guard(db, input.eventId, userId);
  const link = await db.transaction(async (tx) => {
    // Serialises creations for one event, so the per-event cap holds under concurrent calls.
    await tx.execute(sql`select id from events where id = ${input.eventId}::uuid for update`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(affiliateLinks)
      .where(eq(affiliateLinks.eventId, input.eventId));
    if (Number(n) >= AFFILIATE_LIMITS.maxLinksPerEvent) {
      throw conflict(
        `An event can have at most ${AFFILIATE_LIMITS.maxLinksPerEvent} affiliate links`,
      );
    }
    try {
      const [row] = await tx
        .insert(affiliateLinks)
        .values({
          eventId: input.eventId,
          code: input.code,
          label: input.label?.trim() || null,
          createdBy: userId,
        })
        .returning();
      return row!;
    } catch (error) {
      if (uniqueViolationConstraint(error) !== undefined) {
        throw conflict(`The code ${input.code} is already used by another link of this event`);
      }
      throw error;
    }
  });
  return view(link, []);
}

export async function readAffiliateLink(db: Database, linkId: string, userId: string) {
  return withSales(db, await ownLink(db, linkId, userId));
}

export async function updateAffiliateLink(
  db: Database,
  patch: AffiliateLinkPatch,
  userId: string,
): Promise<AffiliateLink> {
  const link = await ownLink(db, patch.linkId, userId);
  const changes: Partial<AffiliateLinkRow> = {};
  if (patch.label !== undefined) changes.label = patch.label?.trim() || null;
  if (patch.active !== undefined) changes.active = patch.active;
  if (Object.keys(changes).length === 0) return withSales(db, link);
  const [updated] = await db
    .update(affiliateLinks)
    .set(changes)
    .where(eq(affiliateLinks.id, link.id))
    .returning();
  return withSales(db, updated ?? link);
}

export async function deleteAffiliateLink(db: Database, linkId: string, userId: string) {
  const link = await ownLink(db, linkId, userId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from affiliate_links where id = ${link.id}::uuid for update`);
    const sold = salesOf(
      (await purchaseLines(tx, link.eventId)).filter((l) => l.linkId === link.id),
    );
    if (sold.orders > 0) {
      throw conflict('This link has sales: pause it instead, so they stay attributed to it');
    }
    await tx.delete(affiliateLinks).where(eq(affiliateLinks.id, link.id));
  });
  return { deleted: true as const };
}

export async function listAffiliateLinks(
  db: Database,
  eventId: string,
  userId: string,
): Promise<AffiliateLinkList> {
  await guard(db, eventId, userId);
  const [links, lines] = await Promise.all([
    db
      .select()
      .from(affiliateLinks)
      .where(eq(affiliateLinks.eventId, eventId))
      .orderBy(desc(affiliateLinks.createdAt), asc(affiliateLinks.id)),
    purchaseLines(db, eventId),
  ]);
  return { currency: await eventCurrency(db, eventId), links: links.map((l) => view(l, lines)) };
}

/** The active link of the event with this code (any case), if there is one. */
export async function activeLinkFor(
  db: Database,
  eventId: string,
  code: string,
): Promise<string | null> {
  const [link] = await db
    .select({ id: affiliateLinks.id })
    .from(affiliateLinks)
    .where(
      and(
        eq(affiliateLinks.eventId, eventId),
        eq(sql`lower(${affiliateLinks.code})`, code.toLowerCase()),
        eq(affiliateLinks.active, true),
      ),
    );
  return link?.id ?? null;
}
