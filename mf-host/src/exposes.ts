/**
 * What this remote exposes to the shell. The host pages (dashboard, guests, scan, analytics,
 * wallet, payouts, disputes) come with the host issue; until then its routes show ComingSoonPage.
 */
export const exposes: Record<string, string> = {
  './ComingSoonPage': './src/pages/coming-soon-page.tsx',
  './ContextProbe': './src/diagnostics/context-probe.tsx',
  './lifecycles': './src/lifecycles.ts',
};
