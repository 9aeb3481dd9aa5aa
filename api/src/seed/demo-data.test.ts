import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppDatabase } from '../db/database';
import { events, users } from '../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { seedDemoData } from './demo-data';

const NOW = new Date('2026-07-04T15:00:00Z');
let database: AppDatabase;

beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => database?.close());

describe('seedDemoData', () => {
  it('creates demo hosts and varied events, then does nothing on a second run', async () => {
    const first = await seedDemoData(database.db, { now: NOW });
    expect(first).toEqual({ seeded: true, hosts: 4, events: 17 });

    const second = await seedDemoData(database.db, { now: new Date(NOW.getTime() + 86_400_000) });
    expect(second).toEqual({ seeded: false, hosts: 0, events: 0 });

    const [eventCount] = await database.db.select({ n: count() }).from(events);
    const [userCount] = await database.db.select({ n: count() }).from(users);
    expect(eventCount?.n).toBe(17);
    expect(userCount?.n).toBe(4);
  });

  it('makes hosts with demo uids and fictional phone numbers', async () => {
    const hosts = await database.db.select().from(users).orderBy(users.firebaseUid);
    expect(hosts.map((h) => h.firebaseUid)).toEqual([
      'demo-host-1',
      'demo-host-2',
      'demo-host-3',
      'demo-host-4',
    ]);
    for (const host of hosts) expect(host.phone).toMatch(/^\+1555555010\d$/);
  });

  it('spreads events over cities, zones, types, and past and future', async () => {
    const rows = await database.db.select().from(events);
    const cities = new Set(rows.map((r) => r.city).filter(Boolean));
    const zones = new Set(rows.map((r) => r.timeZone));
    expect(cities.size).toBeGreaterThanOrEqual(7);
    expect([...zones].sort()).toEqual([
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/New_York',
    ]);
    for (const zone of zones)
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['simpleRsvp', 'ticketed']));
    expect(rows.filter((r) => r.startTime < NOW).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.startTime > NOW).length).toBeGreaterThanOrEqual(12);
    expect(rows.every((r) => r.flyer === null)).toBe(true);
  });

  it('places events at their local wall-clock time', async () => {
    const [jazz] = await database.db
      .select()
      .from(events)
      .where(eq(events.id, '5eed0000-0000-4000-b000-000000000001'));
    // The day after July 4 in New York (EDT, UTC-4), at 19:30 local.
    expect(jazz?.startTime.toISOString()).toBe('2026-07-05T23:30:00.000Z');
  });
});
