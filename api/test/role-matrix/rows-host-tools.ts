/** Route × role rows: the host's tools (the permission table) and money back to guests. */
import { expect } from 'vitest';
import { createTicketedEvent, paidType } from '../ticketing-fixtures';
import { eventToEnd, get, m, nonce, NOW, send } from './matrix-world';
import { access, permission, type MatrixRows } from './roles';

export const hostToolRows = {
  // host tools (the permission table)
  'GET /events/guests': {
    rule: permission('view_guests'),
    call: (who) => get(`/v2/events/guests?eventId=${m.world.eventId}`)(who),
  },
  'GET /events/hosts/dashboard': {
    rule: permission('view_dashboard'),
    call: (who) => get(`/v2/events/hosts/dashboard?eventId=${m.world.eventId}`)(who),
  },
  'POST /events/hosts/scan': {
    rule: permission('scan'),
    call: send('POST', '/v2/events/hosts/scan', () => ({
      eventId: m.world.eventId,
      qrToken: 'not-a-pass',
      nonce: nonce(),
    })),
  },
  'GET /events/hosts/offline-kit': {
    rule: permission('scan'),
    call: (who) => get(`/v2/events/hosts/offline-kit?eventId=${m.world.eventId}`)(who),
  },
  'POST /events/hosts/scan-sync': {
    rule: permission('scan'),
    call: send('POST', '/v2/events/hosts/scan-sync', () => ({
      eventId: m.world.eventId,
      scans: [
        { qrToken: 'not-a-pass', nonce: nonce(), scannedAt: Math.floor(NOW.getTime() / 1000) },
      ],
    })),
  },
  'POST /events/hosts/user-context': {
    rule: permission('view_guests'),
    call: send('POST', '/v2/events/hosts/user-context', () => ({
      eventId: m.world.eventId,
      userId: m.world.guest.id,
    })),
  },
  'POST /events/hosts/text-blast': {
    rule: permission('text_blast'),
    call: (who) => {
      // An hour between calls: the hourly blast limit is not what is tested here.
      m.blastClock += 3600_000;
      return send('POST', '/v2/events/hosts/text-blast', () => ({
        eventId: m.world.eventId,
        message: 'Matrix check',
        statuses: ['going'],
      }))(who);
    },
  },
  'GET /events/hosts/text-blasts': {
    rule: permission('text_blast'),
    call: (who) => get(`/v2/events/hosts/text-blasts?eventId=${m.world.eventId}`)(who),
  },
  // Approving the guest's valid RSVP again changes nothing; deny and remove name someone with
  // no request, so an allowed caller passes the guard and gets 404.
  'POST /events/hosts/approve': {
    rule: permission('manage_guests'),
    call: send('POST', '/v2/events/hosts/approve', () => ({
      eventId: m.world.eventId,
      userId: m.world.guest.id,
    })),
  },
  'POST /events/hosts/deny': {
    rule: permission('manage_guests'),
    served: 404,
    call: send('POST', '/v2/events/hosts/deny', () => ({
      eventId: m.world.eventId,
      userId: m.outsider.id,
    })),
  },
  'POST /events/hosts/remove': {
    rule: permission('manage_guests'),
    served: 404,
    call: send('POST', '/v2/events/hosts/remove', () => ({
      eventId: m.world.eventId,
      userId: m.outsider.id,
    })),
  },

  // money back to guests: cancelling, refund requests, letting a guest back in
  // The host cancels a throwaway event of theirs; anyone else tries the world's event.
  'POST /events/hosts/cancel': {
    rule: { kind: 'hostOnly' },
    call: async (who, role) => {
      const eventId = await eventToEnd(role);
      return send('POST', '/v2/events/hosts/cancel', () => ({
        eventId,
        message: 'Checked by the matrix',
      }))(who);
    },
  },
  // Each caller buys a ticket to a throwaway event that gives refunds on request, then asks.
  'POST /events/refund-request': {
    rule: access,
    call: async (who) => {
      const { eventId, ticketTypeIds } = await createTicketedEvent(
        m.api,
        m.outsider.id!,
        [paidType()],
        { now: NOW, name: 'Refundable', refundPolicy: 'request' },
      );
      if (who?.id) {
        const started = await m.api.request('/v2/checkout/initiate', {
          token: who.token,
          json: { eventId, items: [{ ticketTypeId: ticketTypeIds[0], quantity: 1 }] },
        });
        expect(started.status).toBe(201);
        const paid = await fetch(`${m.api.origin}${started.body.data.checkoutUrl}/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
          redirect: 'manual',
        });
        expect(paid.status).toBe(303);
      }
      return send('POST', '/v2/events/refund-request', () => ({ eventId, reason: 'Matrix' }))(who);
    },
  },
  'GET /events/refund-request': {
    rule: access,
    call: (who) => get(`/v2/events/refund-request?eventId=${m.world.eventId}`)(who),
  },
  // The outsider asked for nothing and holds nothing here: an allowed caller gets 404.
  'POST /events/hosts/refund-requests/approve': {
    rule: permission('manage_guests'),
    served: 404,
    call: send('POST', '/v2/events/hosts/refund-requests/approve', () => ({
      eventId: m.world.eventId,
      userId: m.outsider.id,
    })),
  },
  'POST /events/hosts/refund-requests/decline': {
    rule: permission('manage_guests'),
    served: 404,
    call: send('POST', '/v2/events/hosts/refund-requests/decline', () => ({
      eventId: m.world.eventId,
      userId: m.outsider.id,
      message: 'Checked by the matrix',
    })),
  },
  'POST /events/hosts/readmit': {
    rule: permission('manage_guests'),
    served: 404,
    call: send('POST', '/v2/events/hosts/readmit', () => ({
      eventId: m.world.eventId,
      userId: m.outsider.id,
    })),
  },
} satisfies MatrixRows;
