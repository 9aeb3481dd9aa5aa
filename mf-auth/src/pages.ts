import { definePages } from 'platform';

/** Sign-in and sign-up, under /auth (outside the /app frame, so no nav bars). */
export const remote = definePages({
  // Entry + first page, gzip (dist/size-budget.json): about 15 % above its size on 2026-11-26
  // with the federation runtime bundled from its ES modules.
  sizeBudgetKiB: 14,
  // Resolved by the bundler over ./pages (each page its own chunk): it must stay in this package.
  load: (file) => import(`./pages/${file}.tsx`),
  pages: [
    { path: '/auth', page: 'StartPage' },
    { path: '/auth/phone', page: 'PhonePage' },
    { path: '/auth/otp', page: 'OtpPage' },
    { path: '/auth/name', page: 'NamePage' },
    { path: '/auth/photo', page: 'PhotoPage' },
    { path: '/auth/birthday', page: 'BirthdayPage' },
    { path: '/auth/gender', page: 'GenderPage' },
    { path: '/auth/instagram', page: 'InstagramPage' },
    { path: '/auth/confirmInstagram', page: 'ConfirmInstagramPage' },
    { path: '/auth/done', page: 'DonePage' },
  ],
});
