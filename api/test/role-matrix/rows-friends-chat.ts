/** Route × role rows: friends and chat. */
import { clearOutsider, get, m, nonce, outsiderAsks, send, tokenOf } from './matrix-world';
import { access, organizers, type MatrixRows } from './roles';

export const friendAndChatRows = {
  // friends: each caller acts on their own relation with the outsider, set up afresh
  'POST /friends/requests': {
    rule: access,
    call: async (who) => {
      await clearOutsider();
      return send('POST', '/v2/friends/requests', () => ({ receiverUserId: m.outsider.id }))(who);
    },
  },
  'GET /friends/requests/in': { rule: access, call: get('/v2/friends/requests/in') },
  'GET /friends/requests/out': { rule: access, call: get('/v2/friends/requests/out') },
  'PATCH /friends/requests/accept': {
    rule: access,
    call: async (who) => {
      await outsiderAsks(who);
      return send('PATCH', '/v2/friends/requests/accept', () => ({ senderUserId: m.outsider.id }))(
        who,
      );
    },
  },
  'DELETE /friends/requests/reject': {
    rule: access,
    call: async (who) => {
      await outsiderAsks(who);
      return m.api.request(`/v2/friends/requests/reject?senderUserId=${m.outsider.id}`, {
        method: 'DELETE',
        token: tokenOf(who),
      });
    },
  },
  'DELETE /friends/requests/cancel': {
    rule: access,
    call: async (who) => {
      await clearOutsider();
      if (who?.id) {
        await m.api.request('/v2/friends/requests', {
          token: who.token,
          json: { receiverUserId: m.outsider.id },
        });
      }
      return m.api.request(`/v2/friends/requests/cancel?receiverUserId=${m.outsider.id}`, {
        method: 'DELETE',
        token: tokenOf(who),
      });
    },
  },
  'DELETE /friends/': {
    rule: access,
    call: async (who) => {
      if (who?.id) {
        await outsiderAsks(who);
        await m.api.request('/v2/friends/requests/accept', {
          method: 'PATCH',
          token: who.token,
          json: { senderUserId: m.outsider.id },
        });
      }
      return m.api.request(`/v2/friends/?receiverUserId=${m.outsider.id}`, {
        method: 'DELETE',
        token: tokenOf(who),
      });
    },
  },
  'GET /friends/status': {
    rule: access,
    call: (who) => get(`/v2/friends/status?userId=${m.outsider.id}`)(who),
  },
  'GET /users/friends': {
    rule: access,
    call: (who) => get(`/v2/users/friends?userId=${m.world.host.id}`)(who),
  },
  'GET /users/notifications': { rule: access, call: get('/v2/users/notifications') },
  'GET /users/notifications/unread': { rule: access, call: get('/v2/users/notifications/unread') },
  // Marking read again is harmless: the same answer.
  'POST /users/notifications/read': {
    rule: access,
    call: send('POST', '/v2/users/notifications/read', () => ({})),
  },
  'GET /users/notifications/preferences': {
    rule: access,
    call: get('/v2/users/notifications/preferences'),
  },
  'PATCH /users/notifications/preferences': {
    rule: access,
    call: send('PATCH', '/v2/users/notifications/preferences', () => ({ events: true })),
  },

  // chat
  'GET /chat/token': { rule: access, call: get('/v2/chat/token') },
  // The socket's own handshake authenticates (with a chat token); a plain GET is not an upgrade.
  'GET /chat/socket': {
    rule: access,
    served: 400,
    call: (who) =>
      fetch(`${m.api.origin}/v2/chat/socket`, {
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
      }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.text() })),
  },
  'GET /chats/': { rule: access, call: get('/v2/chats/') },
  // A direct chat is between friends: the guest is the host's friend; the host cannot open one
  // with themself (403 too).
  'POST /chats/direct': {
    rule: { kind: 'only', roles: ['guest'] },
    call: send('POST', '/v2/chats/direct', () => ({ userId: m.world.host.id })),
  },
  'GET /chats/:chatId': {
    rule: { kind: 'only', roles: ['host', 'guest'] },
    call: (who) => get(`/v2/chats/${m.world.directChatId}`)(who),
  },
  'GET /chats/:chatId/messages': {
    rule: { kind: 'only', roles: ['host', 'guest'] },
    call: (who) => get(`/v2/chats/${m.world.directChatId}/messages`)(who),
  },
  'POST /chats/:chatId/messages': {
    rule: { kind: 'only', roles: ['host', 'guest'] },
    call: (who) =>
      send('POST', `/v2/chats/${m.world.directChatId}/messages`, () => ({
        text: 'Matrix hello',
        clientKey: nonce(),
      }))(who),
  },
  'POST /chats/:chatId/read': {
    rule: { kind: 'only', roles: ['host', 'guest'] },
    call: (who) =>
      send('POST', `/v2/chats/${m.world.directChatId}/read`, () => ({ messageId: 1 }))(who),
  },
  // The event's chat is opened by its organizers (any level).
  'POST /events/host-chats/': {
    rule: { kind: 'only', roles: organizers },
    call: send('POST', '/v2/events/host-chats/', () => ({ eventId: m.world.eventId })),
  },
} satisfies MatrixRows;
