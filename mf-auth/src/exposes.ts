/** What this remote exposes to the shell. Pages live in src/pages/ (the standalone page loads them from there). */
export const exposes: Record<string, string> = {
  './StartPage': './src/pages/start-page.tsx',
  './PhonePage': './src/pages/phone-page.tsx',
  './OtpPage': './src/pages/otp-page.tsx',
  './NamePage': './src/pages/name-page.tsx',
  './PhotoPage': './src/pages/photo-page.tsx',
  './BirthdayPage': './src/pages/birthday-page.tsx',
  './GenderPage': './src/pages/gender-page.tsx',
  './InstagramPage': './src/pages/instagram-page.tsx',
  './ConfirmInstagramPage': './src/pages/confirm-instagram-page.tsx',
  './DonePage': './src/pages/done-page.tsx',
  './ContextProbe': './src/diagnostics/context-probe.tsx',
  './lifecycles': './src/lifecycles.ts',
};
