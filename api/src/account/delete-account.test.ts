/**
 * Deleting an account leaves nothing behind: a test per column that references a person, found by
 * walking the drizzle schema, so a new table pointing at people fails here until
 * `person-references.ts` says what deletion does to it (and this file seeds a row of it).
 * An organization's owner: delete-account-organization-owner.test.ts.
 */
import { readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLikes, eventOrganizers, users } from '../db/schema';
import { campuses, campusMembers, emailVerifications } from '../db/schema-campuses';
import { chatMembers, chats } from '../db/schema-chat';
import { textBlasts, textMessages } from '../db/schema-host-team';
import { affiliateLinks, checkoutStarts, scrapedEventRequests } from '../db/schema-insights';
import {
  eventOrganizationInvitations,
  eventOrganizationRequests,
  organizationMembers,
  organizations,
} from '../db/schema-organizations';
import { refundRequests } from '../db/schema-refunds';
import {
  friendRequests,
  friendships,
  notificationPreferences,
  notifications,
} from '../db/schema-social';
import { idempotencyKeys, paymentCustomers } from '../db/schema-ticketing';
import { rowsOf } from '../db/raw-rows';
import { canonicalPair } from '../social/friend-pairs';
import { befriend, type Person } from '../../test/chat-fixtures';
import { giveTicket } from '../../test/ticket-fixtures';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';
import { PERSON_REFERENCES } from './person-references';

/** Every `table.column` of the schema that references `users`. */
async function personColumns(): Promise<string[]> {
  const dir = new URL('../db/', import.meta.url);
  const files = readdirSync(dir).filter((f) => /^schema.*\.ts$/.test(f) && !f.endsWith('.test.ts'));
  const found = new Set<string>();
  for (const file of files) {
    const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!is(value, PgTable)) continue;
      const table = getTableConfig(value);
      for (const fk of table.foreignKeys) {
        const reference = fk.reference();
        if (getTableConfig(reference.foreignTable).name !== 'users') continue;
        for (const column of reference.columns) found.add(`${table.name}.${column.name}`);
      }
    }
  }
  return [...found].sort();
}

let api: TestApi;
let pat: Person; // the person who deletes their account
let quinn: Person; // a friend of Pat's, who chats with them and owns an organization
let rae: Person; // someone Pat invited, asked, co-hosted with…
let hostEventId: string; // Quinn's upcoming event Pat co-hosts
let pastEventId: string; // an event Pat hosted, long over
let directChatId: string;
const before = new Map<string, number>();
const totalsBefore = new Map<string, number>();

