import type { EventAnalytics } from 'contract';
import { describe, expect, it } from 'vitest';
import { analyticsCsv } from './analytics-csv';

const day = (d: string, views: number, salesCents: number) => ({
  day: d,
  views,
  shares: 1,
  likes: 0,
  rsvps: 2,
  ticketsSold: 3,
  salesCents,
  checkoutStarts: 4,
});

const data: EventAnalytics = {
  eventId: 'e1',
  currency: 'usd',
  from: '2026-11-01',
  to: '2026-11-02',
  days: [day('2026-11-01', 10, 5250), day('2026-11-02', 0, 0)],
  totals: {
    views: 10,
    shares: 2,
    likes: 0,
    rsvps: 4,
    ticketsSold: 6,
    salesCents: 5250,
    checkoutStarts: 8,
  },
  funnel: { views: 10, checkoutStarts: 8, purchases: 2 },
  ticketTypes: [{ ticketTypeId: 't1', name: 'General, early', tickets: 6, salesCents: 5250 }],
  affiliates: [
    { linkId: 'l1', code: 'DJ', label: '=HYPERLINK("x")', orders: 1, tickets: 2, salesCents: 100 },
  ],
};

describe('analyticsCsv', () => {
  it('writes a row per day, then ticket types and links, amounts in major units', () => {
    const lines = analyticsCsv(data).split('\r\n');
    expect(lines[0]).toBe('Day,Views,Shares,Likes,RSVPs,Checkouts begun,Tickets sold,Sales (USD)');
    expect(lines[1]).toBe('2026-11-01,10,1,0,2,4,3,52.50');
    expect(lines[2]).toBe('2026-11-02,0,1,0,2,4,3,0.00');
    expect(lines).toContain('"General, early",6,52.50');
    // A label that looks like a formula is defused.
    expect(lines).toContain(`DJ,"'=HYPERLINK(""x"")",1,2,1.00`);
  });
});
