import type { RouteDeclaration } from 'platform';

const ALL_NAV = { mobile: true, desktop: true };
/** SPEC §2: the bar is hidden on chat and org-create pages on mobile. */
const NO_MOBILE_NAV = { mobile: false, desktop: true };

/** Sign-in required, with the prompt SPEC §2 gives the screen (the lock prompt when it names none). */
function signIn(emoji?: string, text?: string): RouteDeclaration['auth'] {
  return emoji && text
    ? { required: true, prompt: { emoji, text }, requiresFullLogin: true }
    : { required: true, requiresFullLogin: true };
}

const CHAT = signIn('💬', 'Sign up/login to chat');
const SETTINGS = signIn('⚙️', 'Sign up/login to view your settings');

/**
 * The pages mf-social owns. Only the profile is built so far; the others are declared now (so the
 * shell gates them with their own prompts and the URLs exist) and show ComingSoonPage until their
 * issues land. `/app/organization/:orgId` is the shell's: it only redirects to `/app/org/:orgId`.
 */
export const routes: RouteDeclaration[] = [
  { path: '/app/user/:userId?/:modal?', page: './ProfilePage', auth: signIn() },
  {
    path: '/app/user/edit',
    page: './ComingSoonPage',
    auth: signIn('✏️', 'Sign up/login to edit your profile'),
  },
  { path: '/app/user/settings', page: './ComingSoonPage', auth: SETTINGS },
  { path: '/app/user/settings/delete', page: './ComingSoonPage', auth: SETTINGS },
  {
    path: '/app/user/receipts',
    page: './ComingSoonPage',
    auth: signIn('🧾', 'Sign up/login to view your receipts'),
  },
  {
    path: '/app/user/campus',
    page: './ComingSoonPage',
    auth: signIn('🎓', 'Sign up/login to view your campus'),
  },
  { path: '/app/chat', page: './ComingSoonPage', auth: CHAT, nav: NO_MOBILE_NAV },
  { path: '/app/chat/:chatId', page: './ComingSoonPage', auth: CHAT, nav: NO_MOBILE_NAV },
  {
    path: '/app/activity',
    page: './ComingSoonPage',
    auth: signIn('🔔', 'Sign up/login to view your activity'),
    nav: ALL_NAV,
  },
  { path: '/app/org/create', page: './ComingSoonPage', auth: signIn(), nav: NO_MOBILE_NAV },
  { path: '/app/org/:orgId/edit', page: './ComingSoonPage', auth: signIn() },
  { path: '/app/org/:orgId/dashboard', page: './ComingSoonPage', auth: signIn() },
  {
    path: '/app/org/:orgId/:modal?',
    page: './ComingSoonPage',
    auth: signIn('🏛️', 'Sign up/login to view this organization'),
  },
];
