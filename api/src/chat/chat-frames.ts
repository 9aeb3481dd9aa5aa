/**
 * Reading what a client sends on the chat socket. A frame is checked field by field and anything
 * malformed is undefined (the socket closes with `badMessage`); nothing here touches the database.
 */
import type { ChatClientFrame } from 'contract';

const CHAT_ID = /^[A-Za-z0-9-]{1,100}$/;
const TOKEN_MAX_LENGTH = 4096;

/** Reads a client frame; anything malformed is undefined. */
export function parseFrame(text: string): ChatClientFrame | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const frame = value as Record<string, unknown>;
  if (
    frame.type === 'auth' &&
    typeof frame.token === 'string' &&
    frame.token.length < TOKEN_MAX_LENGTH
  ) {
    return { type: 'auth', token: frame.token };
  }
  if (frame.type === 'subscribe' && Array.isArray(frame.chats)) {
    const chats: { chatId: string; afterId: number }[] = [];
    for (const item of frame.chats as unknown[]) {
      const entry = item as { chatId?: unknown; afterId?: unknown };
      if (
        typeof entry?.chatId !== 'string' ||
        !CHAT_ID.test(entry.chatId) ||
        typeof entry.afterId !== 'number' ||
        !Number.isSafeInteger(entry.afterId) ||
        entry.afterId < 0
      ) {
        return undefined;
      }
      chats.push({ chatId: entry.chatId, afterId: entry.afterId });
    }
    return { type: 'subscribe', chats };
  }
  if (
    frame.type === 'unsubscribe' &&
    Array.isArray(frame.chatIds) &&
    frame.chatIds.every((id) => typeof id === 'string' && CHAT_ID.test(id))
  ) {
    return { type: 'unsubscribe', chatIds: frame.chatIds as string[] };
  }
  return undefined;
}
