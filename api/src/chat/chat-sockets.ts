/**
 * The chat socket's connections: each socket authenticates with its first frame (a chat token of a
 * live account), then its frames are counted against its budget (socket-budget.ts) and handed to
 * the rooms one at a time, in the order they came. A socket over its budget is closed with
 * `tooManyFrames`; its frames still queued are dropped. A person holds at most
 * `CHAT_LIMITS.socketsPerPerson` signed-in sockets on a process. Deleting an account closes its sockets
 * (`closeAccount`, called on every process through the bus).
 */
import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import {
  CHAT_LIMITS,
  CHAT_SOCKET_AUTH_TIMEOUT_MS,
  CHAT_SOCKET_CLOSE,
  type ChatClientFrame,
} from 'contract';
import type { Clock } from '../time/clock';
import { parseFrame } from './chat-frames';
import { sendFrame, type ChatRooms, type Follower } from './chat-rooms';
import type { ChatTokens } from './chat-token';
import { createSocketBudget, OVER_BUDGET_REASON } from './socket-budget';

interface Connection extends Follower {
  socket: WebSocket;
  /** The frames handed to the rooms so far, one after another. */
  work: Promise<void>;
}

export interface ChatSockets {
  accept(socket: WebSocket): void;
  /** Closes every socket of the account (it was deleted). */
  closeAccount(userId: string): void;
  /** Sockets open and authenticated (the bench reads it). */
  count(): number;
  closeAll(): void;
}

export function createChatSockets(deps: {
  rooms: ChatRooms;
  tokens: ChatTokens;
  clock: Clock;
  /** False for a deleted account: its still-valid token is refused. */
  isLiveAccount(userId: string): Promise<boolean>;
  /** Monotonic milliseconds for the frame budget. */
  now?: () => number;
  log?: (error: unknown) => void;
}): ChatSockets {
  const { rooms, tokens, clock } = deps;
  const now = deps.now ?? (() => performance.now());
  const connections = new Set<Connection>();
  const deleted = recentDeletions(now);
  const openSocketsOf = (userId: string) => {
    let open = 0;
    for (const connection of connections) if (connection.userId === userId) open += 1;
    return open;
  };

  const signIn = async (socket: WebSocket, token: string): Promise<Connection | undefined> => {
    const result = await tokens.verify(token, clock());
    if ('refused' in result) {
      const expired = result.refused === 'expired';
      socket.close(
        expired ? CHAT_SOCKET_CLOSE.tokenExpired : CHAT_SOCKET_CLOSE.tokenInvalid,
        expired ? 'Token expired' : 'Invalid token',
      );
      return undefined;
    }
    if (!(await deps.isLiveAccount(result.userId)) || deleted.has(result.userId)) {
      socket.close(CHAT_SOCKET_CLOSE.accountDeleted, 'Account deleted');
      return undefined;
    }
    if (socket.readyState !== socket.OPEN) return undefined;
    // Counted and added in one turn of the event loop, so two sign-ins at once cannot both pass.
    if (openSocketsOf(result.userId) >= CHAT_LIMITS.socketsPerPerson) {
      socket.close(CHAT_SOCKET_CLOSE.tooManySockets, 'Too many open chat connections');
      return undefined;
    }
    const connection = connectionOf(socket, result.userId);
    connections.add(connection);
    sendFrame(connection, { type: 'ready', userId: result.userId });
    return connection;
  };

  /** Queues a signed-in socket's frame behind its earlier ones. */
  const handle = (connection: Connection, frame: ChatClientFrame) => {
    if (frame.type === 'auth') return;
    const step =
      frame.type === 'subscribe'
        ? () => rooms.subscribe(connection, frame.chats)
        : async () => {
            for (const chatId of frame.chatIds) rooms.unfollow(connection, chatId);
          };
    connection.work = connection.work.then(step).catch((error) => deps.log?.(error));
  };

  return {
    accept(socket) {
      let connection: Connection | undefined;
      let authenticating = false;
      const budget = createSocketBudget(now);
      const timer = setTimeout(
        () => socket.close(CHAT_SOCKET_CLOSE.authRequired, 'Send auth first'),
        CHAT_SOCKET_AUTH_TIMEOUT_MS,
      );
      socket.on('message', (data) => {
        if (socket.readyState !== socket.OPEN) return;
        const frame = parseFrame(data.toString());
        if (!frame) return socket.close(CHAT_SOCKET_CLOSE.badMessage, 'Unreadable message');
        const named = frame.type === 'subscribe' ? frame.chats.length : 0;
        if (!budget.spend(named)) {
          return socket.close(CHAT_SOCKET_CLOSE.tooManyFrames, OVER_BUDGET_REASON);
        }
        if (connection) return handle(connection, frame);
        if (frame.type !== 'auth' || authenticating) {
          return socket.close(CHAT_SOCKET_CLOSE.authRequired, 'Send auth first');
        }
        authenticating = true;
        signIn(socket, frame.token)
          .then((signedIn) => {
            clearTimeout(timer);
            connection = signedIn;
          })
          .catch((error) => {
            deps.log?.(error);
            socket.close(1011, 'Server error');
          });
      });
      socket.on('close', () => {
        clearTimeout(timer);
        if (!connection) return;
        connections.delete(connection);
        rooms.leave(connection);
      });
      socket.on('error', () => {});
    },
    closeAccount(userId) {
      deleted.add(userId);
      for (const connection of connections) {
        if (connection.userId === userId) {
          connection.socket.close(CHAT_SOCKET_CLOSE.accountDeleted, 'Account deleted');
        }
      }
    },
    count: () => connections.size,
    closeAll() {
      for (const connection of connections) connection.socket.close(1001, 'Server closing');
    },
  };
}

function connectionOf(socket: WebSocket, userId: string): Connection {
  const isOpen = () => socket.readyState === socket.OPEN;
  return {
    socket,
    userId,
    sent: new Map(),
    work: Promise.resolve(),
    sendText: (text) => {
      if (isOpen()) socket.send(text);
    },
    isOpen,
  };
}

/**
 * Accounts deleted lately, for a sign-in whose liveness query ran just before the deletion
 * committed and whose notice came before the sign-in finished. Kept for a token's lifetime: a
 * token issued before the deletion has expired by then, and the query refuses a later one.
 */
function recentDeletions(now: () => number) {
  const deleted = new Map<string, number>();
  const keepMs = CHAT_LIMITS.tokenLifetimeSeconds * 1000;
  return {
    add(userId: string) {
      for (const [id, at] of deleted) {
        if (now() - at < keepMs) break;
        deleted.delete(id);
      }
      deleted.delete(userId);
      deleted.set(userId, now());
    },
    has: (userId: string) => deleted.has(userId),
  };
}
