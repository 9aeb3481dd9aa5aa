/**
 * The chat socket's server side: authenticates each socket from its first frame, follows the chats
 * it subscribes to (members only), catches it up from the id it names, and forwards each new
 * message the bus announces — read from the database, checked against the chat's members at that
 * moment, and sent at most once per socket (it remembers the newest id sent per chat).
 *
 * Work on one chat (catch-ups and deliveries) runs in order, one step at a time, so a catch-up and
 * a live message never race; message ids of one chat are committed in order (chat-store takes a
 * per-chat lock), so "everything after the newest id sent" misses nothing.
 */
import type { WebSocket } from 'ws';
import {
  CHAT_LIMITS,
  CHAT_SOCKET_AUTH_TIMEOUT_MS,
  CHAT_SOCKET_CLOSE,
  type ChatClientFrame,
  type ChatServerFrame,
} from 'contract';
import type { Database } from '../db/database';
import type { Clock } from '../time/clock';
import {
  canRead,
  CHAT_NOT_FOUND_MESSAGE,
  chatMemberIds,
  findChat,
  NOT_A_MEMBER_MESSAGE,
} from './chat-access';
import { messagesAfter, newestMessageId } from './chat-store';
import type { ChatTokens } from './chat-token';
import type { ChatNotice, RealtimeBus } from './realtime-bus';

interface Connection {
  socket: WebSocket;
  userId: string;
  /** Chat id → the newest message id this socket has been sent. */
  sent: Map<string, number>;
}

export interface ChatHub {
  accept(socket: WebSocket): void;
  /** Sockets open and authenticated (the bench reads it). */
  connectionCount(): number;
  /** The people with a socket of this process following the chat (they see its messages live). */
  watchers(chatId: string): ReadonlySet<string>;
  close(): void;
}

