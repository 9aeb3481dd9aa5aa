/** Passes (tickets held) of docs/contracts.md, ticketing section. */
import type { ImageRef } from './image-ref';

export type PassStatus = 'valid' | 'cancelled' | 'refunded';

export interface Pass {
  id: string;
  eventId: string;
  orderId: string;
  ticketTypeId: string;
  ticketTypeName: string;
  status: PassStatus;
  /** 256 random bits, base64url: what the QR code encodes. Drawn on the device, never sent on. */
  qrToken: string;
  createdAt: number;
}

/** The event as a pass shows it. */
export interface EventSummary {
  id: string;
  name: string;
  flyer: ImageRef | null;
  startTime: number;
  endTime: number | null;
  timeZone: string;
  locationName: string | null;
  city: string | null;
  state: string | null;
}

export interface PassDetail extends Pass {
  event: EventSummary;
}

/** `GET /users/pass/events`: upcoming events first (soonest first), then past (latest first). */
export interface PassEventGroup {
  event: EventSummary;
  passes: Pass[];
}
