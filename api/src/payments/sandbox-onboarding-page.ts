/**
 * The sandbox provider's hosted onboarding page (it stands in for Stripe's Express onboarding):
 * plain HTML, no script, three outcomes as buttons — finish (every detail given), leave early
 * (some details still due) and let the link expire (the app's refresh URL then mints a new one).
 * Served with the same security headers as the sandbox checkout page.
 */
import { sandboxPageHead } from './sandbox-page-head';
import { sandboxCheckoutPageHeaders } from './sandbox-checkout-page';

export const sandboxOnboardingPageHeaders = sandboxCheckoutPageHeaders;

export function renderSandboxOnboardingPage(linkId: string): string {
  const action = `/v2/payments/sandbox/onboarding/${encodeURIComponent(linkId)}`;
  return `${sandboxPageHead(
    `Set up payouts (sandbox)`,
    `
  .card { background: #fff; border-radius: 12px; padding: 1.25rem; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.35rem; margin: .5rem 0 1rem; }
  .finish { background: #4338ca; color: #fff; border: 0; font-weight: 600; }
  .other { background: #fff; color: #1a1a2e; border: 1px solid #8e8ea0; }`,
  )}
<body>
<main>
  <div class="card">
    <span class="badge">Sandbox onboarding: no real account is made</span>
    <h1>Set up payouts</h1>
    <p class="note">A real provider would ask for your business details, identity and bank account here.</p>
    <form method="post" action="${action}/finish"><button type="submit" class="finish">Finish: give every detail</button></form>
    <form method="post" action="${action}/leave"><button type="submit" class="other">Leave early (details still due)</button></form>
    <form method="post" action="${action}/expire"><button type="submit" class="other">Let the link expire</button></form>
  </div>
</main>
</body>
</html>`;
}
