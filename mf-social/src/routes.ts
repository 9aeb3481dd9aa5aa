import type { RouteDeclaration } from 'platform';

/** The pages mf-social owns so far. Friends, chat, orgs, campus and activity come with their issues. */
export const routes: RouteDeclaration[] = [
  { path: '/app/user/:userId?/:modal?', page: './ProfilePage', auth: { required: true } },
];
