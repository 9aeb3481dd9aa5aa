/** Reading client frames: the three kinds, and anything else undefined (the socket closes). */
import { describe, expect, it } from 'vitest';
import { parseFrame } from './chat-frames';

describe('parseFrame', () => {
  it('reads auth, subscribe and unsubscribe, keeping only their fields', () => {
    expect(parseFrame('{"type":"auth","token":"t","extra":1}')).toEqual({
      type: 'auth',
      token: 't',
    });
    expect(
      parseFrame(JSON.stringify({ type: 'subscribe', chats: [{ chatId: 'a-1', afterId: 3 }] })),
    ).toEqual({ type: 'subscribe', chats: [{ chatId: 'a-1', afterId: 3 }] });
    expect(parseFrame(JSON.stringify({ type: 'unsubscribe', chatIds: ['a-1'] }))).toEqual({
      type: 'unsubscribe',
      chatIds: ['a-1'],
    });
  });

  it.each([
    ['not JSON', '{nope'],
    ['not an object', '"auth"'],
    ['null', 'null'],
    ['an unknown type', '{"type":"hello"}'],
    ['a token too long', JSON.stringify({ type: 'auth', token: 'x'.repeat(4096) })],
    [
      'a chat id with other characters',
      JSON.stringify({ type: 'subscribe', chats: [{ chatId: 'a b', afterId: 0 }] }),
    ],
    [
      'a chat id too long',
      JSON.stringify({ type: 'subscribe', chats: [{ chatId: 'a'.repeat(101), afterId: 0 }] }),
    ],
    [
      'a negative afterId',
      JSON.stringify({ type: 'subscribe', chats: [{ chatId: 'a', afterId: -1 }] }),
    ],
    [
      'an unsafe afterId',
      JSON.stringify({ type: 'subscribe', chats: [{ chatId: 'a', afterId: 2 ** 53 }] }),
    ],
    ['chats not a list', JSON.stringify({ type: 'subscribe', chats: { chatId: 'a', afterId: 0 } })],
    ['an unsubscribe id not a chat id', JSON.stringify({ type: 'unsubscribe', chatIds: ['a/b'] })],
    ['an unsubscribe id not a string', JSON.stringify({ type: 'unsubscribe', chatIds: [1] })],
  ])('refuses %s', (_, text) => {
    expect(parseFrame(text)).toBeUndefined();
  });
});
