/**
 * What this remote exposes to the shell. The host pages (dashboard, guests, scan, analytics,
 * wallet, payouts) come with the host issue; until then the remote is published with its probe.
 */
export const exposes: Record<string, string> = {
  './ContextProbe': './src/diagnostics/context-probe.tsx',
  './lifecycles': './src/lifecycles.ts',
};
