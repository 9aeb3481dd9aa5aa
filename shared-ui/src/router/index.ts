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
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  matchRoutes,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from 'react-router';
// The DOM RouterProvider (with flushSync), as react-router-dom exports it.
export { RouterProvider } from 'react-router/dom';
