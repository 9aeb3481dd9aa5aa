/**
 * The browser's end of the chat socket (protocol: `contract/chat-socket.ts`). React-free.
 *
 * - Connects, sends a fresh chat token first (never in the URL), then subscribes to the chats it
 *   follows with the newest message id it holds for each, so the server sends only what was missed.
 * - Hands each message to the listeners once: ids of a chat only grow, so anything at or below the
 *   newest id seen is dropped.
 * - Reconnects after any drop with a growing delay (reset once it is back); a refused token
 *   (expired or invalid) is replaced by a new one at once. A socket ended because the account was
 *   deleted is not reconnected. Going offline closes the socket (a
 *   socket can look open while nothing flows); coming back online reconnects immediately.
 */
import type { ChatClientFrame, ChatMessage, ChatServerFrame } from 'contract';
import { CHAT_SOCKET_CLOSE } from 'contract/values';

export type ChatConnectionState = 'connecting' | 'online' | 'offline';

export interface ChatSocketEvents {
  message(message: ChatMessage): void;
  state(state: ChatConnectionState): void;
  /** The caller may not (or may no longer) read the chat. */
  refused(chatId: string): void;
  /** The server had more missed messages than it sends at once: read them over HTTP. */
  gap(chatId: string): void;
}

interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface ChatSocketClientOptions {
  /** ws:// or wss:// address of `/v2/chat/socket`. */
  url: string;
  /** A new chat token (GET /chat/token). */
  getToken(): Promise<string>;
  createSocket?: (url: string) => SocketLike;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Window-like target for `online`/`offline` events; the global window when present. */
  network?: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    navigator?: { onLine: boolean };
  };
}

const OPEN = 1;

export class ChatSocketClient {
  private socket: SocketLike | null = null;
  private readonly lastIds = new Map<string, number>();
  private readonly listeners: { [E in keyof ChatSocketEvents]: Set<ChatSocketEvents[E]> } = {
    message: new Set(),
    state: new Set(),
    refused: new Set(),
    gap: new Set(),
  };
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private ready = false;
  private currentState: ChatConnectionState = 'connecting';
  private readonly options: Required<Omit<ChatSocketClientOptions, 'network'>> &
    Pick<ChatSocketClientOptions, 'network'>;

  constructor(options: ChatSocketClientOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      minDelayMs: 500,
      maxDelayMs: 10_000,
      network: typeof window === 'undefined' ? undefined : window,
      ...options,
    };
    this.options.network?.addEventListener('online', this.handleOnline);
    this.options.network?.addEventListener('offline', this.handleOffline);
    this.connect();
  }

  get state(): ChatConnectionState {
    return this.currentState;
  }

  on<E extends keyof ChatSocketEvents>(event: E, listener: ChatSocketEvents[E]): () => void {
    this.listeners[event].add(listener);
    return () => void this.listeners[event].delete(listener);
  }

  /** Follows a chat from `afterId` (the newest id the caller holds) on, now and after reconnects. */
  follow(chatId: string, afterId = 0): void {
    const known = this.lastIds.get(chatId);
    this.lastIds.set(chatId, Math.max(known ?? 0, afterId));
    if (this.ready)
      this.sendFrame({
        type: 'subscribe',
        chats: [{ chatId, afterId: this.lastIds.get(chatId)! }],
      });
  }

  unfollow(chatId: string): void {
    this.lastIds.delete(chatId);
    if (this.ready) this.sendFrame({ type: 'unsubscribe', chatIds: [chatId] });
  }

  lastId(chatId: string): number {
    return this.lastIds.get(chatId) ?? 0;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.options.network?.removeEventListener('online', this.handleOnline);
    this.options.network?.removeEventListener('offline', this.handleOffline);
    this.socket?.close(1000, 'Closed');
    this.socket = null;
  }

  /** Reconnects now (after coming back online, or when a screen wants it). */
  reconnectNow(): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.attempt = 0;
    if (!this.socket) this.connect();
  }

  private readonly handleOnline = () => this.reconnectNow();

  private readonly handleOffline = () => {
    this.drop();
    this.setState('offline');
  };

  private setState(state: ChatConnectionState) {
    if (state === this.currentState) return;
    this.currentState = state;
    for (const listener of this.listeners.state) listener(state);
  }

  private sendFrame(frame: ChatClientFrame) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private drop() {
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'Offline');
    }
  }

  private connect() {
    if (this.closed) return;
    if (this.options.network?.navigator && !this.options.network.navigator.onLine) {
      this.setState('offline');
      return;
    }
    this.setState('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect(false);
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.options.getToken().then(
        (token) => {
          if (this.socket === socket) socket.send(JSON.stringify({ type: 'auth', token }));
        },
        () => socket.close(4999, 'No token'),
      );
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatServerFrame;
      } catch {
        return;
      }
      this.handleFrame(frame);
    };
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.ready = false;
      if (event.code === CHAT_SOCKET_CLOSE.accountDeleted) {
        // The account is gone: every token it could get is refused, so trying again only loops.
        this.close();
        this.setState('offline');
        return;
      }
      const tokenRefused =
        event.code === CHAT_SOCKET_CLOSE.tokenExpired ||
        event.code === CHAT_SOCKET_CLOSE.tokenInvalid;
      this.scheduleReconnect(tokenRefused);
    };
  }

  private scheduleReconnect(immediately: boolean) {
    if (this.closed) return;
    this.setState(this.currentState === 'offline' ? 'offline' : 'connecting');
    const delay =
      immediately && this.attempt === 0
        ? 0
        : Math.min(this.options.maxDelayMs, this.options.minDelayMs * 2 ** this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }

  private handleFrame(frame: ChatServerFrame) {
    switch (frame.type) {
      case 'ready': {
        this.ready = true;
        this.attempt = 0;
        this.setState('online');
        const chats = [...this.lastIds].map(([chatId, afterId]) => ({ chatId, afterId }));
        if (chats.length) this.sendFrame({ type: 'subscribe', chats });
        return;
      }
      case 'subscribed':
        for (const message of frame.messages) this.emitMessage(message);
        if (frame.hasMore) for (const listener of this.listeners.gap) listener(frame.chatId);
        return;
      case 'message':
        this.emitMessage(frame.message);
        return;
      case 'refused':
      case 'removed':
        this.lastIds.delete(frame.chatId);
        for (const listener of this.listeners.refused) listener(frame.chatId);
        return;
    }
  }

  private emitMessage(message: ChatMessage) {
    const last = this.lastIds.get(message.chatId);
    if (last === undefined || message.id <= last) return;
    this.lastIds.set(message.chatId, message.id);
    for (const listener of this.listeners.message) listener(message);
  }
}

/** The socket's address for an API base (`/v2` on this origin, or an absolute http(s) URL). */
export function chatSocketUrl(apiBaseUrl: string, location?: { protocol: string; host: string }) {
  const absolute = /^https?:\/\//.test(apiBaseUrl)
    ? apiBaseUrl
    : `${location?.protocol ?? 'http:'}//${location?.host ?? 'localhost'}${apiBaseUrl}`;
  return `${absolute.replace(/^http/, 'ws').replace(/\/+$/, '')}/chat/socket`;
}
