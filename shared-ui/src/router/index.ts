// `shared-ui/router`: the part of react-router the apps use, and the only way they import it.
//
// The shell and every remote must share one router (a remote's links and hooks read the shell's
// router context), so the router is a shared singleton. A shared module is built whole, with
// every export, because the shell cannot know what a remote built later will call: sharing
// react-router itself shipped all of it (55 KiB compressed) on every first load. Shared through
// this module, react-router is tree-shaken down to the names below (about 27 KiB). A remote that
// needs another name adds it here, and publishing refuses that remote until the live shell
// provides it (shared-provides.json, like every shared-ui export). Tests and build-time code
// (MemoryRouter, StaticRouter) import react-router directly: it is the same module underneath.
//
// Declarative routing only: the shell renders its route table with `useRoutes` inside a `Router`
// over one browser history (shell/src/router/app-router.tsx). The data router
// (createBrowserRouter, RouterProvider: loaders, actions, fetchers) would add about 15 KiB
// compressed to every first load, for features no page uses.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  // The history BrowserRouter keeps inside; the shell keeps it outside, to follow navigations
  // for analytics and error reports. "UNSAFE" in react-router's naming: not for routing data.
  UNSAFE_createBrowserHistory,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router';
// The components of this face, the ones that hold a router link: a link with a button's look, an
// empty state whose way forward is such a link, and the page a screen shows when its call failed.
export { ButtonLink, type ButtonLinkProps } from './button-link';
export {
  EmptyStateWithLink,
  type EmptyStateWithLinkProps,
  type WayOut,
} from './empty-state-with-link';
export { LoadFailure, type LoadFailureProps } from './load-failure';
