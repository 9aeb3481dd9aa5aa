/**
 * Whether Firebase may hold a stored sign-in on this device, told without loading Firebase. Its
 * persistence keeps the user under `firebase:authUser:<apiKey>:[DEFAULT]`: in IndexedDB (database
 * `firebaseLocalStorageDb`, store `firebaseLocalStorage`, keyed by `fbase_key`), else in
 * localStorage or sessionStorage (firebase-js-sdk, packages/auth/src/platform_browser/persistence).
 * When it cannot tell, it answers yes: a wrong yes only loads Firebase early, a wrong no would
 * show a signed-in person as signed out until Firebase loads.
 */
const FIREBASE_DB = 'firebaseLocalStorageDb';
const FIREBASE_STORE = 'firebaseLocalStorage';

export interface StoredSessionEnv {
  localStorage?: Pick<Storage, 'getItem'>;
  sessionStorage?: Pick<Storage, 'getItem'>;
  indexedDB?: Pick<IDBFactory, 'open'> & { databases?: IDBFactory['databases'] };
}

export function storedUserKey(apiKey: string): string {
  return `firebase:authUser:${apiKey}:[DEFAULT]`;
}

export async function mayHaveStoredSession(
  apiKey: string,
  env: StoredSessionEnv = browserEnv(),
): Promise<boolean> {
  const key = storedUserKey(apiKey);
  try {
    if (env.localStorage?.getItem(key) || env.sessionStorage?.getItem(key)) return true;
    const idb = env.indexedDB;
    if (!idb) return false;
    // Opening a database that does not exist would create it, empty, under Firebase's name.
    if (typeof idb.databases !== 'function') return true;
    const databases = await idb.databases();
    if (!databases.some((db) => db.name === FIREBASE_DB)) return false;
    return await storedInIndexedDb(idb, key);
  } catch {
    return true;
  }
}

function storedInIndexedDb(idb: Pick<IDBFactory, 'open'>, key: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = idb.open(FIREBASE_DB);
    request.onerror = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(FIREBASE_STORE)) {
        db.close();
        resolve(false);
        return;
      }
      const get = db.transaction(FIREBASE_STORE, 'readonly').objectStore(FIREBASE_STORE).get(key);
      get.onsuccess = () => {
        db.close();
        resolve(get.result !== undefined);
      };
      get.onerror = () => {
        db.close();
        resolve(true);
      };
    };
  });
}

function browserEnv(): StoredSessionEnv {
  if (typeof window === 'undefined') return {};
  return {
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    indexedDB: window.indexedDB,
  };
}
