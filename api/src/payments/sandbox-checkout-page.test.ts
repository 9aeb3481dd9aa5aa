import { describe, expect, it } from 'vitest';
import { renderSandboxCheckoutPage } from './sandbox-checkout-page';
import type { SandboxSession } from './sandbox-provider';

const session: SandboxSession = {
  id: 'sbx_1',
  orderId: 'o',
  eventId: 'e',
  status: 'open',
  expiresAt: new Date('2026-01-01T12:30:00Z'),
  summary: {
    eventName: '<script>alert(1)</script> & friends',
    lines: [{ name: 'VIP "table"', quantity: 2, unitAmountCents: 12_000 }],
    feeCents: 820,
    totalCents: 24_820,
    currency: 'usd',
    returnUrl: '/app',
  },
};

describe('the sandbox checkout page', () => {
  it('shows the summary with escaped names and the Pay / Cancel forms', () => {
    const html = renderSandboxCheckoutPage(session, '/app/event/e/payment-return');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; friends');
    expect(html).toContain('VIP &#34;table&#34; × 2');
    expect(html).toContain('$240.00');
    expect(html).toContain('Pay $248.20');
    expect(html).toContain('action="/v2/payments/sandbox/checkout/sbx_1/pay"');
    expect(html).toContain('action="/v2/payments/sandbox/checkout/sbx_1/cancel"');
    expect(html).toContain('<html lang="en">');
  });

  it('offers the way back instead of buttons once the checkout is settled', () => {
    const html = renderSandboxCheckoutPage({ ...session, status: 'canceled' }, '/app/back');
    expect(html).not.toContain('<form');
    expect(html).toContain('This checkout was cancelled.');
    expect(html).toContain('href="/app/back"');
  });
});
