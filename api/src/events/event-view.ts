/** Database rows to the contract's Event. */
import type { EventRow, UserRow } from '../db/schema';
import { toEpochSeconds } from '../time/epoch-seconds';
import { toPublicUser } from '../users/user-view';
import type { Event, EventLocation } from 'contract';

/** An event without what is read from other tables (ticket types, likes, metrics, going). */
export type BaseEvent = Omit<
  Event,
  | 'ticketTypes'
  | 'numLikes'
  | 'isLiked'
  | 'numViews'
  | 'numShares'
  | 'numGoing'
  | 'attendees'
  | 'numFriends'
>;

/** The event's own fields; `event-details.ts` adds what comes from other tables. */
export function toBaseEvent(row: EventRow, host: UserRow): BaseEvent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    flyer: row.flyer ?? null,
    startTime: toEpochSeconds(row.startTime),
    endTime: row.endTime ? toEpochSeconds(row.endTime) : null,
    timeZone: row.timeZone,
    location: toLocation(row),
    host: toPublicUser(host),
    requiresApproval: row.requiresApproval,
    refundPolicy: row.refundPolicy,
    refundsUntil: row.refundsUntil ? toEpochSeconds(row.refundsUntil) : null,
    cancelledAt: row.cancelledAt ? toEpochSeconds(row.cancelledAt) : null,
    cancellationMessage: row.cancellationMessage,
    createdAt: toEpochSeconds(row.createdAt),
  };
}

/** Null when the event has no place at all (online, or not decided yet). */
function toLocation(row: EventRow): EventLocation | null {
  const hasGeoPoint = row.latitude !== null && row.longitude !== null;
  if (!row.locationName && !row.addressLine1 && !row.city && !hasGeoPoint) return null;
  return {
    name: row.locationName,
    address: {
      line1: row.addressLine1 ?? '',
      line2: row.addressLine2,
      city: row.city ?? '',
      state: row.state ?? '',
      country: row.country ?? '',
      zipcode: row.zipcode,
    },
    geoPoint: hasGeoPoint ? { latitude: row.latitude!, longitude: row.longitude! } : null,
  };
}
