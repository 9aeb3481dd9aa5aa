/**
 * The sandbox provider's hosted checkout page: plain HTML (no script) with the order summary, the
 * card fields (sandbox-card-form.ts; a saved card's charge only asks to confirm) and Pay / Cancel
 * buttons, readable at 375 px, usable by keyboard and screen reader. It stands in for
 * Stripe's page, so it looks deliberately like a separate "payment provider" site.
 */
import { sandboxPageHead } from './sandbox-page-head';
import { CARD_FORM_STYLE, cardFieldsHtml, cardName } from './sandbox-card-form';
import type { SandboxSession } from './sandbox-provider';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

const STATE_TEXT: Record<Exclude<SandboxSession['status'], 'open'>, string> = {
  paid: 'This checkout has already been paid.',
  canceled: 'This checkout was cancelled.',
  expired: 'This checkout has expired. Go back to the event to start again.',
};

const hhmm = (date: Date) => date.toISOString().slice(11, 16);

function holdNote(session: SandboxSession): string {
  const hold = session.summary.holdUntil ? new Date(session.summary.holdUntil) : null;
  if (!hold || Number.isNaN(hold.getTime())) {
    return `<p class="note">This checkout stays open until ${hhmm(session.expiresAt)} UTC.</p>`;
  }
  return `<p class="note">Your tickets are held until ${hhmm(hold)} UTC. After that you can still pay until ${hhmm(session.expiresAt)} UTC, but you only get tickets if some are left.</p>`;
}

/** What the Pay form holds: the card to type, or (a saved card's charge) the bank's confirmation. */
function payForm(session: SandboxSession, action: string, problem: string | null): string {
  const { summary } = session;
  const total = money(summary.totalCents, summary.currency);
  if (summary.savedCard) {
    return `<p>Your bank asks you to confirm this payment with your saved ${cardName(summary.savedCard)}.</p>
      <form method="post" action="${action}/pay"><button type="submit" class="pay">Confirm and pay ${total}</button></form>`;
  }
  const verb = summary.captureLater ? 'Authorise' : 'Pay';
  const saveNote = summary.saveForCustomerId
    ? '<p class="note">This card will be saved for your next purchase. You can remove it in your settings.</p>'
    : '';
  return `<form method="post" action="${action}/pay">${cardFieldsHtml(problem)}${saveNote}<button type="submit" class="pay">${verb} ${total}</button></form>`;
}

export function renderSandboxCheckoutPage(
  session: SandboxSession,
  returnUrl: string,
  /** Why the card typed last was refused, shown above the card fields. */
  problem: string | null = null,
): string {
  const { summary } = session;
  const rows = summary.lines
    .map(
      (line) =>
        `<tr><th scope="row">${escapeHtml(line.name)} × ${line.quantity}</th>` +
        `<td>${money(line.unitAmountCents * line.quantity, summary.currency)}</td></tr>`,
    )
    .join('');
  const action = `/v2/payments/sandbox/checkout/${encodeURIComponent(session.id)}`;
  const status = session.status;
  const body =
    status === 'open'
      ? `${payForm(session, action, problem)}${summary.captureLater ? '<p class="note">The host approves each guest: your card is only charged if they approve you. Without an answer in 7 days the hold is released.</p>' : ''}
       <form method="post" action="${action}/cancel"><button type="submit" class="cancel">Cancel</button></form>`
      : `<p role="status">${STATE_TEXT[status]}</p><p><a href="${escapeHtml(returnUrl)}">Back to the event</a></p>`;

  return `${sandboxPageHead(
    `Checkout: ${escapeHtml(summary.eventName)} (sandbox)`,
    `
  .card { background: #fff; border-radius: 12px; padding: 1.25rem; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.35rem; margin: .5rem 0 1rem; overflow-wrap: anywhere; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 1rem; }
  th, td { padding: .5rem 0; border-bottom: 1px solid #e5e5ea; text-align: left; font-weight: normal; overflow-wrap: anywhere; }
  td { text-align: right; white-space: nowrap; padding-left: .75rem; }
  tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
  .pay { background: #4338ca; color: #fff; border: 0; font-weight: 600; }
  .cancel { background: #fff; color: #1a1a2e; border: 1px solid #8e8ea0; }
${CARD_FORM_STYLE}`,
  )}
<body>
<main>
  <div class="card">
    <span class="badge">Sandbox payment: no real money moves</span>
    <h1>${escapeHtml(summary.eventName)}</h1>
    <table aria-label="Order summary">
      <tbody>${rows}<tr><th scope="row">Service fee</th><td>${money(summary.feeCents, summary.currency)}</td></tr></tbody>
      <tfoot><tr><th scope="row">Total</th><td>${money(summary.totalCents, summary.currency)}</td></tr></tfoot>
    </table>
    ${body}
    ${status === 'open' ? holdNote(session) : ''}
  </div>
</main>
</body>
</html>`;
}

/**
 * The page is plain HTML with one inline stylesheet and two forms: its policy allows exactly that.
 * `form-action` also governs where the form's redirect may go (the app's return page), so the
 * return URL's origin is named when it is absolute.
 */
export function sandboxCheckoutPageHeaders(returnUrl: string): Record<string, string> {
  const returnOrigin = /^https?:\/\//.test(returnUrl) ? ` ${new URL(returnUrl).origin}` : '';
  return {
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; " +
      `form-action 'self'${returnOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
  };
}
