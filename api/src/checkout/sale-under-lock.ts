/**
 * What checkout reads before it decides, in one statement: the chosen ticket types (row-locked in
 * id order, the lock order of events/event-lock.ts), what each has taken (tickets/stock.ts), and
 * the statuses of the buyer's passes to the event. It was three statements: one round trip instead
 * of three while the event's lock is held, which is what a drop queues on wherever the database
 * is across a network (docs/performance.md, "Signed-in reads", "The fifth round").
 *
 * Run after the event row is locked. The counts and passes come from the statement's snapshot,
 * which PostgreSQL takes once the statement starts, so after that lock was granted. Every writer
 * that takes seats or turns a guest away takes the same lock first, so none of that can change
 * meanwhile; the one that does not, an account being deleted, only gives its seats back.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PassStatus } from 'contract';
import type { Database } from '../db/database';
import { passes, ticketTypes, type TicketTypeRow } from '../db/schema-ticketing';
import { takenQuery } from '../tickets/stock';
import { passesHeldAt } from './guest-rows';

export interface SaleUnderLock {
  /** The chosen types that exist, in id order. */
  types: TicketTypeRow[];
  /** Tickets each type has taken (absent: none). */
  taken: Map<string, number>;
  /** Every status the buyer's passes to the event have (removed, denied, pending, valid, …). */
  held: Set<PassStatus>;
}

export interface SaleQuestion {
  eventId: string;
  buyerId: string;
  /** The chosen types' ids, each once. */
  ticketTypeIds: readonly string[];
  now: Date;
  /** Lock the types' rows; only the race tests' unsafe control reads without. */
  lock: boolean;
}

export async function readSale(
  tx: Database,
  { eventId, buyerId, ticketTypeIds, now, lock }: SaleQuestion,
): Promise<SaleUnderLock> {
  const sale: SaleUnderLock = { types: [], taken: new Map(), held: new Set() };
  // No type to sell: checkout refuses every item, and nothing else here is asked.
  if (ticketTypeIds.length === 0) return sale;
  const taken = takenQuery(tx, ticketTypeIds, now).as('taken');
  const theirs = passesHeldAt(eventId, buyerId);
  // The same on every row; text[] so that both drivers hand back an array.
  const held = sql<PassStatus[]>`array(
    select distinct ${passes.status}::text from ${passes} where ${theirs}
  )`;
  const query = tx
    .select({ type: ticketTypes, taken: taken.quantity, held })
    .from(ticketTypes)
    .leftJoin(taken, eq(taken.ticketTypeId, ticketTypes.id))
    .where(inArray(ticketTypes.id, [...ticketTypeIds]))
    .orderBy(asc(ticketTypes.id));
  const rows = await (lock ? query.for('update', { of: ticketTypes }) : query);
  for (const row of rows) {
    sale.types.push(row.type);
    if (row.taken !== null) sale.taken.set(row.type.id, Number(row.taken));
    for (const status of row.held) sale.held.add(status);
  }
  return sale;
}
