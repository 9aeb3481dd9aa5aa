/**
 * Who follows which chat on this process, and subscribing to one: members only, caught up from the
 * id the client names, at most `CHAT_LIMITS.maxSubscriptions` chats per follower.
 *
 * A subscribe frame is looked up in one query (`chatAccessOf`), whatever the number of chats it
 * names, and its catch-ups run one after another: one socket never has more than one query of its
 * own waiting for the database, so a socket asking for hundreds of chats (known or not) cannot
 * hold other people's requests behind its queries.
 *
 * Work on one chat (catch-ups here, deliveries in chat-delivery) runs in order, one step at a time
 * (`inOrder`), so a catch-up and a live message never race.
 */
import { CHAT_LIMITS, type ChatServerFrame } from 'contract';
import type { Database } from '../db/database';
import { chatAccessOf, CHAT_NOT_FOUND_MESSAGE, NOT_A_MEMBER_MESSAGE } from './chat-access';
import { messagesAfter, newestMessageId } from './chat-store';

/** One socket as the rooms see it. */
export interface Follower {
  readonly userId: string;
  /** Chat id → the newest message id this follower has been sent. */
  readonly sent: Map<string, number>;
  sendText(text: string): void;
  /** False once the socket is closing: its queued work is dropped. */
  isOpen(): boolean;
}

export const sendFrame = (follower: Follower, frame: ChatServerFrame) =>
  follower.sendText(JSON.stringify(frame));

export type ChatLookup = typeof chatAccessOf;

export interface ChatRooms {
  /** Follows the chats of one subscribe frame (the caller runs a follower's frames in order). */
  subscribe(follower: Follower, chats: { chatId: string; afterId: number }[]): Promise<void>;
  unfollow(follower: Follower, chatId: string): void;
  /** Stops following every chat (the socket closed). */
  leave(follower: Follower): void;
  followersOf(chatId: string): ReadonlySet<Follower>;
  /** The people following the chat here (they see its messages live). */
  watchers(chatId: string): ReadonlySet<string>;
  /** Runs `step` after every earlier step of the same chat. */
  inOrder(chatId: string, step: () => Promise<void>): Promise<void>;
}

export const tooManyChatsMessage = () =>
  `A socket can follow at most ${CHAT_LIMITS.maxSubscriptions} chats`;

export function createChatRooms(deps: {
  db: Database;
  /** The access check of a frame's chats (the tests count its calls). */
  lookUp?: ChatLookup;
  log?: (error: unknown) => void;
}): ChatRooms {
  const { db } = deps;
  const lookUp = deps.lookUp ?? chatAccessOf;
  const followers = new Map<string, Set<Follower>>();
  const queues = new Map<string, Promise<void>>();

  const inOrder = (chatId: string, step: () => Promise<void>) => {
    const next = (queues.get(chatId) ?? Promise.resolve())
      .then(step)
      .catch((error) => deps.log?.(error));
    queues.set(chatId, next);
    void next.then(() => {
      if (queues.get(chatId) === next) queues.delete(chatId);
    });
    return next;
  };

  const unfollow = (follower: Follower, chatId: string) => {
    follower.sent.delete(chatId);
    const set = followers.get(chatId);
    set?.delete(follower);
    if (set?.size === 0) followers.delete(chatId);
  };

  const catchUp = (follower: Follower, chatId: string, afterId: number) =>
    inOrder(chatId, async () => {
      if (!follower.isOpen()) return;
      // An afterId beyond the newest message (a client's mistake) must not hide later ones.
      const from = Math.min(
        Math.max(afterId, follower.sent.get(chatId) ?? 0),
        await newestMessageId(db, chatId),
      );
      const missed = await messagesAfter(db, chatId, from, CHAT_LIMITS.catchUpMax + 1);
      if (!follower.isOpen()) return;
      const hasMore = missed.length > CHAT_LIMITS.catchUpMax;
      const messages = missed.slice(0, CHAT_LIMITS.catchUpMax);
      follower.sent.set(chatId, messages.at(-1)?.id ?? from);
      let set = followers.get(chatId);
      if (!set) followers.set(chatId, (set = new Set()));
      set.add(follower);
      sendFrame(follower, { type: 'subscribed', chatId, messages, hasMore });
    });

  return {
    async subscribe(follower, chats) {
      if (!follower.isOpen()) return;
      // Past the cap, chats are refused one by one without a lookup (closing would only make the
      // client reconnect and ask again).
      let room = CHAT_LIMITS.maxSubscriptions - follower.sent.size;
      const wanted = new Map<string, number>();
      for (const { chatId, afterId } of chats) {
        if (wanted.has(chatId)) continue;
        if (!follower.sent.has(chatId) && room-- <= 0) {
          sendFrame(follower, {
            type: 'refused',
            chatId,
            code: 'forbidden',
            message: tooManyChatsMessage(),
          });
          continue;
        }
        wanted.set(chatId, afterId);
      }
      if (wanted.size === 0) return;
      const access = await lookUp(db, follower.userId, [...wanted.keys()]);
      for (const [chatId, afterId] of wanted) {
        if (!follower.isOpen()) return;
        const verdict = access.get(chatId);
        if (verdict === 'readable') {
          await catchUp(follower, chatId, afterId);
          continue;
        }
        unfollow(follower, chatId);
        sendFrame(
          follower,
          verdict === 'forbidden'
            ? { type: 'refused', chatId, code: 'forbidden', message: NOT_A_MEMBER_MESSAGE }
            : { type: 'refused', chatId, code: 'not_found', message: CHAT_NOT_FOUND_MESSAGE },
        );
      }
    },
    unfollow,
    leave(follower) {
      for (const chatId of [...follower.sent.keys()]) unfollow(follower, chatId);
    },
    followersOf: (chatId) => followers.get(chatId) ?? new Set(),
    watchers: (chatId) => new Set([...(followers.get(chatId) ?? [])].map((f) => f.userId)),
    inOrder,
  };
}
