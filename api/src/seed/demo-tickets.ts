/**
 * Ticket types and free RSVPs of the demo events. Paid events have types at several prices (one
 * whose early-bird sale has closed, one whose sale has not opened); free events get the default
 * RSVP type, and one small free event is fully booked. Nobody has paid for anything: demo data
 * makes no money movements.
 */
import type { TicketTypeInput } from 'contract';

const eventId = (n: number) => `5eed0000-0000-4000-b000-${String(n).padStart(12, '0')}`;
const DAY = 86_400;

export interface DemoTicketPlan {
  /** Ticket types relative to "now" (seconds); omitted: the default free RSVP type. */
  types?: (nowSeconds: number) => TicketTypeInput[];
  /** `DemoGuest.key`s holding a free RSVP pass. */
  going?: string[];
}

const type = (
  name: string,
  priceCents: number,
  capacity: number,
  extra: Partial<TicketTypeInput> = {},
): TicketTypeInput => ({ name, priceCents, capacity, maxPerOrder: 4, ...extra });

const ALL_GUESTS = ['guest1', 'guest2', 'guest3', 'guest4', 'guest5', 'guest6'];

export const SOLD_OUT_EVENT_ID = eventId(13);

export const DEMO_TICKET_PLANS: Readonly<Record<string, DemoTicketPlan>> = {
  [eventId(1)]: { going: ['guest1', 'guest2', 'guest3', 'guest4'] },
  [eventId(2)]: {
    types: () => [
      type('General admission', 1200, 80),
      type('Student', 800, 20, { description: 'Bring a student ID', maxPerOrder: 1 }),
    ],
  },
  [eventId(3)]: { going: ['guest5'] },
  [eventId(4)]: {
    types: () => [
      type('Crawl pass', 2500, 60),
      type('VIP crawl pass', 4500, 10, {
        description: 'Skip the lines, one drink at every stop',
        maxPerOrder: 2,
      }),
    ],
  },
  [eventId(5)]: { going: ['guest2', 'guest6'] },
  [eventId(6)]: {
    types: (now) => [
      type('Early bird', 1500, 40, { salesEnd: now - DAY }),
      type('General', 2200, 120),
      type('Front row', 3500, 8, { maxPerOrder: 2 }),
    ],
  },
  [eventId(7)]: { types: () => [type('Entry', 1000, 150)] },
  [eventId(8)]: { going: ['guest1', 'guest3', 'guest5'] },
  [eventId(10)]: {
    types: (now) => [
      type('Dance floor', 1800, 200),
      type('Lesson + entry', 3000, 30, { salesStart: now + 3 * DAY }),
    ],
  },
  [eventId(11)]: { types: () => [type('Tasting seat', 2000, 12, { maxPerOrder: 2 })] },
  [SOLD_OUT_EVENT_ID]: {
    types: () => [type('Mat spot', 0, ALL_GUESTS.length, { maxPerOrder: 1 })],
    going: ALL_GUESTS,
  },
  [eventId(14)]: {
    types: () => [
      type('Tasting flight', 3500, 100),
      type('Designated driver', 1000, 20, { description: 'Snacks and soda, no beer' }),
    ],
  },
  [eventId(17)]: { types: () => [type('General', 1000, 50)] },
};
