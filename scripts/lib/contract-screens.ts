/**
 * Which calls of the contract no screen makes. A feature a person cannot reach does not exist for
 * them (issue 28), so every call a person should use is named, as its `'METHOD /path'` key, in the
 * shipped code of the shell, shared-api or a remote: that is how `callEndpoint` and `request`
 * name a call. The calls no screen makes on purpose are listed with the reason.
 */

/** Calls that no screen makes, each with why: machines, the sandbox's own pages, or URLs. */
export const CALLS_WITHOUT_A_SCREEN: Readonly<Record<string, string>> = {
  'GET /health': 'liveness for load balancers and the scripts that wait for the API',
  'GET /health/ready': 'readiness (the database answers) for load balancers and scripts',
  'GET /openapi.json': 'the machine-readable contract, for API clients',
  'GET /images/files/:name':
    'an image file, reached by the URL in an image reference (`<img src>`)',
  'GET /chat/socket': "the chat's WebSocket, opened by URL (`chatSocketUrl`), not by its key",
  'POST /payments/webhooks/:provider': "the payment provider's webhooks",
  'POST /sms/inbound': "the SMS provider's inbound texts (STOP, START)",
  'GET /error/releases/counts': "the canary watcher's counts, read with the deploy credential",
  'GET /events/affiliate/':
    'one affiliate link for API clients; the screen lists every link with the same fields (`GET /events/affiliate/all`)',
};

/** The sandbox's own pages (checkout, card saving, onboarding) and its test control. */
const SANDBOX = /^(GET|POST) \/payments\/sandbox\//;

export interface ScreenCoverage {
  /** Calls of the contract that no shipped code names and that are not listed as screenless. */
  withoutScreen: string[];
  /** Screenless entries that name no call of the contract any more (a rename left them). */
  staleExemptions: string[];
}

export function screenCoverage(
  endpointNames: readonly string[],
  shippedSources: readonly string[],
  exemptions: Readonly<Record<string, string>> = CALLS_WITHOUT_A_SCREEN,
): ScreenCoverage {
  const named = new Set<string>();
  const keyLiteral = /['"`]((?:GET|POST|PUT|PATCH|DELETE) \/[^'"`\s]*)['"`]/g;
  for (const text of shippedSources) {
    for (const match of text.matchAll(keyLiteral)) named.add(match[1]!);
  }
  const known = new Set(endpointNames);
  return {
    withoutScreen: endpointNames.filter(
      (name) => !named.has(name) && !(name in exemptions) && !SANDBOX.test(name),
    ),
    staleExemptions: Object.keys(exemptions).filter((name) => !known.has(name)),
  };
}
