/**
 * Recent searches (SPEC §3, §5): a list of strings in local storage, newest first. Saved when Enter
 * is pressed or a recent one is chosen; empties are not saved; duplicates are removed ignoring
 * case (the newest spelling wins); at most 10.
 */
export const RECENT_SEARCHES_KEY = 'recentSearches';
export const RECENT_SEARCHES_MAX = 10;

/** The list after saving `text`: pure, so the rules are tested apart from storage. */
export function addRecentSearch(list: readonly string[], text: string): string[] {
  const entry = text.trim();
  if (entry === '') return [...list];
  const key = entry.toLowerCase();
  return [entry, ...list.filter((s) => s.toLowerCase() !== key)].slice(0, RECENT_SEARCHES_MAX);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Blocked storage throws on access: recent searches are then simply not kept.
  }
}

/** Only strings survive: the key is shared with whatever an older build may have written. */
function parse(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((s): s is string => typeof s === 'string').slice(0, RECENT_SEARCHES_MAX)
      : [];
  } catch {
    return [];
  }
}

export const recentSearches = {
  read(): string[] {
    try {
      return parse(storage()?.getItem(RECENT_SEARCHES_KEY) ?? null);
    } catch {
      return [];
    }
  },
  /** Saves and returns the new list. */
  save(text: string): string[] {
    const next = addRecentSearch(recentSearches.read(), text);
    try {
      storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
    } catch {
      // Full or blocked: the list still updates for this render.
    }
    return next;
  },
  clear(): void {
    try {
      storage()?.removeItem(RECENT_SEARCHES_KEY);
    } catch {
      // Nothing to clear.
    }
  },
};