export function createChatHub(deps: {
  db: Database;
  bus: RealtimeBus;
  tokens: ChatTokens;
  clock: Clock;
  log?: (error: unknown) => void;
}): ChatHub {
  const { db, tokens, clock } = deps;
  const followers = new Map<string, Set<Connection>>();
  const connections = new Set<Connection>();
  const queues = new Map<string, Promise<void>>();

  /** Runs `step` after every earlier step of the same chat. */
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

  const sendText = (connection: Connection, text: string) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text);
  };
  const send = (connection: Connection, frame: ChatServerFrame) =>
    sendText(connection, JSON.stringify(frame));

  const unfollow = (connection: Connection, chatId: string) => {
    connection.sent.delete(chatId);
    const set = followers.get(chatId);
    set?.delete(connection);
    if (set?.size === 0) followers.delete(chatId);
  };

  // A delivery reads every message after the oldest one its followers hold, so one waiting
  // delivery per chat covers any number of notices that arrive meanwhile (batching under load).
  const waiting = new Set<string>();
  const deliver = (notice: ChatNotice) => {
    if (waiting.has(notice.chatId)) return;
    waiting.add(notice.chatId);
    void inOrder(notice.chatId, async () => {
      waiting.delete(notice.chatId);
      const listening = followers.get(notice.chatId);
      if (!listening?.size) return;
      const chat = await findChat(db, notice.chatId);
      const members = chat ? await chatMemberIds(db, chat) : new Set<string>();
      const oldest = Math.min(...[...listening].map((c) => c.sent.get(notice.chatId) ?? 0));
      const messages = await messagesAfter(db, notice.chatId, oldest, CHAT_LIMITS.catchUpMax);
      // Each frame is serialized once, whatever the number of sockets.
      const frames = messages.map((message) => ({
        id: message.id,
        text: JSON.stringify({ type: 'message', message } satisfies ChatServerFrame),
      }));
      for (const connection of [...listening]) {
        if (!members.has(connection.userId)) {
          unfollow(connection, notice.chatId);
          send(connection, { type: 'removed', chatId: notice.chatId });
          continue;
        }
        let last = connection.sent.get(notice.chatId) ?? 0;
        for (const frame of frames) {
          if (frame.id <= last) continue;
          sendText(connection, frame.text);
          last = frame.id;
        }
        connection.sent.set(notice.chatId, last);
      }
    });
  };

  const unsubscribeBus = deps.bus.subscribe(deliver);

  const subscribe = async (connection: Connection, chatId: string, afterId: number) => {
    const chat = await findChat(db, chatId);
    if (!chat) {
      send(connection, {
        type: 'refused',
        chatId,
        code: 'not_found',
        message: CHAT_NOT_FOUND_MESSAGE,
      });
      return;
    }
    if (!(await canRead(db, chat, connection.userId))) {
      send(connection, {
        type: 'refused',
        chatId,
        code: 'forbidden',
        message: NOT_A_MEMBER_MESSAGE,
      });
      return;
    }
    await inOrder(chatId, async () => {
      if (!connections.has(connection)) return;
      // An afterId beyond the newest message (a client's mistake) must not hide later ones.
      const from = Math.min(
        Math.max(afterId, connection.sent.get(chatId) ?? 0),
        await newestMessageId(db, chatId),
      );
      const missed = await messagesAfter(db, chatId, from, CHAT_LIMITS.catchUpMax + 1);
      const hasMore = missed.length > CHAT_LIMITS.catchUpMax;
      const messages = missed.slice(0, CHAT_LIMITS.catchUpMax);
      connection.sent.set(chatId, messages.at(-1)?.id ?? from);
      let set = followers.get(chatId);
      if (!set) followers.set(chatId, (set = new Set()));
      set.add(connection);
      send(connection, { type: 'subscribed', chatId, messages, hasMore });
    });
  };

  return {
    accept(socket) {
      let connection: Connection | undefined;
      const timer = setTimeout(
        () => socket.close(CHAT_SOCKET_CLOSE.authRequired, 'Send auth first'),
        CHAT_SOCKET_AUTH_TIMEOUT_MS,
      );
      let authenticating = false;
      socket.on('message', (data) => {
        const frame = parseFrame(data.toString());
        if (!frame) return socket.close(CHAT_SOCKET_CLOSE.badMessage, 'Unreadable message');
        if (!connection) {
          if (frame.type !== 'auth' || authenticating) {
            return socket.close(CHAT_SOCKET_CLOSE.authRequired, 'Send auth first');
          }
          authenticating = true;
          void tokens.verify(frame.token, clock()).then((result) => {
            clearTimeout(timer);
            if ('refused' in result) {
              const expired = result.refused === 'expired';
              return socket.close(
                expired ? CHAT_SOCKET_CLOSE.tokenExpired : CHAT_SOCKET_CLOSE.tokenInvalid,
                expired ? 'Token expired' : 'Invalid token',
              );
            }
            if (socket.readyState !== socket.OPEN) return;
            connection = { socket, userId: result.userId, sent: new Map() };
            connections.add(connection);
            send(connection, { type: 'ready', userId: result.userId });
          });
          return;
        }
        if (frame.type === 'auth') return;
        if (frame.type === 'unsubscribe') {
          for (const chatId of frame.chatIds) unfollow(connection, chatId);
          return;
        }
        if (frame.type === 'subscribe') {
          const current = connection;
          // Past the cap, chats are refused one by one (closing would only make the client
          // reconnect and ask again).
          let room = CHAT_LIMITS.maxSubscriptions - current.sent.size;
          for (const { chatId, afterId } of frame.chats) {
            if (!current.sent.has(chatId) && room-- <= 0) {
              send(current, {
                type: 'refused',
                chatId,
                code: 'forbidden',
                message: `A socket can follow at most ${CHAT_LIMITS.maxSubscriptions} chats`,
              });
              continue;
            }
            void subscribe(current, chatId, afterId).catch((error) => deps.log?.(error));
          }
        }
      });
      socket.on('close', () => {
        clearTimeout(timer);
        if (!connection) return;
        connections.delete(connection);
        for (const chatId of [...connection.sent.keys()]) unfollow(connection, chatId);
      });
      socket.on('error', () => {});
    },
    connectionCount: () => connections.size,
    watchers: (chatId) => new Set([...(followers.get(chatId) ?? [])].map((c) => c.userId)),
    close() {
      unsubscribeBus();
      for (const connection of connections) connection.socket.close(1001, 'Server closing');
    },
  };
}

const ID = /^[A-Za-z0-9-]{1,100}$/;

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
  if (frame.type === 'auth' && typeof frame.token === 'string' && frame.token.length < 4096) {
    return { type: 'auth', token: frame.token };
  }
  if (frame.type === 'subscribe' && Array.isArray(frame.chats)) {
    const chats: { chatId: string; afterId: number }[] = [];
    for (const item of frame.chats as unknown[]) {
      const entry = item as { chatId?: unknown; afterId?: unknown };
      if (
        typeof entry?.chatId !== 'string' ||
        !ID.test(entry.chatId) ||
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
    frame.chatIds.every((id) => typeof id === 'string')
  ) {
    return { type: 'unsubscribe', chatIds: frame.chatIds as string[] };
  }
  return undefined;
}
