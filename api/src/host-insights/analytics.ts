/**
 * GET /events/hosts/analytics: daily buckets (UTC) of what is already recorded — view and share
 * marks (one per viewer per day), likes (the day each standing like was made), RSVPs and paid
 * sales (see purchases.ts), and "begin checkout" marks (checkout-marks.ts) — plus the funnel and
 * the window's sales per ticket type and per affiliate link.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { ANALYTICS_LIMITS, type AnalyticsDay, type EventAnalytics } from 'contract';
import type { Database } from '../db/database';
import { events } from '../db/schema';
import { affiliateLinks } from '../db/schema-insights';
import { ticketTypes } from '../db/schema-ticketing';
import { invalidField } from '../http/api-error';
import { eventCurrency } from './event-currency';
import { purchaseLines, salesOf } from './purchases';
import { rowsOf } from '../db/raw-rows';
import { int, utcDay } from './sql-rows';

const DAY_MS = 86_400_000;

const parseDay = (field: string, value: string): number => {
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || utcDay(new Date(ms)) !== value) {
    throw invalidField(field, `${field} is not a real date (YYYY-MM-DD)`);
  }
  return ms;
};

/** The window asked for, or the last `defaultDays` days up to today (not before the event existed). */
export function analyticsWindow(
  query: { from?: string; to?: string },
  createdAt: Date,
  now: Date,
): { from: string; to: string; days: string[] } {
  const toMs = query.to ? parseDay('to', query.to) : parseDay('to', utcDay(now));
  const fallbackFrom = Math.max(
    toMs - (ANALYTICS_LIMITS.defaultDays - 1) * DAY_MS,
    Math.min(parseDay('from', utcDay(createdAt)), toMs),
  );
  const fromMs = query.from ? parseDay('from', query.from) : fallbackFrom;
  if (fromMs > toMs) throw invalidField('from', 'from must not be after to');
  const count = (toMs - fromMs) / DAY_MS + 1;
  if (count > ANALYTICS_LIMITS.maxDays) {
    throw invalidField('from', `At most ${ANALYTICS_LIMITS.maxDays} days at a time`);
  }
  const days = Array.from({ length: count }, (_, i) => utcDay(new Date(fromMs + i * DAY_MS)));
  return { from: days[0]!, to: days[days.length - 1]!, days };
}

async function countsByDay(db: Database, query: ReturnType<typeof sql>) {
  const out = new Map<string, number>();
  for (const row of rowsOf<{ day: string; n: unknown }>(await db.execute(query))) {
    out.set(String(row.day), int(row.n));
  }
  return out;
}

export async function eventAnalytics(
  db: Database,
  eventId: string,
  query: { from?: string; to?: string },
  now: Date,
): Promise<EventAnalytics> {
  const [event] = await db
    .select({ createdAt: events.createdAt })
    .from(events)
    .where(eq(events.id, eventId));
  const window = analyticsWindow(query, event!.createdAt, now);
  const { from, to } = window;
  const marks = (kind: 'view' | 'share') =>
    countsByDay(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, count(*) as n from event_metric_marks
          where event_id = ${eventId}::uuid and kind = ${kind} and day between ${from} and ${to}
          group by day`,
    );
  const [views, shares, likes, starts, lines, types, links] = await Promise.all([
    marks('view'),
    marks('share'),
    countsByDay(
      db,
      sql`select d as day, count(*) as n from (
            select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as d from event_likes
            where event_id = ${eventId}::uuid) likes
          where d between ${from} and ${to} group by d`,
    ),
    countsByDay(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, count(*) as n from checkout_starts
          where event_id = ${eventId}::uuid and day between ${from} and ${to} group by day`,
    ),
    purchaseLines(db, eventId, { from, to }),
    db
      .select({ id: ticketTypes.id, name: ticketTypes.name })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, eventId))
      .orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt)),
    db
      .select()
      .from(affiliateLinks)
      .where(eq(affiliateLinks.eventId, eventId))
      .orderBy(desc(affiliateLinks.createdAt), asc(affiliateLinks.id)),
  ]);

  const days: AnalyticsDay[] = window.days.map((day) => {
    const today = lines.filter((l) => l.day === day);
    const paid = today.filter((l) => !l.free);
    return {
      day,
      views: views.get(day) ?? 0,
      shares: shares.get(day) ?? 0,
      likes: likes.get(day) ?? 0,
      rsvps: today.filter((l) => l.free).reduce((sum, l) => sum + l.quantity, 0),
      ticketsSold: paid.reduce((sum, l) => sum + l.quantity, 0),
      salesCents: paid.reduce((sum, l) => sum + l.cents, 0),
      checkoutStarts: starts.get(day) ?? 0,
    };
  });
  const sum = (key: Exclude<keyof AnalyticsDay, 'day'>) =>
    days.reduce((total, d) => total + d[key], 0);
  const totals = {
    views: sum('views'),
    shares: sum('shares'),
    likes: sum('likes'),
    rsvps: sum('rsvps'),
    ticketsSold: sum('ticketsSold'),
    salesCents: sum('salesCents'),
    checkoutStarts: sum('checkoutStarts'),
  };
  return {
    eventId,
    currency: await eventCurrency(db, eventId),
    from,
    to,
    days,
    totals,
    funnel: {
      views: totals.views,
      checkoutStarts: totals.checkoutStarts,
      purchases: salesOf(lines).orders,
    },
    ticketTypes: types.map((t) => {
      const sold = salesOf(lines.filter((l) => l.ticketTypeId === t.id));
      return {
        ticketTypeId: t.id,
        name: t.name,
        tickets: sold.tickets,
        salesCents: sold.salesCents,
      };
    }),
    affiliates: links.map((link) => ({
      linkId: link.id,
      code: link.code,
      label: link.label,
      ...salesOf(lines.filter((l) => l.linkId === link.id)),
    })),
  };
}
