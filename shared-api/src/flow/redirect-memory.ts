/**
 * Where to return after login (SPEC sections 2 and 4): the gate saves the path, query and prompt
 * when it sends a visitor to /auth; the end of sign-in consumes it.
 */
import { FLOW_KEYS } from './flow-keys';
import { flowState } from './flow-state';

export interface RedirectMemory {
  /** An app path such as `/app/create`. */
  path: string;
  /** Without the leading `?`; empty when none. */
  query: string;
  /** The login prompt to show, e.g. "🔒 Sign up/login to continue". */
  message: string | null;
  /** The target needs a finished sign-up (a user record), not only a token. */
  requiresFullLogin: boolean;
}

export interface RedirectMemoryInput {
  path: string;
  /** With or without the leading `?`. */
  query?: string | null;
  message?: string | null;
  requiresFullLogin?: boolean;
}

const HOME = '/';

export const redirectMemory = {
  save(input: RedirectMemoryInput): void {
    if (!isAppPath(input.path)) return; // Never remember somewhere that is not ours.
    flowState.set(FLOW_KEYS.redirectPath, input.path);
    const query = (input.query ?? '').replace(/^\?/, '');
    if (query) flowState.set(FLOW_KEYS.redirectQuery, query);
    else flowState.remove(FLOW_KEYS.redirectQuery);
    if (input.message) flowState.set(FLOW_KEYS.redirectMessage, input.message);
    else flowState.remove(FLOW_KEYS.redirectMessage);
    flowState.set(FLOW_KEYS.redirectRequiresFullLogin, String(input.requiresFullLogin ?? false));
  },

  read(): RedirectMemory | null {
    const path = flowState.get(FLOW_KEYS.redirectPath);
    if (path === null || !isAppPath(path)) return null;
    return {
      path,
      query: flowState.get(FLOW_KEYS.redirectQuery) ?? '',
      message: flowState.get(FLOW_KEYS.redirectMessage),
      requiresFullLogin: flowState.get(FLOW_KEYS.redirectRequiresFullLogin) === 'true',
    };
  },

  clear(): void {
    flowState.remove(FLOW_KEYS.redirectPath);
    flowState.remove(FLOW_KEYS.redirectQuery);
    flowState.remove(FLOW_KEYS.redirectMessage);
    flowState.remove(FLOW_KEYS.redirectRequiresFullLogin);
  },

  /** The saved path and query (e.g. `/app/create?x=1`), or `/` when none; then forgets it. */
  consume(): string {
    const saved = redirectMemory.read();
    redirectMemory.clear();
    if (!saved) return HOME;
    return saved.query ? `${saved.path}?${saved.query}` : saved.path;
  },
};

/**
 * Same-origin paths only: `//evil.example` and `/\evil.example` are read by browsers as another
 * host, which would make the login page an open redirect.
 */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
