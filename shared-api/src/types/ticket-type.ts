/** Ticket types of docs/contracts.md (ticketing section). Money in cents, times in seconds. */

export type TicketTypeStatus = 'onSale' | 'notStarted' | 'ended' | 'soldOut';

/** A kind of ticket as an event shows it, with what is left. */
export interface TicketTypeView {
  id: string;
  name: string;
  description: string | null;
  /** Integer cents; 0 is free. */
  priceCents: number;
  capacity: number;
  remaining: number;
  /** When sales open; null: already open. */
  salesStart: number | null;
  /** When sales close; null: until the event. */
  salesEnd: number | null;
  /** How many one order may hold, 1–50. */
  maxPerOrder: number;
  status: TicketTypeStatus;
}

/** A ticket type as the create and edit forms send it; `id` keeps an existing one. */
export interface TicketTypeInput {
  id?: string;
  name: string;
  description?: string | null;
  priceCents: number;
  capacity: number;
  salesStart?: number | null;
  salesEnd?: number | null;
  maxPerOrder: number;
}
