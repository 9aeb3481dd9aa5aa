/** Event shapes of docs/contracts.md. Timestamps are integer seconds since the epoch. */
import type { Address } from './address';
import type { ImageRef } from './image-ref';
import type { TicketTypeInput, TicketTypeView } from './ticket-type';
import type { PublicUser } from './user';

export type EventType = 'simpleRsvp' | 'ticketed';

/** SPEC section 9: what the create button and the create page start with. */
export const DEFAULT_EVENT_TYPE: EventType = 'simpleRsvp';

export interface EventLocation {
  name: string | null;
  address: Address;
  geoPoint: { latitude: number; longitude: number } | null;
}

/**
 * Named as the contract names it. It shadows the DOM's `Event` type in a file that imports it;
 * `import type { Event as ApiEvent }` where both are needed.
 */
export interface Event {
  id: string;
  name: string;
  description: string | null;
  type: EventType;
  flyer: ImageRef | null;
  startTime: number;
  endTime: number | null;
  /** IANA zone, e.g. `America/New_York`: times are shown in the event's zone, not the viewer's. */
  timeZone: string;
  location: EventLocation | null;
  host: PublicUser;
  createdAt: number;
  ticketTypes: TicketTypeView[];
  numLikes: number;
  /** Always false for anonymous callers. */
  isLiked: boolean;
  numViews: number;
  numShares: number;
  // Computed fields: absent when the list was asked for with computed fields excluded.
  /** People holding a pass (free RSVPs included). */
  numGoing?: number;
  /** The first few going, earliest first. */
  attendees?: PublicUser[];
  /** Friends going; null while there is no friends list to count from. */
  numFriends?: number | null;
}

/** `POST /events/` body; `PATCH /events/` takes any part of it with the `eventId`. */
export interface EventInput {
  /** 1–100 characters after trimming. */
  name: string;
  /** At most 5000 characters. */
  description?: string | null;
  type?: EventType;
  flyer?: ImageRef | null;
  startTime: number;
  /** At or after `startTime`, at most 30 days after it. */
  endTime?: number | null;
  timeZone: string;
  location?: {
    name?: string | null;
    address: {
      line1: string;
      line2?: string | null;
      city: string;
      state: string;
      country?: string;
      zipcode?: string | null;
    };
    geoPoint?: { latitude: number; longitude: number } | null;
  } | null;
  ticketTypes?: TicketTypeInput[];
}

export type EventPatch = Partial<EventInput>;
