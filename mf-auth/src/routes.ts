import type { RouteDeclaration } from 'platform';

/** Sign-in and sign-up, under /auth (outside the /app frame, so no nav bars). */
export const routes: RouteDeclaration[] = [
  { path: '/auth', page: './StartPage' },
  { path: '/auth/phone', page: './PhonePage' },
  { path: '/auth/otp', page: './OtpPage' },
  { path: '/auth/name', page: './NamePage' },
  { path: '/auth/done', page: './DonePage' },
];
