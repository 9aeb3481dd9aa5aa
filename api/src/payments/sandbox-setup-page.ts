/**
 * The sandbox provider's card-saving page (it stands in for Stripe Checkout in setup mode): plain
 * HTML, no script, the card fields and two buttons, "Save card" and "Cancel", each returning to the
 * app. Served with the checkout page's security headers.
 */
import { sandboxPageHead } from './sandbox-page-head';
import { CARD_FORM_STYLE, cardFieldsHtml } from './sandbox-card-form';
import type { SandboxSetup } from './sandbox-cards';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STATE_TEXT: Record<Exclude<SandboxSetup['status'], 'open'>, string> = {
  succeeded: 'Your card is saved.',
  canceled: 'No card was saved.',
  expired: 'This page has expired. Go back to start again.',
};

export function renderSandboxSetupPage(setup: SandboxSetup, problem: string | null = null): string {
  const action = `/v2/payments/sandbox/setup/${encodeURIComponent(setup.id)}`;
  const body =
    setup.status === 'open'
      ? `<form method="post" action="${action}/save">${cardFieldsHtml(problem)}<button type="submit" class="pay">Save card</button></form>
    <form method="post" action="${action}/cancel"><button type="submit" class="cancel">Cancel</button></form>
    <p class="note">Nothing is charged now. The card is kept by the payment provider, not by the app.</p>`
      : `<p role="status">${STATE_TEXT[setup.status]}</p><p><a href="${escapeHtml(setup.returnUrl)}">Back to the app</a></p>`;
  return `${sandboxPageHead(
    `Save a card (sandbox)`,
    `
  .card-page { background: #fff; border-radius: 12px; padding: 1.25rem; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.35rem; margin: .5rem 0 1rem; }
  .pay { background: #4338ca; color: #fff; border: 0; font-weight: 600; }
  .cancel { background: #fff; color: #1a1a2e; border: 1px solid #8e8ea0; }
${CARD_FORM_STYLE}`,
  )}
<body>
<main>
  <div class="card-page">
    <span class="badge">Sandbox payment: no real card is kept</span>
    <h1>Save a card for later</h1>
    ${body}
  </div>
</main>
</body>
</html>`;
}
