import { HIDDEN_ON_MOBILE, definePages, signIn } from 'platform';

const CHAT = signIn('💬', 'Sign up/login to chat');
const SETTINGS = signIn('⚙️', 'Sign up/login to view your settings');

/**
 * The pages mf-social owns: the profile, its edit form, settings, account deletion, receipts,
 * campus, the activity page, chat and the organization pages, each gated by the shell with its own
 * sign-in prompt.
 * `/app/organization/:orgId` is the shell's: it only redirects to `/app/org/:orgId`.
 * SPEC §2: the bar is hidden on chat and org-create pages on mobile.
 */
export const remote = definePages({
  // Entry + first page, gzip (dist/size-budget.json): about 15 % above its size on 2026-11-26
  // with the federation runtime bundled from its ES modules; 1 KiB more since the own profile
  // lists the events one hosts with their dashboards (issue 28: 19.1 KiB then).
  sizeBudgetKiB: 20,
  // Resolved by the bundler over ./pages (each page its own chunk): it must stay in this package.
  load: (file) => import(`./pages/${file}.tsx`),
  pages: [
    { path: '/app/user/:userId?/:modal?', page: 'ProfilePage', auth: signIn() },
    {
      path: '/app/user/edit',
      page: 'EditProfilePage',
      auth: signIn('✏️', 'Sign up/login to edit your profile'),
    },
    { path: '/app/user/settings', page: 'SettingsPage', auth: SETTINGS },
    { path: '/app/user/settings/delete', page: 'DeleteAccountPage', auth: SETTINGS },
    {
      path: '/app/user/receipts',
      page: 'ReceiptsPage',
      auth: signIn('🧾', 'Sign up/login to view your receipts'),
    },
    {
      path: '/app/user/campus',
      page: 'CampusPage',
      auth: signIn('🎓', 'Sign up/login to view your campus'),
    },
    { path: '/app/chat', page: 'ChatListPage', auth: CHAT, nav: HIDDEN_ON_MOBILE },
    { path: '/app/chat/:chatId', page: 'ChatRoomPage', auth: CHAT, nav: HIDDEN_ON_MOBILE },
    // paths.eventChat(eventId): finds or opens the event's chat, then goes to it.
    { path: '/app/chat/event/:eventId', page: 'EventChatPage', auth: CHAT, nav: HIDDEN_ON_MOBILE },
    {
      path: '/app/activity',
      page: 'ActivityPage',
      auth: signIn('🔔', 'Sign up/login to view your activity'),
      nav: { mobile: true, desktop: true },
    },
    {
      path: '/app/org/create',
      page: 'OrganizationCreatePage',
      auth: signIn(),
      nav: HIDDEN_ON_MOBILE,
    },
    { path: '/app/org/:orgId/edit', page: 'OrganizationEditPage', auth: signIn() },
    { path: '/app/org/:orgId/dashboard', page: 'OrganizationDashboardPage', auth: signIn() },
    {
      path: '/app/org/:orgId/:modal?',
      page: 'OrganizationPage',
      auth: signIn('🏛️', 'Sign up/login to view this organization'),
    },
  ],
});
