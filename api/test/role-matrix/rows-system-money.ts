/**
 * Route × role rows: the system calls, the sandbox provider's pages, money, insights, affiliate
 * links and release tooling.
 */
import { ownRangePhone } from '../contract-world';
import { affiliateCode, freshAffiliateLink, get, m, NOW, send, tokenOf } from './matrix-world';
import { access, permission, type MatrixRows } from './roles';

export const systemAndMoneyRows = {
  // system
  'GET /health': { rule: access, call: get('/v2/health') },
  'GET /health/ready': { rule: access, call: get('/v2/health/ready') },
  'GET /openapi.json': { rule: access, call: get('/v2/openapi.json') },
  'POST /images/': {
    rule: access,
    call: (who) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(m.png)], { type: 'image/png' }), 'a.png');
      return fetch(`${m.api.origin}/v2/images/`, {
        method: 'POST',
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
        body: form,
      }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.json() }));
    },
  },
  'GET /images/files/:name': {
    rule: access,
    call: (who) =>
      fetch(`${m.api.origin}/v2/images/files/${m.imageName}`, {
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
      }).then((r) => ({ status: r.status, headers: r.headers, body: null })),
  },
  'POST /payments/webhooks/:provider': {
    rule: access,
    // Public, for the provider: an unsigned delivery is refused for its signature, whoever sends it.
    served: 400,
    call: send('POST', '/v2/payments/webhooks/sandbox', () => ({ type: 'payment.succeeded' })),
  },
  'GET /payments/sandbox/checkout/:transactionId': {
    rule: access,
    call: (who) =>
      fetch(`${m.api.origin}/v2/payments/sandbox/checkout/${m.world.transactionId}`, {
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
      }).then((r) => ({ status: r.status, headers: r.headers, body: null })),
  },
  // Public pages of the sandbox provider; an unknown payment is a 404 for everyone.
  'POST /payments/sandbox/checkout/:transactionId/pay': {
    rule: access,
    served: 404,
    call: send('POST', '/v2/payments/sandbox/checkout/no-such-payment/pay', () => ({})),
  },
  'POST /payments/sandbox/checkout/:transactionId/cancel': {
    rule: access,
    served: 404,
    call: send('POST', '/v2/payments/sandbox/checkout/no-such-payment/cancel', () => ({})),
  },
  // The sandbox's card-saving page and its buttons (public, like Stripe's): an unknown setup is a
  // 404 for everyone.
  'GET /payments/sandbox/setup/:setupId': {
    rule: access,
    served: 404,
    call: get('/v2/payments/sandbox/setup/no-such-setup'),
  },
  'POST /payments/sandbox/setup/:setupId/save': {
    rule: access,
    served: 404,
    call: send('POST', '/v2/payments/sandbox/setup/no-such-setup/save', () => ({})),
  },
  'POST /payments/sandbox/setup/:setupId/cancel': {
    rule: access,
    served: 404,
    call: send('POST', '/v2/payments/sandbox/setup/no-such-setup/cancel', () => ({})),
  },
  // Sandbox onboarding pages and controls (public, never in production): an unknown link,
  // order, dispute or payout is a 404 for everyone; moving the clock by nothing is served.
  'GET /payments/sandbox/onboarding/:linkId': {
    rule: access,
    served: 404,
    call: get('/v2/payments/sandbox/onboarding/no-such-link'),
  },
  'POST /payments/sandbox/onboarding/:linkId/finish': {
    rule: access,
    served: 404,
    call: send('POST', '/v2/payments/sandbox/onboarding/no-such-link/finish', () => ({})),
  },
  'POST /payments/sandbox/onboarding/:linkId/leave': {
    rule: access,
    served: 404,
    call: send('POST', '/v2/payments/sandbox/onboarding/no-such-link/leave', () => ({})),
  },
  'POST /payments/sandbox/onboarding/:linkId/expire': {
    rule: access,
    served: 404,
    call: send('POST', '/v2/payments/sandbox/onboarding/no-such-link/expire', () => ({})),
  },
  'POST /payments/sandbox/control/advance': {
    rule: access,
    call: send('POST', '/v2/payments/sandbox/control/advance', () => ({ days: 0 })),
  },
  'POST /payments/sandbox/control/disputes': {
    rule: access,
    served: 404,
    call: send('POST', '/v2/payments/sandbox/control/disputes', () => ({
      orderId: 'no-such-order',
      reason: 'fraudulent',
    })),
  },
  'POST /payments/sandbox/control/disputes/:disputeId/resolve': {
    rule: access,
    served: 404,
    call: send('POST', '/v2/payments/sandbox/control/disputes/no-such-dispute/resolve', () => ({
      outcome: 'won',
    })),
  },
  'POST /payments/sandbox/control/payouts/:payoutId/fail': {
    rule: access,
    served: 404,
    call: send('POST', '/v2/payments/sandbox/control/payouts/no-such-payout/fail', () => ({})),
  },
  // Money: each caller's own connected account and wallet (the account owner only, by
  // construction). No one has money available, so a payout is refused as more than the balance.
  'POST /users/connect/': {
    rule: access,
    call: send('POST', '/v2/users/connect/', () => ({})),
  },
  'GET /users/connect/': { rule: access, call: get('/v2/users/connect/') },
  'GET /users/connect/balance': { rule: access, call: get('/v2/users/connect/balance') },
  'POST /users/connect/payout': {
    rule: access,
    served: 409,
    call: send('POST', '/v2/users/connect/payout', () => ({ amountCents: 100, currency: 'usd' })),
  },
  // Who may see a dispute (the host of the order; not the buyer, a co-host or a stranger) is
  // checked in money.test.ts; here, that an unknown dispute is a 404 once signed in.
  'GET /disputes/:disputeId': {
    rule: access,
    served: 404,
    call: get('/v2/disputes/00000000-0000-4000-8000-000000000000'),
  },
  'POST /disputes/:disputeId/evidence': {
    rule: access,
    served: 404,
    call: send('POST', '/v2/disputes/00000000-0000-4000-8000-000000000000/evidence', () => ({
      explanation: 'Checked by the matrix',
      facts: {},
      files: [],
    })),
  },
  // Host insights: the money privilege (view_insights) of the host permission table.
  'GET /events/hosts/revenue': {
    rule: permission('view_insights'),
    call: (who) => get(`/v2/events/hosts/revenue?eventId=${m.world.eventId}`)(who),
  },
  'GET /events/hosts/analytics': {
    rule: permission('view_insights'),
    call: (who) => get(`/v2/events/hosts/analytics?eventId=${m.world.eventId}`)(who),
  },
  'POST /events/affiliate/': {
    rule: permission('view_insights'),
    call: send('POST', '/v2/events/affiliate/', () => ({
      eventId: m.world.eventId,
      code: affiliateCode(),
    })),
  },
  'GET /events/affiliate/': {
    rule: permission('view_insights'),
    call: (who) => get(`/v2/events/affiliate/?linkId=${m.affiliateLinkId}`)(who),
  },
  'PATCH /events/affiliate/': {
    rule: permission('view_insights'),
    call: send('PATCH', '/v2/events/affiliate/', () => ({
      linkId: m.affiliateLinkId,
      label: 'Checked by the matrix',
    })),
  },
  // Deleting is not repeatable on one link: each caller is handed a fresh one the host made.
  'DELETE /events/affiliate/': {
    rule: permission('view_insights'),
    call: async (who) =>
      m.api.request(`/v2/events/affiliate/?linkId=${await freshAffiliateLink()}`, {
        method: 'DELETE',
        token: tokenOf(who),
      }),
  },
  'GET /events/affiliate/all': {
    rule: permission('view_insights'),
    call: (who) => get(`/v2/events/affiliate/all?eventId=${m.world.eventId}`)(who),
  },
  'POST /events/scraped/request': {
    rule: access,
    call: (who, role) =>
      send('POST', '/v2/events/scraped/request', () => ({
        url: `https://elsewhere.example/events/${role}`,
        intent: 'list',
      }))(who),
  },
  'GET /events/scraped/request': { rule: access, call: get('/v2/events/scraped/request') },
  'POST /sms/inbound': {
    rule: access,
    call: (who) =>
      fetch(`${m.api.origin}/v2/sms/inbound`, {
        method: 'POST',
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
        body: new URLSearchParams({ From: ownRangePhone(), Body: 'hello' }),
      }).then((r) => ({ status: r.status, headers: r.headers, body: null })),
  },
  'POST /error': {
    rule: access,
    call: send('POST', '/v2/error', () => ({
      kind: 'uncaught',
      message: 'matrix',
      remote: null,
      route: '/',
      appVersion: '1.0.0',
    })),
  },
  'POST /error/loads': {
    rule: access,
    call: send('POST', '/v2/error/loads', () => ({
      appVersion: 'shell@1.0.0',
      pageLoad: true,
      remotes: [{ name: 'mf-events', version: '1.0.0' }],
    })),
  },
  // Release tooling's credential, which no person holds: every signed-in role is refused.
  'GET /error/releases/counts': {
    rule: { kind: 'only', roles: [] },
    call: get(`/v2/error/releases/counts?package=mf-events&since=${NOW.toISOString()}`),
  },
} satisfies MatrixRows;
