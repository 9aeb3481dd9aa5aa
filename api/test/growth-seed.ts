/**
 * Years of history, fast: users, ended events, likes and passes written by set-based SQL
 * (`generate_series`), for the data-growth bench (`npm run bench -- --only=growth`) and the query
 * plan test (`events/query-plans.test.ts`). Ids are derived from the row number (md5 → uuid), so a
 * second call with a higher `to` adds rows after the first without colliding.
 *
 * What it makes, for rows `from..to` (1-based, inclusive):
 * - users: `growth-<i>`, phone in 555-01xx style numbers that no sign-in ever uses;
 * - events: "Past night <i>" (every one matches a search for "night"), hosted by user `i mod users`,
 *   started i hours before `now - 2 days` (a million spans 114 years: an upper bound for "a few
 *   years of a busy product"), six hours long, archived as the archive sweep would have left them;
 * - likes: two per event; passes: one per fourth event (with its ticket type and free order);
 * - `person` (an existing user id), if given, hosts one event in 200, likes one in 50 and holds a
 *   pass for one in 40 among the first `personRows` rows (default 20,000): a busy person's own history (100 events
 *   hosted, 400 liked, 500 passes), the same however large the rest grows.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

const PERSON_ROWS = 20_000;

export interface GrowthRange {
  from: number;
  to: number;
}

const uuidOf = (prefix: string, i: ReturnType<typeof sql>) =>
  sql`md5(${prefix} || (${i})::text)::uuid`;

export async function seedGrowthUsers(db: Database, { from, to }: GrowthRange): Promise<void> {
  if (to < from) return;
  await db.execute(sql`
    insert into users (id, firebase_uid, phone, name, username)
    select ${uuidOf('growth-user-', sql`i`)}, 'growth-uid-' || i, '+1555019' || lpad(i::text, 7, '0'),
           'Growth Person ' || i, 'growth.' || i
    from generate_series(${from}::int, ${to}::int) as i
    on conflict do nothing`);
}

export async function seedGrowthHistory(
  db: Database,
  {
    from,
    to,
    users,
    now,
    person,
    personRows = PERSON_ROWS,
  }: GrowthRange & { users: number; now: Date; person?: string | null; personRows?: number },
): Promise<void> {
  if (to < from) return;
  const range = sql`generate_series(${from}::int, ${to}::int) as i`;
  const latest = new Date(now.getTime() - 2 * 86_400_000).toISOString();
  const hostOf = person
    ? sql`case when i % 200 = 0 and i <= ${personRows} then ${person}::uuid else ${uuidOf('growth-user-', sql`(i % ${users}) + 1`)} end`
    : uuidOf('growth-user-', sql`(i % ${users}) + 1`);
  await db.execute(sql`
    insert into events (id, host_id, name, description, start_time, time_zone, city, archived)
    select ${uuidOf('growth-event-', sql`i`)}, ${hostOf}, 'Past night ' || i,
           'A night that happened, number ' || i, ${latest}::timestamptz - make_interval(hours => i),
           'America/New_York', 'Brooklyn', true
    from ${range}`);
  await db.execute(sql`
    insert into event_likes (event_id, user_id)
    select ${uuidOf('growth-event-', sql`i`)}, ${uuidOf('growth-user-', sql`((i * 7 + k) % ${users}) + 1`)}
    from ${range}, generate_series(0, 1) as k
    on conflict do nothing`);
  if (person) {
    await db.execute(sql`
      insert into event_likes (event_id, user_id)
      select ${uuidOf('growth-event-', sql`i`)}, ${person}::uuid from ${range} where i % 50 = 0 and i <= ${personRows}
      on conflict do nothing`);
  }
  const holderOf = person
    ? sql`case when i % 40 = 0 and i <= ${personRows} then ${person}::uuid else ${uuidOf('growth-user-', sql`((i * 13) % ${users}) + 1`)} end`
    : uuidOf('growth-user-', sql`((i * 13) % ${users}) + 1`);
  await db.execute(sql`
    insert into ticket_types (id, event_id, name, price_cents, capacity)
    select ${uuidOf('growth-type-', sql`i`)}, ${uuidOf('growth-event-', sql`i`)}, 'Entry', 0, 100
    from ${range} where i % 4 = 0`);
  await db.execute(sql`
    insert into orders (id, event_id, buyer_id, status, provider, subtotal_cents, fee_cents, total_cents, completed_at)
    select ${uuidOf('growth-order-', sql`i`)}, ${uuidOf('growth-event-', sql`i`)}, ${holderOf},
           'completed', 'free', 0, 0, 0, ${latest}::timestamptz - make_interval(hours => i)
    from ${range} where i % 4 = 0`);
  await db.execute(sql`
    insert into passes (order_id, event_id, ticket_type_id, holder_id, qr_token)
    select ${uuidOf('growth-order-', sql`i`)}, ${uuidOf('growth-event-', sql`i`)},
           ${uuidOf('growth-type-', sql`i`)}, ${holderOf}, 'growth-pass-' || md5('growth-pass-' || i)
    from ${range} where i % 4 = 0`);
}

/** Fresh planner statistics, as autovacuum would leave them (PGlite runs no autovacuum). */
export async function analyzeGrowthTables(db: Database): Promise<void> {
  await db.execute(sql`analyze users, events, event_likes, ticket_types, orders, passes`);
}
