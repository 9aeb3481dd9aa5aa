import { HIDDEN_ON_MOBILE, definePages, signIn } from 'platform';

const CREATE = signIn('🎉', 'Sign up/login to create an event');
const IMPORT = signIn('🔗', 'Sign up/login to bring an event here');
const PASS = signIn('🎟️', 'Sign up/login to view your pass');

/**
 * The pages mf-events owns, declared once: the shell builds its router from them (via the release
 * manifest), the build exposes them, the standalone page routes to them. SPEC section 2: the bar
 * is hidden on create and pass pages on mobile.
 */
export const remote = definePages({
  // Entry + first page, gzip (dist/size-budget.json): about 15 % above its size on 2026-11-26
  // with the federation runtime bundled from its ES modules.
  sizeBudgetKiB: 14,
  // Resolved by the bundler over ./pages (each page its own chunk): it must stay in this package.
  load: (file) => import(`./pages/${file}.tsx`),
  pages: [
    // A visitor's first feed page (useFeed) and the first card's flyer (the largest paint).
    {
      path: '/app',
      page: 'FeedPage',
      startupRead: { endpoint: 'GET /events/feed', image: 'events.0.flyer.urls.small' },
    },
    { path: '/app/explore', page: 'ExplorePage' },
    { path: '/app/create', page: 'CreatePage', auth: CREATE, nav: HIDDEN_ON_MOBILE },
    { path: '/app/create/type', page: 'CreateTypePage', auth: CREATE, nav: HIDDEN_ON_MOBILE },
    // Not in SPEC section 2: POST/GET /events/scraped/request's screen (mf-events/README.md).
    { path: '/app/create/import', page: 'CreateImportPage', auth: IMPORT, nav: HIDDEN_ON_MOBILE },
    {
      path: '/app/create/confirmation/:eventId',
      page: 'CreateConfirmationPage',
      auth: CREATE,
      nav: HIDDEN_ON_MOBILE,
    },
    {
      path: '/app/event/:eventId/edit',
      page: 'EditEventPage',
      auth: signIn(),
      nav: HIDDEN_ON_MOBILE,
    },
    // The buyer comes back from the payment page; the confirm call needs their token.
    { path: '/app/event/:eventId/payment-return', page: 'PaymentReturnPage', auth: signIn() },
    {
      path: '/app/event/:eventId/:modal?',
      page: 'EventPage',
      // useEvent's read, and the large flyer at the top of the page.
      startupRead: {
        endpoint: 'GET /events/',
        query: { eventId: ':eventId' },
        image: 'event.flyer.urls.large',
      },
    },
    { path: '/app/pass', page: 'PassListPage', auth: PASS, nav: HIDDEN_ON_MOBILE },
    { path: '/app/pass/:id', page: 'PassPage', auth: PASS, nav: HIDDEN_ON_MOBILE },
    { path: '/app/search/:searchType?', page: 'SearchPage' },
  ],
});
