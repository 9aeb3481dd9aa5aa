/**
 * Telling an event's guests it is cancelled, in the transaction that cancels it: one notification
 * each (unless they turned event notifications off), and one text each through the host's text
 * blast machinery (opt-outs never texted, quiet hours in the event's time zone), sent whatever the
 * hourly blast limit says (it is there to stop a host spamming, not to hold this back). The guests
 * are everyone holding a pass that admits (`valid`) or waits for approval (`pending`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users, type EventRow } from '../db/schema';
import { textBlasts } from '../db/schema-host-team';
import { passes } from '../db/schema-ticketing';
import { queueTexts } from '../host-team/queue-texts';
import { notify } from '../social/notifications';

/** The text a guest gets: the event, the host's words, and what happens to their money. */
export const cancellationText = (eventName: string, message: string) =>
  `"${eventName}" is cancelled. From the hosts: ${message} Paid tickets are refunded in full.`;

/** Answers the blast whose texts were queued, or null when nobody holds a pass. */
export async function tellGuests(
  tx: Database,
  event: EventRow,
  message: string,
  now: Date,
): Promise<string | null> {
  const guests = await tx
    .selectDistinct({ id: users.id, phone: users.phone })
    .from(passes)
    .innerJoin(users, eq(users.id, passes.holderId))
    .where(and(eq(passes.eventId, event.id), inArray(passes.status, ['valid', 'pending'])))
    .orderBy(users.id);
  if (guests.length === 0) return null;
  for (const guest of guests) {
    await notify(tx, {
      userId: guest.id,
      kind: 'event_cancelled',
      actorId: event.hostId,
      eventId: event.id,
    });
  }
  const [blast] = await tx
    .insert(textBlasts)
    .values({
      eventId: event.id,
      sentBy: event.hostId,
      message: cancellationText(event.name, message),
      statuses: ['going', 'checked_in', 'pending'],
      createdAt: now,
    })
    .returning({ id: textBlasts.id });
  await queueTexts(tx, { blastId: blast!.id, recipients: guests, timeZone: event.timeZone, now });
  return blast!.id;
}
