/** Event shapes of docs/contracts.md. Timestamps are integer seconds since the epoch. */
import type { Address } from './address';
import type { ImageRef } from './image-ref';
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
}
