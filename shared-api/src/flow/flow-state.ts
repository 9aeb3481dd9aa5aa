/**
 * Get and set flow state in sessionStorage: it lasts for the tab's visit, survives a reload (and
 * the payment provider's redirect back), and is not shared with other tabs.
 *
 * Storage can be missing or throw (Safari private mode, storage disabled, a sandboxed frame, a
 * full quota). Then values live in memory for the page's life instead: the flow still works within
 * the visit and nothing throws into a screen.
 */
import type { FlowKey } from './flow-keys';

const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // Reading the property itself throws when storage is blocked.
  }
}

export const flowState = {
  get(key: FlowKey): string | null {
    const store = storage();
    if (store) {
      try {
        return store.getItem(key) ?? memory.get(key) ?? null;
      } catch {
        // Blocked after all: fall back to memory.
      }
    }
    return memory.get(key) ?? null;
  },

  set(key: FlowKey, value: string): void {
    try {
      const store = storage();
      if (store) {
        store.setItem(key, value);
        memory.delete(key); // Storage holds it now; a stale memory copy must not resurface.
        return;
      }
    } catch {
      // Full or blocked: keep it in memory below.
    }
    memory.set(key, value);
  },

  remove(key: FlowKey): void {
    memory.delete(key);
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing stored there to remove.
    }
  },

  /** A JSON value (e.g. the user location), or null when absent or unreadable. */
  getJson<T>(key: FlowKey): T | null {
    const raw = flowState.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },

  setJson(key: FlowKey, value: unknown): void {
    flowState.set(key, JSON.stringify(value));
  },
};
