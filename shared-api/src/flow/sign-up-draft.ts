/**
 * The sign-up draft (SPEC section 3): what a new user has entered so far. Kept in localStorage so
 * it survives a reload or a closed tab mid sign-up; cleared by /signout and once the user exists.
 */
import type { ImageRef } from '../types/image-ref';
import type { Gender } from '../types/user';

export interface SignUpDraft {
  phone?: string;
  name?: string;
  photo?: ImageRef | null;
  birthday?: string | null;
  gender?: Gender | null;
  instagram?: string | null;
}

const STORAGE_KEY = 'signUpDraft';
let memoryFallback: SignUpDraft = {};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Access can throw (privacy mode, sandboxed frames): keep the draft in memory.
  }
}

export const signUpDraft = {
  read(): SignUpDraft {
    const store = storage();
    if (!store) return { ...memoryFallback };
    try {
      const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as SignUpDraft) : {};
    } catch {
      return {};
    }
  },

  update(patch: SignUpDraft): SignUpDraft {
    const next = { ...signUpDraft.read(), ...patch };
    const store = storage();
    if (!store) memoryFallback = next;
    else {
      try {
        store.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        memoryFallback = next;
      }
    }
    return next;
  },

  clear(): void {
    memoryFallback = {};
    storage()?.removeItem(STORAGE_KEY);
  },
};
