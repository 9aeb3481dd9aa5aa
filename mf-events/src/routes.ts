import type { RouteDeclaration, RouteAuth } from 'platform';

const CREATE_AUTH: RouteAuth = {
  required: true,
  prompt: { emoji: '🎉', text: 'Sign up/login to create an event' },
  requiresFullLogin: true,
};

const PASS_AUTH: RouteAuth = {
  required: true,
  prompt: { emoji: '🎟️', text: 'Sign up/login to view your pass' },
  requiresFullLogin: true,
};

/** SPEC section 2: the bar is hidden on create and pass pages on mobile. */
const HIDDEN_ON_MOBILE = { mobile: false, desktop: true };

/** The pages mf-events owns. The shell builds its router from this list (via the release manifest). */
export const routes: RouteDeclaration[] = [
  { path: '/app', page: './FeedPage' },
  { path: '/app/explore', page: './ExplorePage' },
  { path: '/app/create', page: './CreatePage', auth: CREATE_AUTH, nav: HIDDEN_ON_MOBILE },
  { path: '/app/create/type', page: './CreateTypePage', auth: CREATE_AUTH, nav: HIDDEN_ON_MOBILE },
  {
    path: '/app/create/confirmation/:eventId',
    page: './CreateConfirmationPage',
    auth: CREATE_AUTH,
    nav: HIDDEN_ON_MOBILE,
  },
  {
    path: '/app/event/:eventId/edit',
    page: './EditEventPage',
    auth: { required: true, requiresFullLogin: true },
    nav: HIDDEN_ON_MOBILE,
  },
  {
    // The buyer comes back from the payment page; the confirm call needs their token.
    path: '/app/event/:eventId/payment-return',
    page: './PaymentReturnPage',
    auth: { required: true, requiresFullLogin: true },
  },
  { path: '/app/event/:eventId/:modal?', page: './EventPage' },
  { path: '/app/pass', page: './PassListPage', auth: PASS_AUTH, nav: HIDDEN_ON_MOBILE },
  { path: '/app/pass/:id', page: './PassPage', auth: PASS_AUTH, nav: HIDDEN_ON_MOBILE },
  { path: '/app/search/:searchType?', page: './SearchPage' },
];
