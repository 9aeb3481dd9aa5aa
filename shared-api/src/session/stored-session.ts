/**
 * Firebase's stored sign-in on this device, read without loading Firebase. Its persistence keeps
 * the user under `firebase:authUser:<apiKey>:[DEFAULT]`: in IndexedDB (database
 * `firebaseLocalStorageDb`, store `firebaseLocalStorage`, keyed by `fbase_key`), else in
 * localStorage or sessionStorage (firebase-js-sdk, packages/auth/src/platform_browser/persistence),
 * as `UserImpl.toJSON()` writes it: `uid`, `phoneNumber`, and `stsTokenManager` with the ID token
 * (`accessToken`) and its `expirationTime` in milliseconds.
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

/** The signed-in person as Firebase stored them, with the ID token it would use next. */
export interface StoredUser {
  uid: string;
  phoneNumber: string | null;
  idToken: string;
  /** When the ID token expires, in milliseconds since the epoch. */
  idTokenExpiresAt: number;
}

/**
 * `stored`: Firebase may hold a sign-in here; when the check cannot tell, it says so (a wrong yes
 * only loads Firebase early, a wrong no would show a signed-in person as signed out until Firebase
 * loads). `user`: the stored sign-in, when it could be read and has the expected shape.
 */
export interface StoredSession {
  stored: boolean;
  user: StoredUser | null;
}

/** A stored ID token is used only while it has at least this long to live. */
export const STORED_TOKEN_MIN_LIFETIME_MS = 60_000;

/** Whether the stored ID token can be sent as it is, without Firebase refreshing it first. */
export function hasUsableToken(user: StoredUser, now = Date.now()): boolean {
  return user.idTokenExpiresAt - now >= STORED_TOKEN_MIN_LIFETIME_MS;
}

const NOTHING: StoredSession = { stored: false, user: null };
const CANNOT_TELL: StoredSession = { stored: true, user: null };

export async function readStoredSession(
  apiKey: string,
  env: StoredSessionEnv = browserEnv(),
): Promise<StoredSession> {
  const key = storedUserKey(apiKey);
  try {
    const kept = env.localStorage?.getItem(key) ?? env.sessionStorage?.getItem(key);
    if (kept) return { stored: true, user: parseStoredUser(JSON.parse(kept)) };
    const idb = env.indexedDB;
    if (!idb) return NOTHING;
    // Opening a database that does not exist would create it, empty, under Firebase's name.
    if (typeof idb.databases !== 'function') return CANNOT_TELL;
    const databases = await idb.databases();
    if (!databases.some((db) => db.name === FIREBASE_DB)) return NOTHING;
    return await readFromIndexedDb(idb, key);
  } catch {
    return CANNOT_TELL;
  }
}

/** Whether Firebase may hold a stored sign-in on this device (see readStoredSession). */
export async function mayHaveStoredSession(
  apiKey: string,
  env: StoredSessionEnv = browserEnv(),
): Promise<boolean> {
  return (await readStoredSession(apiKey, env)).stored;
}

/** Firebase's stored user, or null when the shape is not the one expected (another version). */
export function parseStoredUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { uid, phoneNumber, stsTokenManager } = value as Record<string, unknown>;
  if (typeof uid !== 'string' || typeof stsTokenManager !== 'object' || !stsTokenManager) {
    return null;
  }
  const { accessToken, expirationTime } = stsTokenManager as Record<string, unknown>;
  if (typeof accessToken !== 'string' || typeof expirationTime !== 'number') return null;
  return {
    uid,
    phoneNumber: typeof phoneNumber === 'string' ? phoneNumber : null,
    idToken: accessToken,
    idTokenExpiresAt: expirationTime,
  };
}

function readFromIndexedDb(idb: Pick<IDBFactory, 'open'>, key: string): Promise<StoredSession> {
  return new Promise((resolve) => {
    const request = idb.open(FIREBASE_DB);
    request.onerror = () => resolve(CANNOT_TELL);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(FIREBASE_STORE)) {
        db.close();
        resolve(NOTHING);
        return;
      }
      const get = db.transaction(FIREBASE_STORE, 'readonly').objectStore(FIREBASE_STORE).get(key);
      get.onsuccess = () => {
        db.close();
        const row = get.result as { value?: unknown } | undefined;
        resolve(row === undefined ? NOTHING : { stored: true, user: parseStoredUser(row.value) });
      };
      get.onerror = () => {
        db.close();
        resolve(CANNOT_TELL);
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
