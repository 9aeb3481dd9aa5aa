import type { RouteHandle } from './route-handle';

/** What the router tells its subscribers (the parts the shell reads). */
export interface RouterStateLike {
  location: { pathname: string; search: string; key: string };
  matches: ReadonlyArray<{ route: { path?: string; handle?: unknown } }>;
}

export interface RouterLike {
  state: RouterStateLike;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}

/**
 * The declared pattern of the route shown (`/app/event/:eventId/:modal?`), or null when no route
 * matched. Analytics and error reports name screens by it, so they group screens, not ids.
 */
export function routePattern(state: RouterStateLike): string | null {
  for (let i = state.matches.length - 1; i >= 0; i--) {
    const handle = state.matches[i]?.route.handle as RouteHandle | undefined;
    if (handle?.declaration) return handle.declaration.path;
  }
  const last = state.matches.at(-1)?.route.path;
  return last && last !== '*' ? last : state.location.pathname === '/' ? '/' : null;
}
