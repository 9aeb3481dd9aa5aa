import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppDatabase } from '../db/database';
import { events, users } from '../db/schema';
import { passes, ticketTypes } from '../db/schema-ticketing';
import { organizationMembers, organizations } from '../db/schema-organizations';
import { openTestDatabase } from '../../test/test-database';
import { createImageService } from '../images/image-service';
import { createLocalDiskStorage } from '../images/image-storage';
import { seedDemoData } from './demo-data';
import { SOLD_OUT_EVENT_ID } from './demo-tickets';

const NOW = new Date('2026-07-04T15:00:00Z');
let database: AppDatabase;

beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => database?.close());

describe('seedDemoData', () => {
  it('creates demo hosts and varied events, then does nothing on a second run', async () => {
    const first = await seedDemoData(database.db, { now: NOW });
    expect(first).toEqual({ seeded: true, hosts: 4, guests: 6, events: 17, organizations: 3 });

    const second = await seedDemoData(database.db, { now: new Date(NOW.getTime() + 86_400_000) });
    expect(second).toEqual({
      seeded: false,
      hosts: 0,
      guests: 0,
      events: 0,
      organizations: 0,
    });

    const [eventCount] = await database.db.select({ n: count() }).from(events);
    const [userCount] = await database.db.select({ n: count() }).from(users);
    expect(eventCount?.n).toBe(17);
    expect(userCount?.n).toBe(10);
    const [typeCount] = await database.db.select({ n: count() }).from(ticketTypes);
    const [passCount] = await database.db.select({ n: count() }).from(passes);
    // A second run added no ticket types or passes.
    expect(typeCount?.n).toBe(23);
    expect(passCount?.n).toBe(16);
  });

  it('makes demo organizations, each with one owner, at every access setting', async () => {
    const orgs = await database.db.select().from(organizations);
    expect(new Set(orgs.map((o) => o.access))).toEqual(new Set(['open', 'request', 'closed']));
    const owners = await database.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.level, 'owner'));
    expect(owners.map((o) => o.organizationId).sort()).toEqual(orgs.map((o) => o.id).sort());
  });

  it('makes hosts and guests with demo uids and fictional phone numbers', async () => {
    const people = await database.db.select().from(users).orderBy(users.firebaseUid);
    const hosts = people.filter((p) => p.firebaseUid.startsWith('demo-host-'));
    expect(people.filter((p) => p.firebaseUid.startsWith('demo-guest-'))).toHaveLength(6);
    for (const person of people) expect(person.phone).toMatch(/^\+155555501\d\d$/);
    expect(hosts.map((h) => h.firebaseUid)).toEqual([
      'demo-host-1',
      'demo-host-2',
      'demo-host-3',
      'demo-host-4',
    ]);
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

  it('gives paid events several priced types, free ones an RSVP, and fills one up', async () => {
    const types = await database.db.select().from(ticketTypes);
    const rows = await database.db.select().from(events);
    const typesOf = (id: string) => types.filter((t) => t.eventId === id);
    for (const event of rows) {
      const own = typesOf(event.id);
      expect(own.length, event.name).toBeGreaterThan(0);
      if (event.type === 'simpleRsvp') expect(own.every((t) => t.priceCents === 0)).toBe(true);
      else
        expect(
          own.some((t) => t.priceCents > 0),
          event.name,
        ).toBe(true);
    }
    expect(rows.filter((r) => r.type === 'ticketed' && typesOf(r.id).length >= 2).length).toBe(5);

    const soldOut = typesOf(SOLD_OUT_EVENT_ID);
    const held = await database.db
      .select()
      .from(passes)
      .where(eq(passes.eventId, SOLD_OUT_EVENT_ID));
    expect(soldOut).toHaveLength(1);
    expect(held).toHaveLength(soldOut[0]!.capacity);
  });

  it('draws a flyer for every event and an avatar for every guest when given an image service', async () => {
    const other = await openTestDatabase(inject('testDatabase'));
    const folder = await mkdtemp(path.join(tmpdir(), 'seed-images-'));
    try {
      const images = createImageService({ storage: createLocalDiskStorage(folder) });
      await seedDemoData(other.db, { now: NOW, images });
      const rows = await other.db.select().from(events);
      expect(rows.every((r) => r.flyer !== null)).toBe(true);
      const guests = await other.db.select().from(users);
      expect(guests.filter((u) => u.profileImage !== null)).toHaveLength(6);
      const flyer = rows[0]!.flyer!.urls.large.split('/').at(-1)!;
      const meta = await sharp(await readFile(path.join(folder, flyer))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1000 });
      expect(await readdir(folder)).toHaveLength((17 + 6) * 2);
    } finally {
      await other.close();
      await rm(folder, { recursive: true, force: true });
    }
    // Drawing and resizing 23 images takes a few seconds on a busy machine.
  }, 60_000);
});
