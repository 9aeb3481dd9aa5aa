/**
 * `POST /events/hosts/user-context`: one guest as the event's organizers may see them. Only what
 * the guest list already shows of a person (name, photo) plus their passes here and how often
 * they came to this host's events; never their phone number, birthday or other profile fields.
 */
import { and, asc, countDistinct, eq } from 'drizzle-orm';
import type { UserContext } from 'contract';
import type { Database } from '../db/database';
import { events, users } from '../db/schema';
import { passCheckIns } from '../db/schema-door';
import { passes, ticketTypes } from '../db/schema-ticketing';
import { isUuid } from '../db/uuid';
import { guestStatusSql } from '../door/guest-status';
import { notFound } from '../http/api-error';
import { toEpochSeconds } from '../time/epoch-seconds';
import { toPublicUser } from '../users/user-view';
import { passesHeldAt } from '../checkout/guest-rows';

export const NOT_A_GUEST_MESSAGE = 'This person is not a guest of this event';

export async function userContext(
  db: Database,
  eventId: string,
  userId: string,
): Promise<UserContext> {
  if (!isUuid(userId)) throw notFound(NOT_A_GUEST_MESSAGE);
  const tickets = await db
    .select({
      passId: passes.id,
      ticketTypeName: ticketTypes.name,
      status: guestStatusSql,
      checkedInAt: passCheckIns.checkedInAt,
    })
    .from(passes)
    .innerJoin(ticketTypes, eq(ticketTypes.id, passes.ticketTypeId))
    .leftJoin(passCheckIns, eq(passCheckIns.passId, passes.id))
    .where(passesHeldAt(eventId, userId))
    .orderBy(asc(passes.createdAt), asc(passes.id));
  if (tickets.length === 0) throw notFound(NOT_A_GUEST_MESSAGE);
  const [person] = await db.select().from(users).where(eq(users.id, userId));
  if (!person) throw notFound(NOT_A_GUEST_MESSAGE);
  const [event] = await db
    .select({ hostId: events.hostId })
    .from(events)
    .where(eq(events.id, eventId));
  const [attended] = await db
    .select({ n: countDistinct(passCheckIns.eventId) })
    .from(passCheckIns)
    .innerJoin(passes, eq(passes.id, passCheckIns.passId))
    .innerJoin(events, eq(events.id, passCheckIns.eventId))
    .where(and(eq(passes.holderId, userId), eq(events.hostId, event?.hostId ?? userId)));
  return {
    person: toPublicUser(person),
    tickets: tickets.map((t) => ({
      passId: t.passId,
      ticketTypeName: t.ticketTypeName,
      status: t.status,
      checkedInAt: t.checkedInAt ? toEpochSeconds(t.checkedInAt) : null,
    })),
    checkedIn: tickets.some((t) => t.checkedInAt !== null),
    eventsAttended: Number(attended?.n ?? 0),
  };
}
