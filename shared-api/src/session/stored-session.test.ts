import { describe, expect, it } from 'vitest';
import { mayHaveStoredSession, storedUserKey } from './stored-session';

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
