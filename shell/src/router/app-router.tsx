import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory,
  matchRoutes,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'shared-ui/router';
import type { RouterLike, RouterStateLike } from './route-pattern';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The shell's router: the route table and the one browser history, with what the current
 * address matched. Declarative routing (`useRoutes`), not react-router's data router: no page
 * uses loaders or actions, and the data router costs about 15 KiB compressed on every first
 * load. Analytics and error reports follow it through `state` and `subscribe`.
 */
export interface AppRouter extends RouterLike {
  readonly routes: RouteObject[];
  readonly history: History;
}

export function createAppRouter(
  routes: RouteObject[],
  history: History = UNSAFE_createBrowserHistory({ v5Compat: true }),
): AppRouter {
  const stateOf = (): RouterStateLike => ({
    location: history.location,
    matches: matchRoutes(routes, history.location) ?? [],
  });
  let state = stateOf();
  const listeners = new Set<(state: RouterStateLike) => void>();
  // react-router's history takes one listener: this one, which tells everyone else.
  history.listen(() => {
    state = stateOf();
    for (const listener of listeners) listener(state);
  });
  return {
    routes,
    history,
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const AppRouterContext = createContext<AppRouter | null>(null);

/**
 * The router's context for what is inside it (AppRoutes, links, hooks). A navigation renders in a
 * transition, as react-router's own routers do: the page shown stays until the next one is ready.
 */
export function AppRouterView({ router, children }: { router: AppRouter; children: ReactNode }) {
  const [shown, setShown] = useState(() => ({
    location: router.state.location,
    action: router.history.action,
  }));
  // A layout effect, as in react-router's BrowserRouter: it subscribes before any page's effects
  // run, so a <Navigate> in the first render is followed.
  useLayoutEffect(() => {
    // Also at once: a navigation made before the subscription is caught up with (a no-op when
    // the location shown is already the router's).
    const follow = () =>
      startTransition(() =>
        setShown((current) =>
          current.location === router.state.location
            ? current
            : { location: router.state.location, action: router.history.action },
        ),
      );
    const unsubscribe = router.subscribe(follow);
    follow();
    return unsubscribe;
  }, [router]);
  return (
    <AppRouterContext.Provider value={router}>
      <Router location={shown.location} navigationType={shown.action} navigator={router.history}>
        {children}
      </Router>
    </AppRouterContext.Provider>
  );
}

function useAppRouter(): AppRouter {
  const router = useContext(AppRouterContext);
  if (!router) throw new Error('The shell router (AppRouterView) is missing');
  return router;
}

/** The page the address leads to, from the router's table. */
export function AppRoutes() {
  return useRoutes(useAppRouter().routes);
}

/** The routes the address shown matched, outermost first (each with its `handle`). */
export function useRouteMatches(): ReadonlyArray<{ route: RouteObject }> {
  const { routes } = useAppRouter();
  return matchRoutes(routes, useLocation()) ?? [];
}
