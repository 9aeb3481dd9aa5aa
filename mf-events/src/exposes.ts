/** What this remote exposes to the shell. Pages live in src/pages/ (the standalone page loads them from there). */
export const exposes: Record<string, string> = {
  './FeedPage': './src/pages/feed-page.tsx',
  './ExplorePage': './src/pages/explore-page.tsx',
  './EventPage': './src/pages/event-page.tsx',
  './CreatePage': './src/pages/create-page.tsx',
  './ContextProbe': './src/diagnostics/context-probe.tsx',
  './lifecycles': './src/lifecycles.ts',
};
