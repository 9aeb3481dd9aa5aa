/**
 * A person's chat list costs the same number of queries whether they are in one chat or twelve
 * (issue 29: the list read each chat's last message with a query of its own).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { chatSummaries } from './chat-summaries';
import { befriend, type Person } from '../../test/chat-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
let hub: Person;
let loner: Person;

async function chatWithAMessage(a: Person, b: Person, text: string): Promise<void> {
  await befriend(api, a, b);
  const made = await api.request('/v2/chats/direct', {
    json: { userId: b.user.id },
    token: a.auth.idToken,
  });
  expect(made.status).toBe(200);
  const sent = await api.request(`/v2/chats/${made.body.data.chat.id}/messages`, {
    json: { text, clientKey: randomUUID() },
    token: b.auth.idToken,
  });
  expect(sent.status).toBe(200);
}

/** The database with its `select` calls counted: each one is a query. */
function countingSelects(db: Database): { db: Database; count: () => number } {
  let selects = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        selects++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, count: () => selects };
}

beforeAll(async () => {
  api = await startTestApi();
  hub = await api.createUser({ name: 'Hub Person' });
  loner = await api.createUser({ name: 'Loner Person' });
  await chatWithAMessage(loner, await api.createUser({ name: 'Only Friend' }), 'just one');
  for (let i = 0; i < 12; i++) {
    await chatWithAMessage(hub, await api.createUser({ name: `Friend ${i}` }), `hello ${i}`);
  }
}, 120_000);
afterAll(() => api?.close());

describe('chatSummaries', () => {
  it("reads twelve chats' last messages in as many queries as one chat's", async () => {
    const one = countingSelects(api.database.db);
    const lonerChats = await chatSummaries(one.db, loner.user.id);
    const twelve = countingSelects(api.database.db);
    const hubChats = await chatSummaries(twelve.db, hub.user.id);

    expect(lonerChats.map((c) => c.lastMessage?.text)).toEqual(['just one']);
    expect(hubChats).toHaveLength(12);
    expect(new Set(hubChats.map((c) => c.lastMessage?.text))).toEqual(
      new Set(Array.from({ length: 12 }, (_, i) => `hello ${i}`)),
    );
    expect(hubChats.every((c) => c.lastMessage?.senderName === c.title)).toBe(true);
    expect(twelve.count()).toBe(one.count());
  });
});
