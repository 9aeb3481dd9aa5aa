/** What this remote exposes to the shell. Pages live in src/pages/ (the standalone page loads them from there). */
export const exposes: Record<string, string> = {
  './FeedPage': './src/pages/feed-page.tsx',
  './ExplorePage': './src/pages/explore-page.tsx',
  './EventPage': './src/pages/event-page.tsx',
  './CreatePage': './src/pages/create-page.tsx',
  './CreateTypePage': './src/pages/create-type-page.tsx',
  './CreateConfirmationPage': './src/pages/create-confirmation-page.tsx',
  './EditEventPage': './src/pages/edit-event-page.tsx',
  './PaymentReturnPage': './src/pages/payment-return-page.tsx',
  './PassListPage': './src/pages/pass-list-page.tsx',
  './PassPage': './src/pages/pass-page.tsx',
  './SearchPage': './src/pages/search-page.tsx',
  './ContextProbe': './src/diagnostics/context-probe.tsx',
  './lifecycles': './src/lifecycles.ts',
};
