import type { OverrideTarget } from './override-target';

/**
 * The override a person confirmed, kept in this browser only (localStorage) and for a few hours:
 * long enough for a working session, short enough that nobody forgets they are not running the
 * release. Expired or unreadable, it is dropped.
 */
export interface StoredOverride extends OverrideTarget {
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export const OVERRIDE_STORAGE_KEY = 'events.remote-override';
export const OVERRIDE_LIFETIME_MS = 4 * 60 * 60 * 1000;

/** localStorage, or null where it cannot be used (disabled, or a sandboxed frame). */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isStoredOverride(value: unknown): value is StoredOverride {
  const v = value as Partial<StoredOverride> | null;
  return (
    !!v &&
    typeof v.package === 'string' &&
    typeof v.base === 'string' &&
    typeof v.expiresAt === 'number'
  );
}

/** The stored override while it lasts; an expired or malformed one is removed. */
export function readStoredOverride(
  storage: Storage | null,
  now = Date.now(),
): StoredOverride | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(OVERRIDE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown = null;
  try {
    value = JSON.parse(raw);
  } catch {
    // Dropped below.
  }
  if (isStoredOverride(value) && value.expiresAt > now) return value;
  clearStoredOverride(storage);
  return null;
}

export function storeOverride(
  storage: Storage | null,
  target: OverrideTarget,
  now = Date.now(),
): StoredOverride {
  const stored = {
    package: target.package,
    base: target.base,
    expiresAt: now + OVERRIDE_LIFETIME_MS,
  };
  storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(stored));
  return stored;
}

export function clearStoredOverride(storage: Storage | null): void {
  try {
    storage?.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // Nothing stored can be read either.
  }
}
