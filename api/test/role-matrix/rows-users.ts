/** Route × role rows: people's own calls (their record, campus, dashboards, passes, account). */
import { get, m, send, tokenOf } from './matrix-world';
import { access, type MatrixRows } from './roles';

export const userRows = {
  // users
  'GET /users/': { rule: access, call: (who) => get(`/v2/users/?userId=${m.world.host.id}`)(who) },
  'GET /campuses/': { rule: access, call: get('/v2/campuses/?query=matrix') },
  'POST /users/emails/send': {
    rule: access,
    call: (who, role) =>
      send('POST', '/v2/users/emails/send', () => ({
        campusId: m.campusId,
        email: `${role}@matrix.edu`,
      }))(who),
  },
  // Each caller was sent a code by the row above; a wrong one is refused as wrong (400), which
  // shows the call was served.
  'POST /users/emails/verify': {
    rule: access,
    served: 400,
    call: (who, role) =>
      send('POST', '/v2/users/emails/verify', () => ({
        email: `${role}@matrix.edu`,
        code: '000000',
      }))(who),
  },
  // Who is at a campus is for its members, and no role of the world joined one (nobody verified a
  // school address, see the join row): every signed-in caller is refused (403) once past access.
  // campus-people.test.ts serves a member, friends first.
  'GET /campuses/members': {
    rule: { kind: 'only', roles: [] },
    call: (who) => get(`/v2/campuses/members?campusId=${m.campusId}`)(who),
  },
  // Nobody has verified a school address: joining is refused for that (403), after access.
  'POST /campuses/join': {
    rule: access,
    served: 403,
    call: send('POST', '/v2/campuses/join', () => ({ campusId: m.campusId })),
  },
  // Everyone signed in has a record already (409) but the person without one, who makes it here.
  'POST /users/': {
    rule: access,
    except: {
      stranger: 409,
      guest: 409,
      pending: 409,
      cohost: 409,
      door: 409,
      viewer: 409,
      host: 409,
    },
    last: 1,
    call: send('POST', '/v2/users/', () => ({ name: 'Matrix Person' })),
  },
  'PATCH /users/': {
    rule: access,
    call: send('PATCH', '/v2/users/', () => ({ bio: 'Checked by the matrix' })),
  },
  'GET /users/exists': { rule: access, call: get('/v2/users/exists') },
  'GET /users/events': {
    rule: access,
    call: (who) => get(`/v2/users/events?userId=${m.world.host.id}`)(who),
  },
  'GET /users/events/liked': { rule: access, call: get('/v2/users/events/liked') },
  'GET /users/events/hosted-past': {
    rule: access,
    call: (who) => get(`/v2/users/events/hosted-past?userId=${m.world.host.id}`)(who),
  },
  // Each caller's own dashboards (the host and co-hosts find the world's event there; see
  // user-events.test.ts), so anyone signed in with a record is served.
  'GET /users/events/hosting': { rule: access, call: get('/v2/users/events/hosting') },
  // A pass is its holder's: anyone else is told it does not exist.
  'GET /users/pass': {
    rule: { kind: 'only', roles: ['guest'] },
    refused: 404,
    call: (who) => get(`/v2/users/pass?passId=${m.world.passId}`)(who),
  },
  'GET /users/pass/events': { rule: access, call: get('/v2/users/pass/events') },
  'GET /users/receipts': { rule: access, call: get('/v2/users/receipts') },
  'GET /users/username/exists': {
    rule: access,
    call: get('/v2/users/username/exists?username=matrix'),
  },
  'GET /users/instagram': { rule: access, call: get('/v2/users/instagram?instagram=matrix') },
  // Last of all (deleting an account also revokes its sessions). The person who had no record
  // made one in the row before; the host's event has been paid for (the stranger's order, which
  // the confirm row settled), so the host's account stays until it is refunded (409).
  'DELETE /users/': {
    rule: access,
    except: { unregistered: 200, host: 409 },
    last: 2,
    call: (who) => m.api.request('/v2/users/', { method: 'DELETE', token: tokenOf(who) }),
  },
} satisfies MatrixRows;
