/**
 * Two admins accepting one request to join at the same moment accept it once: one notification,
 * one member. Both read the person's row, then pause before writing (`afterRead`), so without the
 * row lock both would see "request waiting" and each accept it (and notify). The control run swaps
 * the locking read for one that locks nothing and shows exactly that, so the passing run means
 * something. PGlite runs one transaction at a time, so the race (and its control) needs PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { organizationMembers, organizations } from '../db/schema-organizations';
import { notifications } from '../db/schema-social';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database';
import { acceptJoinRequest, type MemberActionSeams } from './member-actions';
import { memberRow } from './organization-standing';

let database: AppDatabase;
const onPostgres = testDatabaseKind() === 'postgres';

beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => database?.close());

let serial = 0;
/** An organization with an owner, two admins and one request waiting. */
async function organizationWithRequest() {
  const db = database.db;
  serial += 1;
  const people = await db
    .insert(users)
    .values(
      ['owner', 'admin1', 'admin2', 'asker'].map((role) => ({
        firebaseUid: `org-race-${serial}-${role}`,
        phone: '+15555550100',
        name: `Org racer ${role}`,
        username: `org_racer_${serial}_${role}_${Date.now()}`,
      })),
    )
    .returning({ id: users.id });
  const [owner, admin1, admin2, asker] = people.map((p) => p.id) as [
    string,
    string,
    string,
    string,
  ];
  const [org] = await db
    .insert(organizations)
    .values({ name: `Race ${serial}` })
    .returning();
  const organizationId = org!.id;
  const now = new Date();
  await db.insert(organizationMembers).values([
    { organizationId, userId: owner, level: 'owner', joinedAt: now },
    { organizationId, userId: admin1, level: 'admin', joinedAt: now },
    { organizationId, userId: admin2, level: 'admin', joinedAt: now },
    { organizationId, userId: asker, requestedAt: now },
  ]);
  return { organizationId, admin1, admin2, asker };
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 300));

async function race(seams: MemberActionSeams) {
  const { organizationId, admin1, admin2, asker } = await organizationWithRequest();
  const target = { organizationId, userId: asker };
  const answers = await Promise.all([
    acceptJoinRequest(database.db, admin1, target, new Date(), seams),
    acceptJoinRequest(database.db, admin2, target, new Date(), seams),
  ]);
  const told = await database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, asker), eq(notifications.kind, 'organization_request_accepted')),
    );
  const rows = await database.db
    .select()
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, asker));
  return { answers: answers.map((a) => a.member?.privilege), notified: told.length, rows };
}

describe.runIf(onPostgres)('two admins accepting one request at once (PostgreSQL)', () => {
  it('accept it once: one member, one notification', { timeout: 30_000 }, async () => {
    for (let round = 0; round < 3; round += 1) {
      const result = await race({ afterRead: pause });
      expect(result.answers).toEqual(['member', 'member']);
      expect(result.notified).toBe(1);
      expect(result.rows).toHaveLength(1);
      expect(result.rows[0]).toMatchObject({ level: 'member', requestedAt: null });
    }
  });

  it('control: without the row lock, both accept it and it is told twice', async () => {
    const unlocked: typeof memberRow = (db, organizationId, userId) =>
      memberRow(db, organizationId, userId);
    const result = await race({ readRow: unlocked, afterRead: pause });
    expect(result.notified).toBe(2);
  });
});

describe('the membership table', () => {
  it('holds one owner per organization and one row per person', async () => {
    const { organizationId, admin1 } = await organizationWithRequest();
    await expect(
      database.db
        .update(organizationMembers)
        .set({ level: 'owner' })
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.userId, admin1),
          ),
        ),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(organizationMembers)
        .values({ organizationId, userId: admin1, level: 'member' }),
    ).rejects.toThrow();
    // A row is exactly one of a member, a request and an invitation.
    const [stray] = await database.db
      .insert(users)
      .values({
        firebaseUid: `org-stray-${Date.now()}`,
        phone: '+15555550100',
        name: 'Stray',
        username: `org_stray_${Date.now()}`,
      })
      .returning({ id: users.id });
    await expect(
      database.db.insert(organizationMembers).values({
        organizationId,
        userId: stray!.id,
        level: 'member',
        invitedLevel: 'admin',
      }),
    ).rejects.toThrow();
  });
});
