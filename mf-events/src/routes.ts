import type { RouteDeclaration } from 'platform';

/** The pages mf-events owns. The shell builds its router from this list (via the release manifest). */
export const routes: RouteDeclaration[] = [
  { path: '/app', page: './FeedPage' },
  { path: '/app/explore', page: './ExplorePage' },
  {
    path: '/app/create',
    page: './CreatePage',
    auth: {
      required: true,
      prompt: { emoji: '🎉', text: 'Sign up/login to create an event' },
      requiresFullLogin: true,
    },
    nav: { mobile: false, desktop: true },
  },
  { path: '/app/event/:eventId/:modal?', page: './EventPage' },
];
