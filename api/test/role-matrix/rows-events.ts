/** Route × role rows: events, their organizations and co-hosting. */
import { expect } from 'vitest';
import {
  answerInvitation,
  answerInvitationOf,
  eventToEnd,
  freshEvent,
  get,
  m,
  NOW,
  send,
  tokenOf,
} from './matrix-world';
import { access, permission, type MatrixRows } from './roles';

export const eventRows = {
  // events
  'GET /events/': {
    rule: access,
    call: (who) => get(`/v2/events/?eventId=${m.world.eventId}`)(who),
  },
  'POST /events/': {
    rule: access,
    call: send('POST', '/v2/events/', () => ({
      name: 'Matrix party',
      startTime: Math.floor(NOW.getTime() / 1000) + 86_400,
      timeZone: 'America/New_York',
    })),
  },
  'PATCH /events/': {
    rule: permission('edit_event'),
    call: send('PATCH', '/v2/events/', () => ({
      eventId: m.world.eventId,
      description: 'Checked by the matrix',
    })),
  },
  // Listing the world's event in an organization the host owns: idempotent, so repeatable. Only
  // the organization's admins list events in it, so a co-host who may edit the event but is no
  // admin there is refused (403) after the event permission.
  'POST /events/organization-invitations': {
    rule: permission('edit_event'),
    except: { cohost: 403 },
    call: send('POST', '/v2/events/organization-invitations', () => ({
      eventId: m.world.eventId,
      organizationId: m.organizationId,
    })),
  },
  // Asking to list the world's event in an organization the host is a plain member of (the
  // outsider owns it): a request already made is answered as it stands, so repeatable. A co-host
  // who may edit the event but is not in that organization is refused (403) after the event
  // permission.
  'POST /events/organization-requests': {
    rule: permission('edit_event'),
    except: { cohost: 403 },
    call: send('POST', '/v2/events/organization-requests', () => ({
      eventId: m.world.eventId,
      organizationId: m.askOrganizationId,
    })),
  },
  // The host asks again before each call, so there is always a request to withdraw.
  'DELETE /events/organization-requests': {
    rule: permission('edit_event'),
    call: async (who) => {
      const asked = await send('POST', '/v2/events/organization-requests', () => ({
        eventId: m.world.eventId,
        organizationId: m.askOrganizationId,
      }))(m.world.host);
      expect(asked.status).toBe(201);
      return m.api.request(
        `/v2/events/organization-requests?eventId=${m.world.eventId}&organizationId=${m.askOrganizationId}`,
        { method: 'DELETE', token: tokenOf(who) },
      );
    },
  },
  'GET /events/organization-requests': {
    rule: permission('edit_event'),
    call: (who) => get(`/v2/events/organization-requests?eventId=${m.world.eventId}`)(who),
  },
  // The host deletes a throwaway event of theirs; anyone else tries the world's event.
  'DELETE /events/': {
    rule: { kind: 'hostOnly' },
    call: async (who, role) => {
      const eventId = await eventToEnd(role);
      return m.api.request(`/v2/events/?eventId=${eventId}`, {
        method: 'DELETE',
        token: tokenOf(who),
      });
    },
  },
  'GET /events/feed': { rule: access, call: get('/v2/events/feed') },
  'GET /events/feed/count': { rule: access, call: get('/v2/events/feed/count') },
  'POST /events/like': {
    rule: access,
    call: send('POST', '/v2/events/like', () => ({ eventId: m.world.eventId })),
  },
  'DELETE /events/like': {
    rule: access,
    call: (who) =>
      m.api.request(`/v2/events/like?eventId=${m.world.eventId}`, {
        method: 'DELETE',
        token: tokenOf(who),
      }),
  },
  'POST /events/metrics/view': {
    rule: access,
    call: send('POST', '/v2/events/metrics/view', () => ({ eventId: m.world.eventId })),
  },
  'POST /events/metrics/share': {
    rule: access,
    call: send('POST', '/v2/events/metrics/share', () => ({ eventId: m.world.eventId })),
  },
  'GET /events/organizers': {
    rule: access,
    call: (who) => get(`/v2/events/organizers?eventId=${m.world.eventId}`)(who),
  },
  'POST /events/invitations/': {
    rule: permission('manage_cohosts'),
    // Re-levels the pending co-host (to the level it has): harmless, repeatable.
    call: send('POST', '/v2/events/invitations', () => ({
      eventId: m.world.eventId,
      userId: m.world.pending.id,
      privilege: 'cohost',
    })),
  },
  // Whoever is invited answers: each caller is invited to a throwaway event first. The host of the
  // world is invited too (by the outsider), so everyone signed in with a record is served.
  'PATCH /events/invitations/accept': {
    rule: access,
    call: async (who) => answerInvitation(who, 'accept'),
  },
  'PATCH /events/invitations/decline': {
    rule: access,
    call: async (who) => answerInvitation(who, 'decline'),
  },
  'GET /events/invitations/': {
    rule: permission('manage_cohosts'),
    call: (who) => get(`/v2/events/invitations/?eventId=${m.world.eventId}`)(who),
  },
  // The host invites the outsider afresh before each caller tries to withdraw it; the host, last,
  // withdraws it for good.
  'DELETE /events/invitations/': {
    rule: permission('manage_cohosts'),
    call: async (who) => {
      const invited = await m.api.request('/v2/events/invitations/', {
        token: m.world.host.token,
        json: { eventId: m.world.eventId, userId: m.outsider.id, privilege: 'viewer' },
      });
      expect(invited.status).toBe(201);
      return send(
        'DELETE',
        `/v2/events/invitations/?eventId=${m.world.eventId}&userId=${m.outsider.id}`,
        () => undefined,
      )(who);
    },
  },
  'GET /events/invitations/mine': {
    rule: access,
    call: (who) => get(`/v2/events/invitations/mine?eventId=${m.world.eventId}`)(who),
  },
  // Each caller co-hosts a throwaway event of the outsider's first, then steps down from it.
  'DELETE /events/invitations/mine': {
    rule: access,
    call: async (who) => {
      const { eventId } = await freshEvent();
      if (who?.id) {
        const accepted = await answerInvitationOf(who, eventId, 'accept');
        expect(accepted.status).toBe(200);
      }
      return send('DELETE', `/v2/events/invitations/mine?eventId=${eventId}`, () => undefined)(who);
    },
  },
  'DELETE /events/leave': {
    rule: access,
    call: async (who) => {
      const event = await freshEvent();
      if (who?.id) {
        const rsvp = await m.api.request('/v2/checkout/initiate', {
          token: who.token,
          json: { eventId: event.eventId, items: [{ ticketTypeId: event.free, quantity: 1 }] },
        });
        expect(rsvp.status).toBe(201);
      }
      return m.api.request(`/v2/events/leave?eventId=${event.eventId}`, {
        method: 'DELETE',
        token: tokenOf(who),
      });
    },
  },
} satisfies MatrixRows;
