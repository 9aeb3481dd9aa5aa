/**
 * Live delivery: each new message the bus announces is read from the database, checked against the
 * chat's members at that moment (someone who lost access is told `removed` and no longer
 * followed), and sent at most once per follower (it remembers the newest id sent per chat).
 *
 * Message ids of one chat are committed in order (chat-store takes a per-chat lock), so
 * "everything after the newest id sent" misses nothing.
 */
import { CHAT_LIMITS, type ChatServerFrame } from 'contract';
import type { Database } from '../db/database';
import { chatMemberIds, findChat } from './chat-access';
import type { ChatRooms } from './chat-rooms';
import { sendFrame } from './chat-rooms';
import { messagesAfter } from './chat-store';
import type { ChatNotice } from './realtime-bus';

export function createChatDelivery(deps: {
  db: Database;
  rooms: ChatRooms;
}): (notice: ChatNotice) => void {
  const { db, rooms } = deps;
  // A delivery reads every message after the oldest one its followers hold, so one waiting
  // delivery per chat covers any number of notices that arrive meanwhile (batching under load).
  const waiting = new Set<string>();
  return (notice) => {
    const { chatId } = notice;
    if (waiting.has(chatId)) return;
    waiting.add(chatId);
    void rooms.inOrder(chatId, async () => {
      waiting.delete(chatId);
      const listening = [...rooms.followersOf(chatId)];
      if (listening.length === 0) return;
      const chat = await findChat(db, chatId);
      const members = chat ? await chatMemberIds(db, chat) : new Set<string>();
      const oldest = Math.min(...listening.map((f) => f.sent.get(chatId) ?? 0));
      const messages = await messagesAfter(db, chatId, oldest, CHAT_LIMITS.catchUpMax);
      // Each frame is serialized once, whatever the number of followers.
      const frames = messages.map((message) => ({
        id: message.id,
        text: JSON.stringify({ type: 'message', message } satisfies ChatServerFrame),
      }));
      for (const follower of listening) {
        // Someone who stopped following meanwhile (unsubscribed, closed) gets nothing more.
        if (!follower.sent.has(chatId)) continue;
        if (!members.has(follower.userId)) {
          rooms.unfollow(follower, chatId);
          sendFrame(follower, { type: 'removed', chatId });
          continue;
        }
        let last = follower.sent.get(chatId) ?? 0;
        for (const frame of frames) {
          if (frame.id <= last) continue;
          follower.sendText(frame.text);
          last = frame.id;
        }
        follower.sent.set(chatId, last);
      }
    });
  };
}