const [tableOf, columnOf] = [
  (key: string) => key.split('.')[0]!,
  (key: string) => key.split('.')[1]!,
];
const count = async (table: string, where?: { column: string; value: string }) => {
  const result = await api.database.db.execute(
    where
      ? sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(where.column)} = ${where.value}`
      : sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]!.n);
};

beforeAll(async () => {
  api = await startTestApi();
  const db = api.database.db;
  [pat, quinn, rae] = (await Promise.all(
    ['Pat Person', 'Quinn Friend', 'Rae Other'].map((name) => api.createUser({ name })),
  )) as [Person, Person, Person];
  const P = pat.user.id;
  const Q = quinn.user.id;
  const R = rae.user.id;
  const as = (who: Person) => ({ token: who.auth.idToken });

  // Friends, a direct chat with messages both ways, a read mark, notifications both ways.
  await befriend(api, pat, quinn);
  const chat = await api.request('/v2/chats/direct', { json: { userId: Q }, ...as(pat) });
  directChatId = chat.body.data.chat.id;
  for (const who of [pat, quinn]) {
    const sent = await api.request(`/v2/chats/${directChatId}/messages`, {
      json: { text: `hello from ${who.user.name}`, clientKey: randomUUID() },
      ...as(who),
    });
    expect(sent.status).toBe(200);
  }
  await api.request(`/v2/chats/${directChatId}/read`, { json: { messageId: 1e9 }, ...as(pat) });
  // A friend request waiting each way.
  await api.request('/v2/friends/requests', { json: { receiverUserId: R }, ...as(pat) });
  await db.insert(friendRequests).values({ senderId: Q, receiverId: P }).onConflictDoNothing();
  await db.insert(notificationPreferences).values({ userId: P, topic: 'events', enabled: false });

  // Events: Quinn's upcoming one Pat co-hosts (and invited Rae to co-host), one Pat hosted long ago.
  ({ eventId: hostEventId } = await createTicketedEvent(api, Q, [paidType()], { name: 'Q Party' }));
  ({ eventId: pastEventId } = await createTicketedEvent(api, P, [paidType()], {
    name: 'Old Party',
    now: new Date(Date.now() - 60 * 86_400_000),
  }));
  await db.insert(eventOrganizers).values([
    { eventId: hostEventId, userId: P, status: 'accepted', invitedBy: Q },
    { eventId: hostEventId, userId: R, status: 'pending', invitedBy: P },
  ]);
  await db.insert(eventLikes).values({ eventId: hostEventId, userId: P });
  await giveTicket(db, { eventId: pastEventId, holderId: R, priceCents: 1000 });
  await giveTicket(db, { eventId: hostEventId, holderId: P, priceCents: 1000 });
  await db.insert(checkoutStarts).values({ eventId: hostEventId, userId: P, day: '2026-01-01' });
  await db.insert(affiliateLinks).values({ eventId: hostEventId, code: 'PAT', createdBy: P });
  const [refund] = await db
    .insert(refundRequests)
    .values({
      eventId: hostEventId,
      userId: R,
      status: 'declined',
      amountCents: 1000,
      currency: 'usd',
      answeredAt: new Date(),
      answeredBy: P,
    })
    .returning();
  expect(refund).toBeDefined();
  const [blast] = await db
    .insert(textBlasts)
    .values({
      eventId: hostEventId,
      sentBy: Q,
      message: 'Doors at 8',
      statuses: ['going'],
      createdAt: new Date(),
    })
    .returning();
  await db.insert(textMessages).values({
    blastId: blast!.id,
    recipientId: P,
    phone: '+15555550100',
    status: 'queued',
    sendAfter: new Date(),
  });
  await db.insert(chats).values({ kind: 'event', eventId: hostEventId, createdBy: P });
  const [eventChat] = await db
    .select()
    .from(chats)
    .where(sql`${chats.eventId} = ${hostEventId}`);
  await db.insert(chatMembers).values({ chatId: eventChat!.id, userId: P });

  // Organizations: Pat is a member of Quinn's, invited to another, asked to join a third, and
  // invited Rae to Quinn's; Pat invited Quinn's organization to an event.
  const [club, other, third] = await db
    .insert(organizations)
    .values([{ name: 'Q Club' }, { name: 'Other Club' }, { name: 'Third Club' }])
    .returning();
  await db.insert(organizationMembers).values([
    { organizationId: club!.id, userId: Q, level: 'owner', joinedAt: new Date() },
    { organizationId: club!.id, userId: P, level: 'admin', joinedAt: new Date() },
    {
      organizationId: club!.id,
      userId: R,
      invitedLevel: 'member',
      invitedBy: P,
      invitedAt: new Date(),
    },
    { organizationId: other!.id, userId: Q, level: 'owner', joinedAt: new Date() },
    {
      organizationId: other!.id,
      userId: P,
      invitedLevel: 'member',
      invitedBy: Q,
      invitedAt: new Date(),
    },
    { organizationId: third!.id, userId: Q, level: 'owner', joinedAt: new Date() },
    { organizationId: third!.id, userId: P, requestedAt: new Date() },
  ]);
  await db
    .insert(eventOrganizationInvitations)
    .values({ eventId: hostEventId, organizationId: club!.id, invitedBy: P });
  await db
    .insert(eventOrganizationRequests)
    .values({ eventId: hostEventId, organizationId: other!.id, requestedBy: P });
  await db.insert(notifications).values([
    { userId: P, kind: 'organization_invitation', actorId: Q, organizationId: other!.id },
    { userId: R, kind: 'organization_invitation', actorId: P, organizationId: club!.id },
  ]);

  // Campus and school email, a request to list an event, a keyed answer, a payment customer.
  const [campus] = await db.insert(campuses).values({ name: 'Pat U' }).returning();
  await db.insert(campusMembers).values({
    userId: P,
    campusId: campus!.id,
    email: 'pat@pat.edu',
    joinedAt: new Date(),
  });
  await db.insert(emailVerifications).values({
    userId: P,
    email: 'pat@pat.edu',
    campusId: campus!.id,
    codeHash: 'x',
    salt: 'y',
    attempts: 0,
    createdAt: new Date(),
    expiresAt: new Date(),
  });
  await db.insert(scrapedEventRequests).values({
    userId: P,
    url: 'https://example.com/e/1',
    urlKey: 'https://example.com/e/1',
    intent: 'list',
  });
  await db.insert(idempotencyKeys).values({
    userId: P,
    key: 'k1',
    route: 'PATCH /checkout/confirm',
    requestHash: 'h',
    responseStatus: 200,
    responseBody: {},
  });
  await db.insert(paymentCustomers).values({ userId: P, provider: 'sandbox', customerId: 'cus_1' });
  // Friends on both sides of the canonical order (ids are random, so two made to sort first and last).
  const ends = await db
    .insert(users)
    .values(
      ['00000000-0000-4000-8000-000000000001', 'ffffffff-ffff-4fff-bfff-ffffffffffff'].map(
        (id, i) => ({
          id,
          firebaseUid: `end-${i}`,
          phone: '',
          name: `End ${i}`,
          username: `end_${i}`,
        }),
      ),
    )
    .returning({ id: users.id });
  await db.insert(friendships).values(ends.map((end) => canonicalPair(P, end.id)));

  for (const key of Object.keys(PERSON_REFERENCES)) {
    before.set(key, await count(tableOf(key), { column: columnOf(key), value: P }));
    totalsBefore.set(key, await count(tableOf(key)));
  }
  // Pat holds a paid pass to an upcoming event, so this also proves that is not what refuses.
  const deleted = await api.request('/v2/users/', { method: 'DELETE', ...as(pat) });
  expect(deleted.status).toBe(200);
});
afterAll(() => api?.close());

describe('every column that references a person', () => {
  it('has its handling declared in person-references.ts', async () => {
    expect(await personColumns()).toEqual(Object.keys(PERSON_REFERENCES).sort());
  });

  const entries = Object.entries(PERSON_REFERENCES);
  it.each(entries.filter(([, handling]) => handling !== 'kept'))(
    '%s (%s): this test seeds a row naming the person',
    (key) => {
      expect(before.get(key), `seed a row of ${key} in delete-account.test.ts`).toBeGreaterThan(0);
    },
  );

  it.each(entries.filter(([, handling]) => handling === 'removed'))('%s: %s', async (key) => {
    expect(await count(tableOf(key), { column: columnOf(key), value: pat.user.id })).toBe(0);
  });

  it.each(entries.filter(([, handling]) => handling === 'cleared'))(
    '%s: %s (the row stays, without the person)',
    async (key) => {
      expect(await count(tableOf(key), { column: columnOf(key), value: pat.user.id })).toBe(0);
      // Only the table's rows that were the person's own (its removed columns) are gone.
      const removedOwn = entries
        .filter(([other, handling]) => handling === 'removed' && tableOf(other) === tableOf(key))
        .reduce((sum, [other]) => sum + before.get(other)!, 0);
      expect(await count(tableOf(key))).toBe(totalsBefore.get(key)! - removedOwn);
    },
  );

  it.each(entries.filter(([, handling]) => handling === 'kept' || handling === 'anonymised'))(
    '%s: %s (the row stays, naming "Deleted user")',
    async (key) => {
      const now = await count(tableOf(key), { column: columnOf(key), value: pat.user.id });
      expect(now).toBe(before.get(key));
    },
  );
});

describe('what others see afterwards', () => {
  it('the direct chat keeps its messages, the deleted one as from "Deleted user"', async () => {
    const page = await api.request(`/v2/chats/${directChatId}/messages`, {
      token: quinn.auth.idToken,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.messages.map((m: { senderName: string }) => m.senderName)).toEqual([
      'Deleted user',
      'Quinn Friend',
    ]);
  });

  it('a text queued to them is never sent and keeps no number', async () => {
    const rows = await api.database.db
      .select()
      .from(textMessages)
      .where(sql`${textMessages.recipientId} = ${pat.user.id}`);
    expect(rows.map((r) => [r.status, r.phone])).toEqual([['failed', '']]);
  });

  it('a co-host invitation they sent stays with the event, from nobody', async () => {
    const rows = await api.database.db
      .select()
      .from(eventOrganizers)
      .where(sql`${eventOrganizers.userId} = ${rae.user.id}`);
    expect(rows).toEqual([expect.objectContaining({ status: 'pending', invitedBy: null })]);
  });
});
