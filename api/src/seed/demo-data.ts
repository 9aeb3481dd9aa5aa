/**
 * Fills an empty database with demo hosts, guests and events (with ticket types, free RSVPs and,
 * given an image service, flyers and avatars), so a fresh `npm start` shows a living feed.
 * Idempotent: does nothing once any event exists, and fixed ids make concurrent seeding harmless.
 */
import type { Database } from '../db/database';
import { events, users, type ImageRefColumn, type NewEventRow } from '../db/schema';
import type { ImageService } from '../images/image-service';
import { addDays, localDateIn, zonedTimeToUtc } from 'contract';
import { DEMO_EVENTS, type DemoEvent } from './demo-events';
import { DEMO_GUESTS } from './demo-guests';
import { DEMO_HOSTS } from './demo-hosts';
import { demoUserIds } from './demo-people';
import { DEMO_ORGANIZATIONS } from './demo-organizations';
import { organizationMembers, organizations } from '../db/schema-organizations';
import { avatarPng, flyerPng } from './demo-images';
import { seedTickets } from './seed-tickets';

export interface SeedDemoDataOptions {
  /** Event times are placed relative to this instant. */
  now: Date;
  /** Where generated flyers and avatars go; without it, demo events have no flyer. */
  images?: ImageService;
}

export interface SeedDemoDataResult {
  /** False when the database already had events and nothing was written. */
  seeded: boolean;
  hosts: number;
  guests: number;
  events: number;
  organizations: number;
}

const NOTHING: SeedDemoDataResult = {
  seeded: false,
  hosts: 0,
  guests: 0,
  events: 0,
  organizations: 0,
};

const HOUR_MS = 3_600_000;

export async function seedDemoData(
  db: Database,
  { now, images }: SeedDemoDataOptions,
): Promise<SeedDemoDataResult> {
  // Checked before drawing images, so a seeded database costs a restart nothing.
  const [seededBefore] = await db.select({ id: events.id }).from(events).limit(1);
  if (seededBefore) return NOTHING;
  const art = images ? await drawArt(images) : null;

  return db.transaction(async (tx) => {
    const [anyEvent] = await tx.select({ id: events.id }).from(events).limit(1);
    if (anyEvent) return NOTHING;

    await tx
      .insert(users)
      .values(
        DEMO_HOSTS.map(({ id, firebaseUid, phone, name, username, bio, instagram }) => ({
          id,
          firebaseUid,
          phone,
          name,
          username,
          bio,
          instagram,
        })),
      )
      .onConflictDoNothing();
    // Look the hosts up rather than trusting the fixed ids: a host may already exist.
    const hostIdByKey = await demoUserIds(tx, DEMO_HOSTS);
    for (const host of DEMO_HOSTS) {
      if (!hostIdByKey.has(host.key))
        throw new Error(`Demo host ${host.firebaseUid} could not be created (username taken?)`);
    }

    await tx
      .insert(users)
      .values(
        DEMO_GUESTS.map(({ id, firebaseUid, phone, name, username, key }) => ({
          id,
          firebaseUid,
          phone,
          name,
          username,
          profileImage: art?.avatars.get(key) ?? null,
        })),
      )
      .onConflictDoNothing();

    const rows = DEMO_EVENTS.map((event) => ({
      ...toEventRow(event, now, hostIdByKey),
      flyer: art?.flyers.get(event.id) ?? null,
    }));
    // Only the events this run inserted get ticket types and RSVPs (another run may have raced).
    const inserted = await tx
      .insert(events)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: events.id, type: events.type });
    await seedTickets(tx, inserted, now);
    await seedOrganizations(tx, hostIdByKey, now);
    return {
      seeded: true,
      hosts: DEMO_HOSTS.length,
      guests: DEMO_GUESTS.length,
      events: rows.length,
      organizations: DEMO_ORGANIZATIONS.length,
    };
  });
}

async function seedOrganizations(tx: Database, hostIdByKey: Map<string, string>, now: Date) {
  const idOf = (key: string) => {
    const id = hostIdByKey.get(key) ?? DEMO_GUESTS.find((g) => g.key === key)?.id;
    if (!id) throw new Error(`A demo organization names an unknown person ${key}`);
    return id;
  };
  const inserted = await tx
    .insert(organizations)
    .values(
      DEMO_ORGANIZATIONS.map(({ id, name, description, access, isVerified }) => ({
        id,
        name,
        description,
        access,
        isVerified,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: organizations.id });
  for (const org of DEMO_ORGANIZATIONS.filter((o) => inserted.some((r) => r.id === o.id))) {
    const base = { organizationId: org.id, createdAt: now };
    await tx.insert(organizationMembers).values([
      ...org.members.map(({ key, level }) => ({
        ...base,
        userId: idOf(key),
        level,
        joinedAt: now,
      })),
      ...org.requests.map((key) => ({ ...base, userId: idOf(key), requestedAt: now })),
      ...org.invitations.map(({ key, level }) => ({
        ...base,
        userId: idOf(key),
        invitedLevel: level,
        invitedAt: now,
        invitedBy: idOf(org.members[0]?.key ?? key),
      })),
    ]);
  }
}

async function drawArt(images: ImageService): Promise<{
  flyers: Map<string, ImageRefColumn>;
  avatars: Map<string, ImageRefColumn>;
}> {
  const flyers = new Map<string, ImageRefColumn>();
  const avatars = new Map<string, ImageRefColumn>();
  // One at a time: image work is CPU-bound, and start-up should not starve the machine.
  for (const [i, event] of DEMO_EVENTS.entries()) {
    flyers.set(event.id, await images.upload(await flyerPng(i + 1)));
  }
  for (const guest of DEMO_GUESTS) {
    avatars.set(guest.key, await images.upload(await avatarPng(guest.hue)));
  }
  return { flyers, avatars };
}

function toEventRow(event: DemoEvent, now: Date, hostIdByKey: Map<string, string>): NewEventRow {
  const hostId = hostIdByKey.get(event.host);
  if (!hostId) throw new Error(`Demo event ${event.id} names an unknown host ${event.host}`);
  const { startTime, endTime } = timesOf(event, now);
  const place = event.place;
  return {
    id: event.id,
    hostId,
    name: event.name,
    description: event.description,
    type: event.type,
    flyer: null,
    startTime,
    endTime,
    timeZone: event.timeZone,
    locationName: place?.name ?? null,
    addressLine1: place?.line1 ?? null,
    addressLine2: null,
    city: place?.city ?? null,
    state: place?.state ?? null,
    country: place ? 'US' : null,
    zipcode: place?.zipcode ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    requiresApproval: event.requiresApproval ?? false,
  };
}

function timesOf(event: DemoEvent, now: Date): { startTime: Date; endTime: Date | null } {
  if ('hoursFromNow' in event.when) {
    // Whole seconds: the column stores seconds and the feed cursor compares them.
    const start = Math.floor((now.getTime() + event.when.hoursFromNow * HOUR_MS) / 1000) * 1000;
    return { startTime: new Date(start), endTime: null };
  }
  const { days, at, hours } = event.when;
  const [hour = 0, minute = 0] = at.split(':').map(Number);
  const date = addDays(localDateIn(now, event.timeZone), days);
  const startTime = zonedTimeToUtc({ ...date, hour, minute }, event.timeZone);
  const endTime = hours === undefined ? null : new Date(startTime.getTime() + hours * HOUR_MS);
  return { startTime, endTime };
}
