import { HIDDEN_ON_MOBILE, definePages, signIn } from 'platform';

/**
 * The host area. Its screens are not built yet: every route is declared now (so the shell gates
 * it with its prompt and the URL exists) and shows ComingSoonPage until the host issue lands.
 * `/app/event/:eventId/guests` outranks mf-events' `/app/event/:eventId/:modal?` (a static segment
 * beats a parameter), so the two do not collide. SPEC §2: the bar is hidden on stripe-connect,
 * dispute and host wallet pages on mobile.
 */
export const remote = definePages({
  // Resolved by the bundler over ./pages (each page its own chunk): it must stay in this package.
  load: (file) => import(`./pages/${file}.tsx`),
  pages: [
    {
      path: '/app/event/:eventId/guests',
      page: 'ComingSoonPage',
      auth: signIn('👥', 'Sign up/login to view guests'),
    },
    { path: '/app/event/:eventId/scan', page: 'ComingSoonPage', auth: signIn() },
    {
      path: '/app/host/stripe-connect',
      page: 'ComingSoonPage',
      auth: signIn(),
      nav: HIDDEN_ON_MOBILE,
    },
    {
      path: '/app/host/stripe-connect/complete',
      page: 'ComingSoonPage',
      auth: signIn(),
      nav: HIDDEN_ON_MOBILE,
    },
    { path: '/app/host/wallet', page: 'ComingSoonPage', auth: signIn(), nav: HIDDEN_ON_MOBILE },
    // paths.host(eventId): the host area of one event is its dashboard.
    { path: '/app/host/:eventId', page: 'HostEventPage', auth: signIn() },
    { path: '/app/host/:eventId/dashboard/:modal?', page: 'ComingSoonPage', auth: signIn() },
    { path: '/app/host/:eventId/analytics', page: 'ComingSoonPage', auth: signIn() },
    {
      path: '/app/dispute/:disputeId',
      page: 'ComingSoonPage',
      auth: signIn('⚖️', 'Sign up/login to view this dispute'),
      nav: HIDDEN_ON_MOBILE,
    },
  ],
});
