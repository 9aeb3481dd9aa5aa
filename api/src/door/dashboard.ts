/** `GET /events/hosts/dashboard`: the counts an event's organizers watch during the night. */
import { and, eq, sql } from 'drizzle-orm';
import { permissionsOf, type HostDashboard, type HostLevel } from 'contract';
import type { Database } from '../db/database';
import { passCheckIns } from '../db/schema-door';
import { passes } from '../db/schema-ticketing';
import { ticketTypesForEvents } from '../tickets/ticket-types';
import { guestCounts } from './guest-status';
import { cancellationProgress } from './cancellation-progress';

export async function hostDashboard(
  db: Database,
  eventId: string,
  level: HostLevel,
  now: Date,
): Promise<HostDashboard> {
  const types = (await ticketTypesForEvents(db, [eventId], now)).get(eventId) ?? [];
  const perType = await db
    .select({
      ticketTypeId: passes.ticketTypeId,
      sold: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(${passCheckIns.passId})::int`,
    })
    .from(passes)
    .leftJoin(passCheckIns, eq(passCheckIns.passId, passes.id))
    .where(and(eq(passes.eventId, eventId), eq(passes.status, 'valid')))
    .groupBy(passes.ticketTypeId);
  const byType = new Map(perType.map((row) => [row.ticketTypeId, row]));
  return {
    access: { level, permissions: permissionsOf(level) },
    cancellation: await cancellationProgress(db, eventId),
    counts: await guestCounts(db, eventId),
    ticketTypes: types.map((type) => ({
      id: type.id,
      name: type.name,
      capacity: type.capacity,
      sold: Number(byType.get(type.id)?.sold ?? 0),
      checkedIn: Number(byType.get(type.id)?.checkedIn ?? 0),
      remaining: type.remaining,
    })),
  };
}
