import type { RouteDeclaration } from 'platform';

/** SPEC §2: the bar is hidden on stripe-connect, dispute and host wallet pages on mobile. */
const NO_MOBILE_NAV = { mobile: false, desktop: true };

/** Sign-in required, with the prompt SPEC §2 gives the screen (the lock prompt when it names none). */
function signIn(emoji?: string, text?: string): RouteDeclaration['auth'] {
  return emoji && text
    ? { required: true, prompt: { emoji, text }, requiresFullLogin: true }
    : { required: true, requiresFullLogin: true };
}

/**
 * The host area. None of its pages is built yet: every route is declared now (so the shell gates
 * it with its prompt and the URL exists) and shows ComingSoonPage until the host issue lands.
 * `/app/event/:eventId/guests` outranks mf-events' `/app/event/:eventId/:modal?` (a static segment
 * beats a parameter), so the two do not collide.
 */
export const routes: RouteDeclaration[] = [
  {
    path: '/app/event/:eventId/guests',
    page: './ComingSoonPage',
    auth: signIn('👥', 'Sign up/login to view guests'),
  },
  { path: '/app/event/:eventId/scan', page: './ComingSoonPage', auth: signIn() },
  {
    path: '/app/host/stripe-connect',
    page: './ComingSoonPage',
    auth: signIn(),
    nav: NO_MOBILE_NAV,
  },
  {
    path: '/app/host/stripe-connect/complete',
    page: './ComingSoonPage',
    auth: signIn(),
    nav: NO_MOBILE_NAV,
  },
  { path: '/app/host/wallet', page: './ComingSoonPage', auth: signIn(), nav: NO_MOBILE_NAV },
  { path: '/app/host/:eventId/dashboard/:modal?', page: './ComingSoonPage', auth: signIn() },
  { path: '/app/host/:eventId/analytics', page: './ComingSoonPage', auth: signIn() },
  {
    path: '/app/dispute/:disputeId',
    page: './ComingSoonPage',
    auth: signIn('⚖️', 'Sign up/login to view this dispute'),
    nav: NO_MOBILE_NAV,
  },
];
