import { ANALYTICS_EVENTS, track } from 'shared-api';
import type { RouteHandle } from '../router/route-handle';

/** What the router tells its subscribers (the parts used here). */
export interface RouterStateLike {
  location: { pathname: string; search: string; key: string };
  navigation: { state: string };
  matches: ReadonlyArray<{ route: { path?: string; handle?: unknown } }>;
}

export interface RouterLike {
  state: RouterStateLike;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}

/**
 * SPEC §1: a `screen_view` on every route change (and on the first screen). `screen_name` is the
 * route's declared pattern (`/app/event/:eventId/:modal?`), so reports group screens rather than
 * ids; `page_path` is the path itself. The query string is left out: it may hold search terms.
 */
export function trackScreenViews(router: RouterLike): () => void {
  let lastKey: string | null = null;
  const report = (state: RouterStateLike) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    track(ANALYTICS_EVENTS.screenView, {
      screen_name: screenName(state),
      page_path: state.location.pathname,
    });
  };
  report(router.state);
  return router.subscribe(report);
}

function screenName(state: RouterStateLike): string {
  for (let i = state.matches.length - 1; i >= 0; i--) {
    const handle = state.matches[i]?.route.handle as RouteHandle | undefined;
    if (handle?.declaration) return handle.declaration.path;
  }
  const last = state.matches.at(-1)?.route.path;
  return last && last !== '*' ? last : state.location.pathname === '/' ? '/' : 'not_found';
}
