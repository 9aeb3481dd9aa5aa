import { QueryClient } from 'shared-api/query';
import type { DefaultOptions } from '@tanstack/react-query';

/**
 * The query cache settings of the product, for the shell, a remote running on its own and the
 * tests alike. A test may override some, e.g. `createQueryClient({ queries: { gcTime: Infinity } })`.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      // shared-api's request() already retries 5xx with backoff; a second layer would multiply it.
      queries: {
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        ...overrides.queries,
      },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}
