/**
 * An event and an organization: the key of a listing (`event_organization_invitations`) and of a
 * member's request to list the event (`event_organization_requests`), so both tables are read
 * and written by the same conditions.
 */
import { and, eq, type AnyColumn } from 'drizzle-orm';

export interface ListingPair {
  eventId: string;
  organizationId: string;
}

type PairTable = { eventId: AnyColumn; organizationId: AnyColumn };

/** The table's row of exactly this pair. */
export const pairRowIn = (table: PairTable, { eventId, organizationId }: ListingPair) =>
  and(eq(table.eventId, eventId), eq(table.organizationId, organizationId));

/** The rows of the pairs `where` selects: by event, by organization, both, or (empty) all. */
export const pairsWhere = (table: PairTable, where: Partial<ListingPair>) =>
  and(
    where.eventId ? eq(table.eventId, where.eventId) : undefined,
    where.organizationId ? eq(table.organizationId, where.organizationId) : undefined,
  );
