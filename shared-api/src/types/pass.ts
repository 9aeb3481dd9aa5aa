/** Passes (tickets held) of docs/contracts.md. */
import type { Event } from './event';

export type PassStatus = 'valid' | 'used' | 'refunded';

export interface Pass {
  id: string;
  eventId: string;
  /** The event the pass admits to, as the feed shows it. */
  event: Event;
  ticketType: { id: string; name: string; priceCents: number };
  /** Unguessable; the door scans it. Rendered as a QR code on the device, never sent elsewhere. */
  qrToken: string;
  status: PassStatus;
  createdAt: number;
}
