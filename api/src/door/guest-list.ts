/**
 * `GET /events/guests`: the passes of an event with their holders, in the order they were issued,
 * one keyset page at a time, filtered by status and by part of a name or phone number.
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  PAGE_LIMITS,
  levelSeesGuestSecrets,
  type GuestList,
  type GuestListQuery,
  type HostLevel,
} from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { passCheckIns } from '../db/schema-door';
import { ledgerEntries, orders, passes, ticketTypes } from '../db/schema-ticketing';
import { refundRequests } from '../db/schema-refunds';
import { latestRequestsOf } from './refund-request-rows';
import { doorCodeOf } from '../tickets/door-keys';
import { createdCursorFields, microsOf, parseCreatedCursor } from '../http/created-cursor';
import { keysetPage, readCursor } from '../http/keyset-page';
import { toEpochSeconds } from '../time/epoch-seconds';
import { toPublicUser } from '../users/user-view';
import { guestCounts, guestStatusSql } from './guest-status';

const createdMicros = microsOf(passes.createdAt);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `byPhone`: whether the caller may find guests by phone number (a level that sees numbers). */
function searchCondition(search: string, byPhone: boolean): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const byName = ilike(users.name, `%${escapeLike(text)}%`);
  const digits = text.replace(/\D/g, '');
  // A phone number is searched by its digits, however the host typed it ("(212) 555-01…").
  if (byPhone && digits.length >= 3 && /^[\d\s()+.-]+$/.test(text)) {
    return or(byName, sql`regexp_replace(${users.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return byName;
}

/** Per holder: what they paid for the event (captured) and have not had refunded. */
async function refundableByHolder(
  db: Database,
  eventId: string,
  holderIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(holderIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      buyerId: orders.buyerId,
      cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} in ('charge', 'refund')), 0)::int`,
    })
    .from(orders)
    .innerJoin(ledgerEntries, eq(ledgerEntries.orderId, orders.id))
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.status, 'completed'),
        inArray(orders.buyerId, ids),
      ),
    )
    .groupBy(orders.buyerId);
  return new Map(rows.map((row) => [row.buyerId, Math.max(0, Number(row.cents))]));
}

/** People whose refund request for the event waits for an answer. */
const pendingRequesters = (eventId: string) =>
  sql`(select ${refundRequests.userId} from ${refundRequests} where ${refundRequests.eventId} = ${eventId} and ${refundRequests.status} = 'pending')`;

async function pendingRequestCount(db: Database, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refundRequests)
    .where(and(eq(refundRequests.eventId, eventId), eq(refundRequests.status, 'pending')));
  return Number(row?.n ?? 0);
}

/**
 * `level`: the caller's; only GUEST_SECRET_LEVELS get pass tokens and phone numbers (and may search
 * by phone number, which would otherwise tell them the numbers digit by digit).
 */
export async function listGuests(
  db: Database,
  query: GuestListQuery,
  level: HostLevel,
): Promise<GuestList> {
  const secrets = levelSeesGuestSecrets(level);
  const limit = query.limit ?? PAGE_LIMITS.guestsDefault;
  const cursor = readCursor(
    query.continuationToken,
    parseCreatedCursor,
    'continuationToken is not valid',
  );
  const conditions: (SQL | undefined)[] = [
    eq(passes.eventId, query.eventId),
    query.status ? sql`${guestStatusSql} = ${query.status}` : undefined,
    query.search ? searchCondition(query.search, secrets) : undefined,
    query.refundRequested
      ? sql`${passes.holderId} in ${pendingRequesters(query.eventId)}`
      : undefined,
    cursor
      ? sql`(${createdMicros}, ${passes.id}) > (${cursor.us}::bigint, ${cursor.id}::uuid)`
      : undefined,
  ];
  const rows = await db
    .select({
      pass: passes,
      user: users,
      ticketTypeName: ticketTypes.name,
      status: guestStatusSql,
      checkedInAt: passCheckIns.checkedInAt,
      cursorMicros: sql<string>`${createdMicros}::text`,
    })
    .from(passes)
    .innerJoin(users, eq(users.id, passes.holderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, passes.ticketTypeId))
    .leftJoin(passCheckIns, eq(passCheckIns.passId, passes.id))
    .where(and(...conditions))
    .orderBy(asc(passes.createdAt), asc(passes.id))
    .limit(limit + 1);
  const { page, pagination } = keysetPage(rows, limit, (last) =>
    createdCursorFields(last.cursorMicros, last.pass.id),
  );
  const refundable = await refundableByHolder(
    db,
    query.eventId,
    page.map((row) => row.user.id),
  );
  const requests = await latestRequestsOf(
    db,
    query.eventId,
    page.map((row) => row.user.id),
  );
  return {
    guests: page.map((row) => ({
      passId: row.pass.id,
      qrToken: secrets ? row.pass.qrToken : null,
      doorCode: doorCodeOf(row.pass.qrToken),
      person: toPublicUser(row.user),
      phone: secrets ? row.user.phone : null,
      ticketTypeId: row.pass.ticketTypeId,
      ticketTypeName: row.ticketTypeName,
      status: row.status,
      checkedInAt: row.checkedInAt ? toEpochSeconds(row.checkedInAt) : null,
      createdAt: toEpochSeconds(row.pass.createdAt),
      refundableCents: refundable.get(row.user.id) ?? 0,
      refundRequest: requests.get(row.user.id) ?? null,
    })),
    counts: await guestCounts(db, query.eventId),
    refundRequests: await pendingRequestCount(db, query.eventId),
    pagination,
  };
}
