/**
 * Messages the person wrote that the API has not acknowledged yet. React-free.
 *
 * Each gets its idempotency key when written, and keeps it through every retry, so it is stored
 * once however often it is sent. While the network is down (or the API answers 429 or 5xx) it
 * stays "sending" and is tried again on `flush()` (the socket coming back calls it) or after a
 * short wait; an answer that will not change by retrying (403, 400…) marks it "failed", in words,
 * for the person to retry or discard.
 *
 * Every change is written to its store (IndexedDB in the browser), and `restore()` reads back what
 * an earlier page left unsent, so a message written offline survives a reload and is sent once
 * (its key makes a second send of it the same message).
 */
import type { ChatMessage } from 'contract';
import { isApiError, NETWORK_ERROR_CODE, toUserMessage } from 'shared-api';
import { memoryOutboxStore, type OutboxStore } from './chat-outbox-store';

export interface OutboxItem {
  clientKey: string;
  chatId: string;
  text: string;
  state: 'sending' | 'failed';
  error: string | null;
  createdAt: number;
}

export type SendFn = (
  chatId: string,
  input: { text: string; clientKey: string },
) => Promise<ChatMessage>;

export class ChatOutbox {
  private items: OutboxItem[] = [];
  private readonly inFlight = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly sentListeners = new Set<(message: ChatMessage) => void>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Store writes, one after another (a save and the removal of one item keep their order). */
  private writes: Promise<void> = Promise.resolve();
  /** Keys removed while `restore()` reads, so it does not bring back what was just sent. */
  private removedWhileRestoring: Set<string> | null = null;

  constructor(
    private readonly sendFn: SendFn,
    private readonly retryDelayMs = 3000,
    private readonly store: OutboxStore = memoryOutboxStore(),
  ) {}

  /** Takes back what an earlier page left unsent (oldest first) and sends it. */
  async restore(): Promise<void> {
    this.removedWhileRestoring = new Set();
    let saved: OutboxItem[];
    try {
      saved = await this.store.load();
    } catch {
      saved = []; // Storage refused (private mode, quota): this page's outbox still works.
    }
    const skip = this.removedWhileRestoring;
    this.removedWhileRestoring = null;
    const known = new Set(this.items.map((item) => item.clientKey));
    const fresh = saved.filter((item) => !known.has(item.clientKey) && !skip.has(item.clientKey));
    if (fresh.length === 0) return;
    this.update([...fresh, ...this.items].sort((a, b) => a.createdAt - b.createdAt));
    await this.flush();
  }

  /** Resolves once every change so far is in the store. */
  settled(): Promise<void> {
    return this.writes;
  }

  /** The current items (a new array after every change, for React's useSyncExternalStore). */
  snapshot(): readonly OutboxItem[] {
    return this.items;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Called with each message the API acknowledged. */
  onSent(listener: (message: ChatMessage) => void): () => void {
    this.sentListeners.add(listener);
    return () => void this.sentListeners.delete(listener);
  }

  add(chatId: string, text: string): OutboxItem {
    const item: OutboxItem = {
      clientKey: newClientKey(),
      chatId,
      text,
      state: 'sending',
      error: null,
      createdAt: Date.now(),
    };
    this.update([...this.items, item]);
    void this.trySend(item.clientKey);
    return item;
  }

  retry(clientKey: string): void {
    this.patch(clientKey, { state: 'sending', error: null });
    void this.trySend(clientKey);
  }

  discard(clientKey: string): void {
    this.update(this.items.filter((item) => item.clientKey !== clientKey));
  }

  /** Sends every waiting item again, oldest first (each chat keeps its order). */
  async flush(): Promise<void> {
    for (const item of this.items.filter((i) => i.state === 'sending')) {
      await this.trySend(item.clientKey);
    }
  }

  dispose(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.listeners.clear();
    this.sentListeners.clear();
  }

  private async trySend(clientKey: string): Promise<void> {
    const item = this.items.find((i) => i.clientKey === clientKey);
    if (!item || item.state !== 'sending' || this.inFlight.has(item.clientKey)) return;
    // One chat's messages go out in the order they were written: the oldest waiting one first.
    const first = this.items.find((i) => i.chatId === item.chatId && i.state === 'sending');
    if (first && first !== item) {
      void this.trySend(first.clientKey);
      return;
    }
    this.inFlight.add(clientKey);
    try {
      const message = await this.sendFn(item.chatId, { text: item.text, clientKey });
      this.inFlight.delete(clientKey);
      this.update(this.items.filter((i) => i.clientKey !== clientKey));
      for (const listener of this.sentListeners) listener(message);
      const next = this.items.find((i) => i.chatId === item.chatId && i.state === 'sending');
      if (next) void this.trySend(next.clientKey);
    } catch (error) {
      this.inFlight.delete(clientKey);
      if (isTransient(error)) {
        this.scheduleRetry();
      } else {
        this.patch(clientKey, { state: 'failed', error: toUserMessage(error) });
      }
    }
  }

  private scheduleRetry() {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, this.retryDelayMs);
  }

  private persist(before: readonly OutboxItem[], after: readonly OutboxItem[]) {
    const { saved, removed } = outboxChanges(before, after);
    for (const key of removed) this.removedWhileRestoring?.add(key);
    if (saved.length === 0 && removed.length === 0) return;
    this.writes = this.writes.then(async () => {
      try {
        for (const item of saved) await this.store.save(item);
        for (const key of removed) await this.store.remove(key);
      } catch {
        // Storage refused: the message is still in this page's outbox, only not kept past it.
      }
    });
  }

  private patch(clientKey: string, change: Partial<OutboxItem>) {
    this.update(this.items.map((i) => (i.clientKey === clientKey ? { ...i, ...change } : i)));
  }

  private update(items: OutboxItem[]) {
    this.persist(this.items, items);
    this.items = items;
    for (const listener of this.listeners) listener();
  }
}

export interface OutboxChanges {
  saved: OutboxItem[];
  removed: string[];
}

/** What changed from `before` to `after`: items new or changed (by identity), keys gone. */
export function outboxChanges(before: readonly OutboxItem[], after: readonly OutboxItem[]) {
  const previous = new Map(before.map((item) => [item.clientKey, item]));
  const kept = new Set(after.map((item) => item.clientKey));
  return {
    saved: after.filter((item) => previous.get(item.clientKey) !== item),
    removed: [...previous.keys()].filter((key) => !kept.has(key)),
  } satisfies OutboxChanges;
}

function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === NETWORK_ERROR_CODE || error.status === 429 || error.status >= 500;
}

/** A random key a message is named with (its idempotency key), so retries of it are known. */
function newClientKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
