/**
 * Where the chat outbox keeps unsent messages so a reload (or a closed tab) does not lose them:
 * IndexedDB in the browser, one database per signed-in person, so two accounts on one device
 * never send each other's messages. Behind a small interface, so the outbox's tests use the memory
 * store and the e2e spec (`chat-notify.spec.ts`) proves the IndexedDB one in a real browser.
 */
import type { OutboxItem } from './chat-outbox';

export interface OutboxStore {
  /** Every saved item, oldest first. */
  load(): Promise<OutboxItem[]>;
  save(item: OutboxItem): Promise<void>;
  remove(clientKey: string): Promise<void>;
}

/** Keeps nothing beyond the page (tests, and browsers without IndexedDB). */
export function memoryOutboxStore(initial: OutboxItem[] = []): OutboxStore & {
  items: Map<string, OutboxItem>;
} {
  const items = new Map(initial.map((item) => [item.clientKey, item]));
  return {
    items,
    load: async () => [...items.values()].sort((a, b) => a.createdAt - b.createdAt),
    save: async (item) => void items.set(item.clientKey, item),
    remove: async (clientKey) => void items.delete(clientKey),
  };
}

const STORE = 'items';

/** The IndexedDB store of `uid`'s outbox; the memory store where IndexedDB is missing. */
export function browserOutboxStore(uid: string): OutboxStore {
  if (typeof indexedDB === 'undefined') return memoryOutboxStore();
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(`chat-outbox:${uid}`, 1);
      request.onupgradeneeded = () =>
        request.result.createObjectStore(STORE, { keyPath: 'clientKey' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    }));
  const run = async <T>(
    mode: IDBTransactionMode,
    act: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  };
  return {
    async load() {
      const items = await run('readonly', (store) => store.getAll() as IDBRequest<OutboxItem[]>);
      return items.sort((a, b) => a.createdAt - b.createdAt);
    },
    save: async (item) => void (await run('readwrite', (store) => store.put(item))),
    remove: async (clientKey) => void (await run('readwrite', (store) => store.delete(clientKey))),
  };
}
