/**
 * Passes as the door knows them: each with its holder's name, its ticket type's name and when it
 * was checked in. The offline kit reads an event's; a dispute's evidence reads an order's.
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { passCheckIns } from '../db/schema-door';
import { passes, ticketTypes } from '../db/schema-ticketing';

/** The passes `where` selects (a condition on `passes`), oldest first. */
export function passesWithCheckIns(db: Database, where: SQL) {
  return db
    .select({
      id: passes.id,
      qrToken: passes.qrToken,
      status: passes.status,
      holderName: users.name,
      ticketTypeName: ticketTypes.name,
      checkedInAt: passCheckIns.checkedInAt,
    })
    .from(passes)
    .innerJoin(users, eq(users.id, passes.holderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, passes.ticketTypeId))
    .leftJoin(passCheckIns, eq(passCheckIns.passId, passes.id))
    .where(where)
    .orderBy(asc(passes.createdAt), asc(passes.id));
}
