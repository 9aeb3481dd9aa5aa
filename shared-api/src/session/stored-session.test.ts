import { describe, expect, it } from 'vitest';
import {
  mayHaveStoredSession,
  parseStoredUser,
  readStoredSession,
  storedUserKey,
} from './stored-session';

const storage = (entries: Record<string, string> = {}) => ({
  getItem: (k: string) => entries[k] ?? null,
});
const noDatabase = {
  open: () => {
    throw new Error('must not open (it would create the database)');
  },
  databases: () => Promise.resolve([{ name: 'something-else', version: 1 }]),
};

describe('mayHaveStoredSession', () => {
  it('is no on a device where Firebase never stored anything', async () => {
    const env = { localStorage: storage(), sessionStorage: storage(), indexedDB: noDatabase };
    await expect(mayHaveStoredSession('key', env)).resolves.toBe(false);
  });

  it('is yes when Firebase kept the user in localStorage or sessionStorage', async () => {
    const stored = storage({ [storedUserKey('key')]: '{"uid":"ada"}' });
    await expect(
      mayHaveStoredSession('key', { localStorage: stored, indexedDB: noDatabase }),
    ).resolves.toBe(true);
    await expect(
      mayHaveStoredSession('key', { sessionStorage: stored, indexedDB: noDatabase }),
    ).resolves.toBe(true);
    // Another project's user is not ours.
    await expect(
      mayHaveStoredSession('other', { localStorage: stored, indexedDB: noDatabase }),
    ).resolves.toBe(false);
  });

  it('says yes when it cannot tell (no databases(), or the check throws)', async () => {
    const cannotList = { open: noDatabase.open };
    await expect(mayHaveStoredSession('key', { indexedDB: cannotList })).resolves.toBe(true);
    const broken = { ...noDatabase, databases: () => Promise.reject(new Error('denied')) };
    await expect(mayHaveStoredSession('key', { indexedDB: broken })).resolves.toBe(true);
  });
});

// As firebase-js-sdk's UserImpl.toJSON() writes it (fields the session does not read left out).
const firebaseUserJson = {
  uid: 'ada',
  phoneNumber: '+15555550100',
  emailVerified: false,
  isAnonymous: false,
  providerData: [{ providerId: 'phone', uid: '+15555550100' }],
  stsTokenManager: {
    refreshToken: 'r',
    accessToken: 'id-token',
    expirationTime: 1_800_000_000_000,
  },
  apiKey: 'key',
  appName: '[DEFAULT]',
};

describe('readStoredSession', () => {
  it("reads the stored user and its ID token, as Firebase's persistence keeps them", async () => {
    const env = {
      localStorage: storage({ [storedUserKey('key')]: JSON.stringify(firebaseUserJson) }),
      indexedDB: noDatabase,
    };
    await expect(readStoredSession('key', env)).resolves.toEqual({
      stored: true,
      user: {
        uid: 'ada',
        phoneNumber: '+15555550100',
        idToken: 'id-token',
        idTokenExpiresAt: 1_800_000_000_000,
      },
    });
  });

  it('says stored but gives no user when the shape is not the expected one', async () => {
    const env = { localStorage: storage({ [storedUserKey('key')]: '{"uid":"ada"}' }) };
    await expect(readStoredSession('key', env)).resolves.toEqual({ stored: true, user: null });
    const garbled = { localStorage: storage({ [storedUserKey('key')]: '{not json' }) };
    await expect(readStoredSession('key', garbled)).resolves.toEqual({ stored: true, user: null });
  });
});

describe('parseStoredUser', () => {
  it('needs a uid, an ID token and its expiry in milliseconds', () => {
    expect(parseStoredUser(firebaseUserJson)?.idToken).toBe('id-token');
    expect(
      parseStoredUser({ ...firebaseUserJson, phoneNumber: undefined })?.phoneNumber,
    ).toBeNull();
    for (const broken of [
      null,
      'ada',
      { ...firebaseUserJson, uid: 7 },
      { ...firebaseUserJson, stsTokenManager: null },
      { ...firebaseUserJson, stsTokenManager: { accessToken: 'id-token' } },
      { ...firebaseUserJson, stsTokenManager: { accessToken: 1, expirationTime: 1 } },
    ]) {
      expect(parseStoredUser(broken)).toBeNull();
    }
  });
});
