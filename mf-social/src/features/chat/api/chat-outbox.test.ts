import { describe, expect, it } from 'vitest';
import type { ChatMessage } from 'contract';
import { ApiError, NETWORK_ERROR_CODE } from 'shared-api';
import { ChatOutbox, outboxChanges } from './chat-outbox';
import { memoryOutboxStore, type OutboxStore } from './chat-outbox-store';

const stored = (
  chatId: string,
  input: { text: string; clientKey: string },
  id: number,
): ChatMessage => ({
  id,
  chatId,
  senderId: 'me',
  senderName: 'Me',
  text: input.text,
  clientKey: input.clientKey,
  createdAt: 1,
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const offline = () => new ApiError(0, { code: NETWORK_ERROR_CODE, message: 'offline' });

describe('ChatOutbox', () => {
  it('keeps messages "sending" while offline and sends each once, in order, with its key', async () => {
    let online = false;
    const calls: { text: string; clientKey: string }[] = [];
    const outbox = new ChatOutbox(async (chatId, input) => {
      calls.push(input);
      if (!online) throw offline();
      return stored(chatId, input, calls.length);
    }, 60_000);
    const sent: string[] = [];
    outbox.onSent((m) => sent.push(m.text));
    outbox.add('c1', 'one');
    outbox.add('c1', 'two');
    await flush();
    expect(outbox.snapshot().map((i) => [i.text, i.state])).toEqual([
      ['one', 'sending'],
      ['two', 'sending'],
    ]);
    const keys = outbox.snapshot().map((i) => i.clientKey);
    online = true;
    await outbox.flush();
    await flush();
    expect(sent).toEqual(['one', 'two']);
    expect(outbox.snapshot()).toEqual([]);
    // Every try of a message carried the same key.
    expect(new Set(calls.filter((c) => c.text === 'one').map((c) => c.clientKey))).toEqual(
      new Set([keys[0]]),
    );
    outbox.dispose();
  });

  it('marks a refused message failed, in words, and can retry or discard it', async () => {
    let refuse = true;
    const outbox = new ChatOutbox(async (chatId, input) => {
      if (refuse)
        throw new ApiError(403, {
          code: 'forbidden',
          message: 'You can only message your friends',
        });
      return stored(chatId, input, 1);
    });
    const item = outbox.add('c1', 'hello');
    await flush();
    expect(outbox.snapshot()[0]).toMatchObject({
      state: 'failed',
      error: 'You can only message your friends',
    });
    refuse = false;
    outbox.retry(item.clientKey);
    await flush();
    expect(outbox.snapshot()).toEqual([]);
    const other = outbox.add('c1', 'bye');
    outbox.discard(other.clientKey);
    expect(outbox.snapshot()).toEqual([]);
    outbox.dispose();
  });

  describe('kept in a store, so a reload does not lose a message', () => {
    it('saves a message written offline, and a new page sends it once, then forgets it', async () => {
      const store = memoryOutboxStore();
      const calls: string[] = [];
      // The first page: offline, so the message waits.
      const first = new ChatOutbox(
        async () => {
          throw offline();
        },
        60_000,
        store,
      );
      const item = first.add('c1', 'written offline');
      await first.settled();
      expect([...store.items.values()]).toEqual([
        expect.objectContaining({ clientKey: item.clientKey, text: 'written offline' }),
      ]);
      first.dispose(); // the page is reloaded: its memory is gone, the store is not

      const second = new ChatOutbox(
        async (chatId, input) => {
          calls.push(input.clientKey);
          return stored(chatId, input, 1);
        },
        60_000,
        store,
      );
      const sent: string[] = [];
      second.onSent((m) => sent.push(m.text));
      await second.restore();
      await flush();
      await second.settled();
      expect(sent).toEqual(['written offline']);
      expect(calls).toEqual([item.clientKey]); // the same key: the API stores it once
      expect(store.items.size).toBe(0);
      expect(second.snapshot()).toEqual([]);
      // A second restore (another screen starting) sends nothing again.
      await second.restore();
      expect(calls).toHaveLength(1);
      second.dispose();
    });

    it('keeps a refused message, marked failed, until it is discarded', async () => {
      const store = memoryOutboxStore();
      const outbox = new ChatOutbox(
        async () => {
          throw new ApiError(403, {
            code: 'forbidden',
            message: 'You are not a member of this chat',
          });
        },
        60_000,
        store,
      );
      const item = outbox.add('c1', 'hello');
      await flush();
      await outbox.settled();
      expect(store.items.get(item.clientKey)).toMatchObject({ state: 'failed' });
      const restored = new ChatOutbox(async () => stored('c1', item, 1), 60_000, store);
      await restored.restore();
      // A failed one waits for the person (Try again or Discard), not sent behind their back.
      expect(restored.snapshot()).toEqual([expect.objectContaining({ state: 'failed' })]);
      restored.discard(item.clientKey);
      await restored.settled();
      expect(store.items.size).toBe(0);
    });

    it('restores oldest first, with what this page wrote meanwhile', async () => {
      const store = memoryOutboxStore([
        {
          clientKey: 'old-1',
          chatId: 'c1',
          text: 'old',
          state: 'sending',
          error: null,
          createdAt: 1,
        },
      ]);
      const order: string[] = [];
      let online = false;
      const outbox = new ChatOutbox(
        async (chatId, input) => {
          if (!online) throw offline();
          order.push(input.text);
          return stored(chatId, input, order.length);
        },
        60_000,
        store,
      );
      outbox.add('c1', 'new');
      await outbox.restore();
      expect(outbox.snapshot().map((i) => i.text)).toEqual(['old', 'new']);
      online = true;
      await outbox.flush();
      await flush();
      expect(order).toEqual(['old', 'new']);
      outbox.dispose();
    });

    it('still works when the store refuses', async () => {
      const broken: OutboxStore = {
        load: () => Promise.reject(new Error('quota')),
        save: () => Promise.reject(new Error('quota')),
        remove: () => Promise.reject(new Error('quota')),
      };
      const outbox = new ChatOutbox(
        async (chatId, input) => stored(chatId, input, 1),
        60_000,
        broken,
      );
      await outbox.restore();
      const sent: string[] = [];
      outbox.onSent((m) => sent.push(m.text));
      outbox.add('c1', 'hi');
      await flush();
      await outbox.settled();
      expect(sent).toEqual(['hi']);
    });
  });

  it('outboxChanges names what to save and what to remove', () => {
    const a = {
      clientKey: 'a',
      chatId: 'c',
      text: 'a',
      state: 'sending' as const,
      error: null,
      createdAt: 1,
    };
    const b = { ...a, clientKey: 'b' };
    const failedA = { ...a, state: 'failed' as const };
    expect(outboxChanges([a, b], [failedA])).toEqual({ saved: [failedA], removed: ['b'] });
    expect(outboxChanges([a], [a])).toEqual({ saved: [], removed: [] });
  });
});
