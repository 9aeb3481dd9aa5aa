/**
 * `POST /events/hosts/text-blast`: writes the blast and one text per recipient in a transaction
 * that holds the event's row lock (so the hourly limit cannot be beaten by sending twice at once),
 * then sends the texts that are due now. Recipients are the holders of the event's passes in the
 * chosen statuses, each texted once; opted-out numbers are recorded as such and never sent to;
 * texts written in the recipient's night wait for 8 a.m. (the event's time zone: users have none).
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import { TEXT_BLAST_LIMITS, type GuestStatus, type TextBlast } from 'contract';
import type { Database } from '../db/database';
import { events, users } from '../db/schema';
import { passCheckIns } from '../db/schema-door';
import { textBlasts } from '../db/schema-host-team';
import { passes } from '../db/schema-ticketing';
import { guestStatusSql } from '../door/guest-status';
import { rateLimited } from '../http/api-error';
import type { SmsProvider } from '../messaging/sms-provider';
import { blastViews, HOUR_MS } from './text-blast-history';
import { deliverDueTexts } from './text-delivery';
import { queueTexts } from './queue-texts';

export interface TextBlastRequest {
  eventId: string;
  senderId: string;
  message: string;
  statuses: GuestStatus[];
}

export async function sendTextBlast(
  db: Database,
  sms: SmsProvider,
  request: TextBlastRequest,
  now: Date,
): Promise<TextBlast> {
  const blastId = await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ timeZone: events.timeZone })
      .from(events)
      .where(eq(events.id, request.eventId))
      .for('update');
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const recent = await tx
      .select({ createdAt: textBlasts.createdAt })
      .from(textBlasts)
      .where(and(eq(textBlasts.eventId, request.eventId), gt(textBlasts.createdAt, hourAgo)))
      .orderBy(textBlasts.createdAt);
    const limit = TEXT_BLAST_LIMITS.blastsPerEventPerHour;
    if (recent.length >= limit) {
      const freedAt = recent[recent.length - limit]!.createdAt.getTime() + HOUR_MS;
      const minutes = Math.max(1, Math.ceil((freedAt - now.getTime()) / 60_000));
      throw rateLimited(
        `An event can send at most ${limit} text blasts an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    const recipients = await tx
      .selectDistinct({ id: users.id, phone: users.phone })
      .from(passes)
      .innerJoin(users, eq(users.id, passes.holderId))
      .leftJoin(passCheckIns, eq(passCheckIns.passId, passes.id))
      .where(and(eq(passes.eventId, request.eventId), inArray(guestStatusSql, request.statuses)));
    const [blast] = await tx
      .insert(textBlasts)
      .values({
        eventId: request.eventId,
        sentBy: request.senderId,
        message: request.message.trim(),
        statuses: request.statuses,
        createdAt: now,
      })
      .returning({ id: textBlasts.id });
    await queueTexts(tx, {
      blastId: blast!.id,
      recipients,
      timeZone: event!.timeZone,
      now,
    });
    return blast!.id;
  });
  await deliverDueTexts(db, sms, now, { blastId });
  const [view] = await blastViews(db, { blastId });
  return view!;
}
