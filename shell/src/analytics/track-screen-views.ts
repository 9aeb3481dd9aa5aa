import { ANALYTICS_EVENTS, track } from 'shared-api';
import { routePattern, type RouterLike, type RouterStateLike } from '../router/route-pattern';

/**
 * SPEC §1: a `screen_view` on every route change (and on the first screen). `screen_name` is the
 * route's declared pattern (`/app/event/:eventId/:modal?`), so reports group screens rather than
 * ids; `page_path` is the path itself. The query string is left out: it may hold search terms.
 */
export function trackScreenViews(router: RouterLike): () => void {
  let lastKey: string | null = null;
  const report = (state: RouterStateLike) => {
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    track(ANALYTICS_EVENTS.screenView, {
      screen_name: screenName(state),
      page_path: state.location.pathname,
    });
  };
  report(router.state);
  return router.subscribe(report);
}

const screenName = (state: RouterStateLike) => routePattern(state) ?? 'not_found';
