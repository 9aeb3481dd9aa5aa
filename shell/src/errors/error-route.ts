import { routePattern, type RouterStateLike } from '../router/route-pattern';

/**
 * The route an error report names: the matched route's pattern without its optional markers
 * (`/app/event/:eventId/:modal`: a report's route may hold no `?`), or the path when no route
 * matched (the API stores ids left in it as `:id`).
 */
export function errorRoute(state: RouterStateLike): string {
  return (routePattern(state) ?? state.location.pathname).replace(/\?/g, '');
}
