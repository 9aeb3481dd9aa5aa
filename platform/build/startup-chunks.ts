import type { OptimizationSplitChunksCacheGroup } from '@rspack/core';

/**
 * The shell's start-up libraries, each family in one chunk.
 *
 * Module Federation makes every shared module an async boundary of its own, and the default
 * splitting then cut the libraries behind them into a dozen small chunks: react, react-dom,
 * react-dom/client, react/jsx-runtime, the router facade, react-query beside query-core… every
 * one needed by every page at start. Each chunk is a request of its own (about 0.3 KiB of headers
 * apiece) and compressed alone. Grouped, a first load asks for five fewer scripts and about
 * 2.9 KiB fewer bytes (the bench's federation section, 2026-11-28). Nothing lazy matches these
 * groups: Firebase and pdf.js keep their own chunks.
 */
const family = (test: RegExp, name: string): OptimizationSplitChunksCacheGroup => ({
  test,
  name,
  chunks: 'all',
  enforce: true,
  priority: 30,
});

export const STARTUP_LIBRARY_CHUNKS: Record<string, OptimizationSplitChunksCacheGroup> = {
  react: family(/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, 'react'),
  // TanStack Query and its one way in, shared-api's facade (shared-api/query).
  query: family(/[\\/](node_modules[\\/]@tanstack|shared-api[\\/]src[\\/]query)[\\/]/, 'query'),
  // react-router and its one way in, shared-ui's facade (shared-ui/router).
  router: family(
    /[\\/](node_modules[\\/]react-router|shared-ui[\\/]src[\\/]router)[\\/]/,
    'router',
  ),
};
