import { HIDDEN_ON_MOBILE, definePages, signIn } from 'platform';

/**
 * The host area: the door screens (dashboard, guests, scan), analytics, Connect onboarding, the
 * wallet and disputes, each gated by the shell with its sign-in prompt.
 * `/app/event/:eventId/guests` outranks mf-events' `/app/event/:eventId/:modal?` (a static segment
 * beats a parameter), so the two do not collide. SPEC §2: the bar is hidden on stripe-connect,
 * dispute and host wallet pages on mobile.
 */
export const remote = definePages({
  // Entry + first page, gzip (dist/size-budget.json): about 15 % above its size on 2026-11-26
  // with the federation runtime bundled from its ES modules.
  sizeBudgetKiB: 17,
  // Resolved by the bundler over ./pages (each page its own chunk): it must stay in this package.
  load: (file) => import(`./pages/${file}.tsx`),
  pages: [
    {
      path: '/app/event/:eventId/guests',
      page: 'GuestsPage',
      auth: signIn('👥', 'Sign up/login to view guests'),
      // useGuests' first page (all statuses, no search): the list is the page's largest paint.
      startupRead: { endpoint: 'GET /events/guests', query: { eventId: ':eventId' } },
    },
    { path: '/app/event/:eventId/scan', page: 'ScanPage', auth: signIn() },
    {
      path: '/app/host/stripe-connect',
      page: 'StripeConnectPage',
      auth: signIn(),
      nav: HIDDEN_ON_MOBILE,
    },
    {
      path: '/app/host/stripe-connect/complete',
      page: 'StripeConnectCompletePage',
      auth: signIn(),
      nav: HIDDEN_ON_MOBILE,
    },
    { path: '/app/host/wallet', page: 'WalletPage', auth: signIn(), nav: HIDDEN_ON_MOBILE },
    // paths.host(eventId): the host area of one event is its dashboard.
    { path: '/app/host/:eventId', page: 'HostEventPage', auth: signIn() },
    { path: '/app/host/:eventId/dashboard/:modal?', page: 'DashboardPage', auth: signIn() },
    { path: '/app/host/:eventId/analytics', page: 'AnalyticsPage', auth: signIn() },
    {
      path: '/app/dispute/:disputeId',
      page: 'DisputePage',
      auth: signIn('⚖️', 'Sign up/login to view this dispute'),
      nav: HIDDEN_ON_MOBILE,
    },
  ],
});
