import { describe, expect, it } from 'vitest';
import type { ChatMessage } from 'contract';
import { initialRoom, mergeMessages, roomReducer } from './chat-room-state';

const message = (id: number, text = `message ${id}`): ChatMessage => ({
  id,
  chatId: 'c1',
  senderId: 'u1',
  senderName: 'Ada',
  text,
  clientKey: `key-${id}`,
  createdAt: id,
});

describe('chat room state', () => {
  it('keeps each message once, oldest first, the newer copy winning', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3, 'edited')]);
    expect(merged.map((m) => [m.id, m.text])).toEqual([
      [1, 'message 1'],
      [2, 'message 2'],
      [3, 'edited'],
    ]);
  });

  it('answers the same list when nothing comes in', () => {
    const current = [message(1)];
    expect(mergeMessages(current, [])).toBe(current);
  });

  it('stops loading on the first page and puts older pages before it', () => {
    const loaded = roomReducer(initialRoom, {
      type: 'loaded',
      messages: [message(5), message(6)],
      hasOlder: true,
    });
    expect(loaded).toMatchObject({ loading: false, hasOlder: true, error: null });
    const asking = roomReducer(loaded, { type: 'loadingOlder' });
    expect(asking.loadingOlder).toBe(true);
    const older = roomReducer(asking, { type: 'older', messages: [message(4)], hasOlder: false });
    expect(older).toMatchObject({ loadingOlder: false, hasOlder: false });
    expect(older.messages.map((m) => m.id)).toEqual([4, 5, 6]);
  });

  it('a live message joins the list; an error ends both kinds of loading', () => {
    const live = roomReducer(initialRoom, { type: 'add', messages: [message(9)] });
    expect(live.messages.map((m) => m.id)).toEqual([9]);
    const failed = roomReducer(
      { ...live, loadingOlder: true },
      { type: 'error', error: 'You are not a member of this chat' },
    );
    expect(failed).toMatchObject({
      loading: false,
      loadingOlder: false,
      error: 'You are not a member of this chat',
    });
  });
});
