// `shared-api/query`: the part of TanStack Query the apps use, and the only way they import it.
//
// The shell and every remote must share one query client (a remote's hooks read the shell's
// QueryClientProvider), so react-query is reached through a shared singleton. A shared module is
// built whole, with every export, because the shell cannot know what a remote built later will
// call: sharing @tanstack/react-query and @tanstack/query-core themselves shipped both whole
// (12.6 KiB compressed) on every first load. Shared through this module, they are tree-shaken to
// the names below, as the router is through shared-ui/router. A remote that needs another name
// adds it here, and publishing refuses that remote until the live shell provides it
// (shared-provides.json, like every shared-api export). Types may be imported from
// @tanstack/react-query directly (they are erased), and so may tests; shared-api's own hooks use
// it directly too, inside the singleton: the same module underneath.
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
