/**
 * Fan-out of "something happened in a chat" between API processes. A notice carries ids only (a
 * PostgreSQL NOTIFY payload must stay under 8000 bytes and has no replay); listeners read the rows
 * themselves, and clients catch up from their last id after any gap. "An account was deleted" goes
 * the same way (its own channel), so every process ends that person's sockets at once.
 *
 * - `createInProcessBus`: one process (PGlite, tests).
 * - `createPostgresBus`: LISTEN/NOTIFY on a dedicated connection that is not in the pool (a pooled
 *   connection would drop the LISTEN when returned). NOTIFY is delivered on commit only, to every
 *   process listening on the database, this one included: two API processes on one PostgreSQL
 *   deliver to each other's sockets.
 */
import pg from 'pg';

export interface ChatNotice {
  chatId: string;
  messageId: number;
}

export interface RealtimeBus {
  /** Called after the message's transaction committed. */
  publish(notice: ChatNotice): Promise<void>;
  subscribe(listener: (notice: ChatNotice) => void): () => void;
  /** Called after the account's deletion committed. */
  publishAccountDeleted(userId: string): Promise<void>;
  onAccountDeleted(listener: (userId: string) => void): () => void;
  close(): Promise<void>;
}

export const CHAT_CHANNEL = 'chat_messages';
export const ACCOUNT_CHANNEL = 'chat_accounts_deleted';

function listenerSet<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener: (value: T) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(value: T) {
      for (const listener of listeners) listener(value);
    },
  };
}

export function createInProcessBus(): RealtimeBus {
  const messages = listenerSet<ChatNotice>();
  const accounts = listenerSet<string>();
  return {
    async publish(notice) {
      // Delivered on the next turn, as a NOTIFY would be: never inside the sender's request.
      queueMicrotask(() => messages.emit(notice));
    },
    subscribe: (listener) => messages.add(listener),
    async publishAccountDeleted(userId) {
      queueMicrotask(() => accounts.emit(userId));
    },
    onAccountDeleted: (listener) => accounts.add(listener),
    close: async () => {},
  };
}

function parseNotice(payload: string | undefined): ChatNotice | undefined {
  if (!payload) return undefined;
  const [chatId, id] = payload.split(':');
  const messageId = Number(id);
  if (!chatId || !Number.isSafeInteger(messageId)) return undefined;
  return { chatId, messageId };
}

export async function createPostgresBus(
  databaseUrl: string,
  options: { onError?: (error: unknown) => void } = {},
): Promise<RealtimeBus> {
  const messages = listenerSet<ChatNotice>();
  const accounts = listenerSet<string>();
  let closed = false;
  let client: pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === ACCOUNT_CHANNEL) {
        if (message.payload) accounts.emit(message.payload);
        return;
      }
      const notice = parseNotice(message.payload);
      if (notice) messages.emit(notice);
    });
    next.on('error', (error) => {
      options.onError?.(error);
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CHAT_CHANNEL}`);
    await next.query(`LISTEN ${ACCOUNT_CHANNEL}`);
    client = next;
  };
  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    client?.end().catch(() => {});
    client = undefined;
    // Notices missed while disconnected are not replayed: clients catch up from their last id.
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((error) => {
        options.onError?.(error);
        scheduleReconnect();
      });
    }, 1000);
  };
  await connect();

  return {
    async publish(notice) {
      const target = client;
      if (!target) return;
      await target.query('select pg_notify($1, $2)', [
        CHAT_CHANNEL,
        `${notice.chatId}:${notice.messageId}`,
      ]);
    },
    subscribe: (listener) => messages.add(listener),
    async publishAccountDeleted(userId) {
      const target = client;
      if (!target) return;
      await target.query('select pg_notify($1, $2)', [ACCOUNT_CHANNEL, userId]);
    },
    onAccountDeleted: (listener) => accounts.add(listener),
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await client?.end().catch(() => {});
    },
  };
}
