/**
 * The sign-up draft (SPEC section 3): what a new user has entered so far. Kept in localStorage so
 * it survives a reload or a closed tab mid sign-up; cleared by /signout and once the user exists.
 */
import type { ImageRef } from 'contract';
import type { Gender } from 'contract';

/**
 * `undefined` means "not answered yet"; `null` means "answered: none" (e.g. Instagram skipped), so
 * the flow can tell a skipped optional step from one not reached.
 */
export interface SignUpDraft {
  phone?: string;
  name?: string;
  photo?: ImageRef | null;
  birthday?: string | null;
  gender?: Gender | null;
  instagram?: string | null;
}

const STORAGE_KEY = 'signUpDraft';
const GENDERS: readonly string[] = ['female', 'male', 'nonbinary', 'other', 'prefer_not_to_say'];
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
      return sanitizeDraft(JSON.parse(store.getItem(STORAGE_KEY) ?? '{}'));
    } catch {
      return {};
    }
  },

  update(patch: SignUpDraft): SignUpDraft {
    return write({ ...signUpDraft.read(), ...patch });
  },

  /**
   * Begins (or resumes) the draft for this phone number. A draft left by another number on this
   * browser is dropped, so one person's name or photo never ends up on someone else's account.
   */
  startFor(phone: string): SignUpDraft {
    const current = signUpDraft.read();
    return write(current.phone === phone ? current : { phone });
  },

  clear(): void {
    memoryFallback = {};
    try {
      storage()?.removeItem(STORAGE_KEY);
    } catch {
      // Nothing stored there to remove.
    }
  },
};

function write(next: SignUpDraft): SignUpDraft {
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
}

/**
 * Keeps only fields of the right type: the stored value may come from an older release or have
 * been edited by hand, and the screens must not crash on it.
 */
export function sanitizeDraft(value: unknown): SignUpDraft {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const raw = value as Record<string, unknown>;
  const draft: SignUpDraft = {};
  if (typeof raw.phone === 'string') draft.phone = raw.phone;
  if (typeof raw.name === 'string') draft.name = raw.name;
  if (raw.photo === null || isImageRef(raw.photo)) draft.photo = raw.photo;
  if (raw.birthday === null || typeof raw.birthday === 'string') draft.birthday = raw.birthday;
  if (raw.gender === null || (typeof raw.gender === 'string' && GENDERS.includes(raw.gender))) {
    draft.gender = raw.gender as Gender | null;
  }
  if (raw.instagram === null || typeof raw.instagram === 'string') draft.instagram = raw.instagram;
  return draft;
}

function isImageRef(value: unknown): value is ImageRef {
  if (!value || typeof value !== 'object') return false;
  const urls = (value as { urls?: unknown }).urls;
  if (!urls || typeof urls !== 'object') return false;
  const { small, large } = urls as { small?: unknown; large?: unknown };
  return typeof small === 'string' && typeof large === 'string';
}
