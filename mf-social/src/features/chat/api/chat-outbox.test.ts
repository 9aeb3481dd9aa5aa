import { describe, expect, it } from 'vitest';
import type { ChatMessage } from 'contract';
import { ApiError, NETWORK_ERROR_CODE } from 'shared-api';
import { ChatOutbox } from './chat-outbox';

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
});
