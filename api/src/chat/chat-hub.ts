/**
 * The chat socket's server side, put together from its three parts:
 * - connections (chat-sockets.ts): signing in, each socket's frame budget, closing a deleted
 *   account's sockets;
 * - rooms (chat-rooms.ts): who follows which chat, subscribing (members only) and catching up;
 * - delivery (chat-delivery.ts): each new message the bus announces, to the chat's followers.
 * The bus brings messages and account deletions from every API process, this one included.
 */
import type { WebSocket } from 'ws';
import type { Database } from '../db/database';
import type { Clock } from '../time/clock';
import { isLiveAccount } from './chat-access';
import { createChatDelivery } from './chat-delivery';
import { createChatRooms } from './chat-rooms';
import { createChatSockets } from './chat-sockets';
import type { ChatTokens } from './chat-token';
import type { RealtimeBus } from './realtime-bus';

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
  const { db, bus, log } = deps;
  const rooms = createChatRooms({ db, log });
  const sockets = createChatSockets({
    rooms,
    tokens: deps.tokens,
    clock: deps.clock,
    isLiveAccount: (userId) => isLiveAccount(db, userId),
    log,
  });
  const stopMessages = bus.subscribe(createChatDelivery({ db, rooms }));
  const stopAccounts = bus.onAccountDeleted((userId) => sockets.closeAccount(userId));
  return {
    accept: (socket) => sockets.accept(socket),
    connectionCount: () => sockets.count(),
    watchers: (chatId) => rooms.watchers(chatId),
    close() {
      stopMessages();
      stopAccounts();
      sockets.closeAll();
    },
  };
}
