/** What this remote exposes to the shell. Pages live in src/pages/ (the standalone page loads them from there). */
export const exposes: Record<string, string> = {
  './ProfilePage': './src/pages/profile-page.tsx',
  './ComingSoonPage': './src/pages/coming-soon-page.tsx',
  './ContextProbe': './src/diagnostics/context-probe.tsx',
  './lifecycles': './src/lifecycles.ts',
};
