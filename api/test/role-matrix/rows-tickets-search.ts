/** Route × role rows: ticketing and search. */
import { freshEvent, get, m, send } from './matrix-world';
import { access, type MatrixRows } from './roles';

export const ticketAndSearchRows = {
  // ticketing
  'POST /checkout/initiate': {
    rule: access,
    call: async (who) => {
      const event = await freshEvent();
      return send('POST', '/v2/checkout/initiate', () => ({
        eventId: event.eventId,
        items: [{ ticketTypeId: event.free, quantity: 1 }],
      }))(who);
    },
  },
  // A payment is its buyer's: anyone else is told it does not exist.
  'PATCH /checkout/confirm': {
    rule: { kind: 'only', roles: ['stranger'] },
    refused: 404,
    call: send('PATCH', '/v2/checkout/confirm', () => ({ transactionId: m.world.transactionId })),
  },
  'POST /checkout/payment-setup': {
    rule: access,
    call: send('POST', '/v2/checkout/payment-setup', () => ({})),
  },
  // Each caller's own saved cards (nobody else's can be named: checkout-saved-cards.test.ts).
  'GET /checkout/payment-methods': { rule: access, call: get('/v2/checkout/payment-methods') },
  'DELETE /checkout/payment-methods/:paymentMethodId': {
    rule: access,
    served: 404,
    call: send('DELETE', '/v2/checkout/payment-methods/pm_nobodys_card', () => undefined),
  },

  // search
  'GET /search': { rule: access, call: get('/v2/search?query=matrix') },
} satisfies MatrixRows;
