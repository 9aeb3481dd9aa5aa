/**
 * Route × role: EVERY endpoint of the contract, called by every role (a visitor, a signed-in person
 * with no user record, a stranger, a guest of the event, a pending co-host, an accepted co-host at
 * each level, the host), answers the status its access policy and the host permission table say.
 * A contract endpoint with no row here fails the first test.
 *
 * Each row is one harmless call (repeatable, or set up afresh for each caller when it changes
 * something: leaving an event, answering an invitation, removing a friend) and a rule:
 * - `access`: only the access policy: a visitor gets 401 where a token is needed, a person with no
 *   record 404 (`user_not_found`) where a user is, everyone else is served;
 * - `permission`: the host and the co-host levels whose HOST_PERMISSION_TABLE entry has it are
 *   served; every other signed-in role is refused (403);
 * - `hostOnly`: the host alone (deleting the event);
 * - `only`: the roles named (a pass's owner, a chat's members); the rest get `refused`.
 * `except` states a role's answer explicitly where a route is special, with the reason.
 *
 * Adding a role (organization levels, when they land): add it to ROLES, give it a person in
 * `personOf`, and say in `ruleAllows` what each rule gives it.
 */
import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import {
  COHOST_PRIVILEGES,
  HOST_PERMISSION_REFUSALS,
  contract,
  levelAllows,
  type CohostPrivilege,
  type EndpointName,
  type HostPermission,
} from 'contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  isEventGuardedOrganizationCall,
  isOrganizationCall,
  type EventGuardedOrganizationCall,
  type OrganizationCall,
} from '../../test/organization-calls';
import { startTestApi, type TestApi, type TestResponse } from '../../test/test-api';
import {
  buildContractWorld,
  ownRangePhone,
  type ContractWorld,
  type WorldPerson,
} from '../../test/contract-world';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { campusDomains, campuses } from '../db/schema-campuses';
import { namesEvent } from '../http/serve-endpoint';
import { friendRequests, friendships } from '../db/schema-social';

const ROLES = [
  'visitor',
  'unregistered',
  'stranger',
  'guest',
  'pending',
  ...COHOST_PRIVILEGES,
  'host',
] as const;
type Role = (typeof ROLES)[number];

type Rule =
  | { kind: 'access' }
  | { kind: 'permission'; permission: HostPermission }
  | { kind: 'hostOnly' }
  | { kind: 'only'; roles: readonly Role[] };

interface Row {
  rule: Rule;
  /** One call as `who` (null: no token). */
  call: (who: WorldPerson | null, role: Role) => Promise<TestResponse>;
  /** What a served caller gets, when not the endpoint's success status. */
  served?: number;
  /** What a signed-in caller the rule refuses gets (default 403). */
  refused?: number;
  /** Explicit answers, each with its reason in a comment. */
  except?: Partial<Record<Role, number>>;
  /** Run after every other row, in this order (it changes who the callers are). */
  last?: number;
}

const NOW = new Date();
let api: TestApi;
let world: ContractWorld;
/** Someone outside every role: the other end of friend requests, the host of throwaway events. */
let outsider: WorldPerson;
let imageName: string;
/** An organization of the world's host, the world's event is listed in. */
let organizationId: string;
/** An organization of the outsider's, the world's host is a plain member of: the host asks. */
let askOrganizationId: string;
/** A school with the domain matrix.edu, for the campus calls. */
let campusId: string;
let png: Buffer;

const organizers: readonly Role[] = ['host', ...COHOST_PRIVILEGES];
const access: Rule = { kind: 'access' };
const permission = (p: HostPermission): Rule => ({ kind: 'permission', permission: p });

function personOf(role: Role): WorldPerson | null {
  if (role === 'visitor') return null;
  if ((COHOST_PRIVILEGES as readonly string[]).includes(role)) {
    return world.cohosts[role as CohostPrivilege];
  }
  return world[role as 'unregistered' | 'stranger' | 'guest' | 'pending' | 'host'];
}

function ruleAllows(rule: Rule, role: Role): boolean {
  switch (rule.kind) {
    case 'access':
      return true;
    case 'permission':
      if (role === 'host') return true;
      return (
        (COHOST_PRIVILEGES as readonly string[]).includes(role) &&
        levelAllows(role as CohostPrivilege, rule.permission)
      );
    case 'hostOnly':
      return role === 'host';
    case 'only':
      return rule.roles.includes(role);
  }
}

/** The status `role` must get from `name`. */
function expectedStatus(name: EndpointName, row: Row, role: Role): number {
  const explicit = row.except?.[role];
  if (explicit !== undefined) return explicit;
  const spec = contract[name];
  if (role === 'visitor' && ['token', 'user', 'deploy'].includes(spec.access)) return 401;
  if (role === 'unregistered' && spec.access === 'user') return 404;
  if (!ruleAllows(row.rule, role)) return row.refused ?? 403;
  return row.served ?? ('status' in spec ? spec.status : 200);
}

/**
 * Whether `role` is a caller the endpoint refuses (its access policy, or its rule): such a call must
 * change nothing, in the database or at the payment provider.
 */
function isRefused(name: EndpointName, row: Row, role: Role): boolean {
  // An explicit answer is a special case (e.g. the person without a record has made one by then).
  if (row.except?.[role] !== undefined) return false;
  const spec = contract[name];
  if (role === 'visitor' && (spec.access === 'token' || spec.access === 'user')) return true;
  if (role === 'unregistered' && spec.access === 'user') return true;
  return !ruleAllows(row.rule, role);
}

const isWrite = (name: EndpointName) => !name.startsWith('GET ');

const tokenOf = (who: WorldPerson | null) => who?.token;
const get = (path: string) => (who: WorldPerson | null) =>
  api.request(path, { token: tokenOf(who) });
const send = (method: string, path: string, json: () => unknown) => (who: WorldPerson | null) =>
  api.request(path, { method, token: tokenOf(who), json: json() });

/** A throwaway free event hosted by the outsider. */
async function freshEvent() {
  const { eventId, ticketTypeIds } = await createTicketedEvent(
    api,
    outsider.id!,
    [paidType({ name: 'Free', priceCents: 0, maxPerOrder: 1 })],
    { now: NOW, name: 'Throwaway' },
  );
  return { eventId, free: ticketTypeIds[0]! };
}

let affiliateCodes = 0;
const affiliateCode = () => `MATRIX${++affiliateCodes}`;
/** A link of the world's event, made by the host, that the read and update calls use. */
let affiliateLinkId: string;
async function freshAffiliateLink(): Promise<string> {
  const res = await api.request('/v2/events/affiliate/', {
    token: world.host.token,
    json: { eventId: world.eventId, code: affiliateCode() },
  });
  expect(res.status).toBe(201);
  return res.body.data.link.id as string;
}

let nonces = 0;
const nonce = () => `matrix-nonce-${++nonces}`;
let blastClock = NOW.getTime();

/**
 * Every call but the organization ones, which their own route × level test covers; those that an
 * event permission guards too are here as well.
 */
type MatrixCall = Exclude<EndpointName, OrganizationCall> | EventGuardedOrganizationCall;
const inMatrix = (name: EndpointName) =>
  !isOrganizationCall(name) || isEventGuardedOrganizationCall(name);

const ROWS: Record<MatrixCall, Row> = {
  // system
  'GET /health': { rule: access, call: get('/v2/health') },
  'GET /health/ready': { rule: access, call: get('/v2/health/ready') },
  'GET /openapi.json': { rule: access, call: get('/v2/openapi.json') },
  'POST /images/': {
    rule: access,
    call: (who) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      return fetch(`${api.origin}/v2/images/`, {
        method: 'POST',
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
        body: form,
      }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.json() }));
    },
  },
  'GET /images/files/:name': {
    rule: access,
    call: (who) =>
      fetch(`${api.origin}/v2/images/files/${imageName}`, {
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
      fetch(`${api.origin}/v2/payments/sandbox/checkout/${world.transactionId}`, {
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
    call: (who) => get(`/v2/events/hosts/revenue?eventId=${world.eventId}`)(who),
  },
  'GET /events/hosts/analytics': {
    rule: permission('view_insights'),
    call: (who) => get(`/v2/events/hosts/analytics?eventId=${world.eventId}`)(who),
  },
  'POST /events/affiliate/': {
    rule: permission('view_insights'),
    call: send('POST', '/v2/events/affiliate/', () => ({
      eventId: world.eventId,
      code: affiliateCode(),
    })),
  },
  'GET /events/affiliate/': {
    rule: permission('view_insights'),
    call: (who) => get(`/v2/events/affiliate/?linkId=${affiliateLinkId}`)(who),
  },
  'PATCH /events/affiliate/': {
    rule: permission('view_insights'),
    call: send('PATCH', '/v2/events/affiliate/', () => ({
      linkId: affiliateLinkId,
      label: 'Checked by the matrix',
    })),
  },
  // Deleting is not repeatable on one link: each caller is handed a fresh one the host made.
  'DELETE /events/affiliate/': {
    rule: permission('view_insights'),
    call: async (who) =>
      api.request(`/v2/events/affiliate/?linkId=${await freshAffiliateLink()}`, {
        method: 'DELETE',
        token: tokenOf(who),
      }),
  },
  'GET /events/affiliate/all': {
    rule: permission('view_insights'),
    call: (who) => get(`/v2/events/affiliate/all?eventId=${world.eventId}`)(who),
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
      fetch(`${api.origin}/v2/sms/inbound`, {
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

  // users
  'GET /users/': { rule: access, call: (who) => get(`/v2/users/?userId=${world.host.id}`)(who) },
  'GET /campuses/': { rule: access, call: get('/v2/campuses/?query=matrix') },
  'POST /users/emails/send': {
    rule: access,
    call: (who, role) =>
      send('POST', '/v2/users/emails/send', () => ({
        campusId: campusId,
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
    call: (who) => get(`/v2/campuses/members?campusId=${campusId}`)(who),
  },
  // Nobody has verified a school address: joining is refused for that (403), after access.
  'POST /campuses/join': {
    rule: access,
    served: 403,
    call: send('POST', '/v2/campuses/join', () => ({ campusId })),
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
    call: (who) => get(`/v2/users/events?userId=${world.host.id}`)(who),
  },
  'GET /users/events/liked': { rule: access, call: get('/v2/users/events/liked') },
  'GET /users/events/hosted-past': {
    rule: access,
    call: (who) => get(`/v2/users/events/hosted-past?userId=${world.host.id}`)(who),
  },
  // Each caller's own dashboards (the host and co-hosts find the world's event there; see
  // user-events.test.ts), so anyone signed in with a record is served.
  'GET /users/events/hosting': { rule: access, call: get('/v2/users/events/hosting') },
  // A pass is its holder's: anyone else is told it does not exist.
  'GET /users/pass': {
    rule: { kind: 'only', roles: ['guest'] },
    refused: 404,
    call: (who) => get(`/v2/users/pass?passId=${world.passId}`)(who),
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
    call: (who) => api.request('/v2/users/', { method: 'DELETE', token: tokenOf(who) }),
  },

  // events
  'GET /events/': { rule: access, call: (who) => get(`/v2/events/?eventId=${world.eventId}`)(who) },
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
      eventId: world.eventId,
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
      eventId: world.eventId,
      organizationId,
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
      eventId: world.eventId,
      organizationId: askOrganizationId,
    })),
  },
  // The host asks again before each call, so there is always a request to withdraw.
  'DELETE /events/organization-requests': {
    rule: permission('edit_event'),
    call: async (who) => {
      const asked = await send('POST', '/v2/events/organization-requests', () => ({
        eventId: world.eventId,
        organizationId: askOrganizationId,
      }))(world.host);
      expect(asked.status).toBe(201);
      return api.request(
        `/v2/events/organization-requests?eventId=${world.eventId}&organizationId=${askOrganizationId}`,
        { method: 'DELETE', token: tokenOf(who) },
      );
    },
  },
  'GET /events/organization-requests': {
    rule: permission('edit_event'),
    call: (who) => get(`/v2/events/organization-requests?eventId=${world.eventId}`)(who),
  },
  // The host deletes a throwaway event of theirs; anyone else tries the world's event.
  'DELETE /events/': {
    rule: { kind: 'hostOnly' },
    call: async (who, role) => {
      let eventId = world.eventId;
      if (role === 'host') {
        eventId = (
          await createTicketedEvent(api, world.host.id!, [], { now: NOW, type: 'simpleRsvp' })
        ).eventId;
      }
      return api.request(`/v2/events/?eventId=${eventId}`, {
        method: 'DELETE',
        token: tokenOf(who),
      });
    },
  },
  'GET /events/feed': { rule: access, call: get('/v2/events/feed') },
  'GET /events/feed/count': { rule: access, call: get('/v2/events/feed/count') },
  'POST /events/like': {
    rule: access,
    call: send('POST', '/v2/events/like', () => ({ eventId: world.eventId })),
  },
  'DELETE /events/like': {
    rule: access,
    call: (who) =>
      api.request(`/v2/events/like?eventId=${world.eventId}`, {
        method: 'DELETE',
        token: tokenOf(who),
      }),
  },
  'POST /events/metrics/view': {
    rule: access,
    call: send('POST', '/v2/events/metrics/view', () => ({ eventId: world.eventId })),
  },
  'POST /events/metrics/share': {
    rule: access,
    call: send('POST', '/v2/events/metrics/share', () => ({ eventId: world.eventId })),
  },
  'GET /events/organizers': {
    rule: access,
    call: (who) => get(`/v2/events/organizers?eventId=${world.eventId}`)(who),
  },
  'POST /events/invitations/': {
    rule: permission('manage_cohosts'),
    // Re-levels the pending co-host (to the level it has): harmless, repeatable.
    call: send('POST', '/v2/events/invitations', () => ({
      eventId: world.eventId,
      userId: world.pending.id,
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
    call: (who) => get(`/v2/events/invitations/?eventId=${world.eventId}`)(who),
  },
  // The host invites the outsider afresh before each caller tries to withdraw it; the host, last,
  // withdraws it for good.
  'DELETE /events/invitations/': {
    rule: permission('manage_cohosts'),
    call: async (who) => {
      const invited = await api.request('/v2/events/invitations/', {
        token: world.host.token,
        json: { eventId: world.eventId, userId: outsider.id, privilege: 'viewer' },
      });
      expect(invited.status).toBe(201);
      return send(
        'DELETE',
        `/v2/events/invitations/?eventId=${world.eventId}&userId=${outsider.id}`,
        () => undefined,
      )(who);
    },
  },
  'GET /events/invitations/mine': {
    rule: access,
    call: (who) => get(`/v2/events/invitations/mine?eventId=${world.eventId}`)(who),
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
        const rsvp = await api.request('/v2/checkout/initiate', {
          token: who.token,
          json: { eventId: event.eventId, items: [{ ticketTypeId: event.free, quantity: 1 }] },
        });
        expect(rsvp.status).toBe(201);
      }
      return api.request(`/v2/events/leave?eventId=${event.eventId}`, {
        method: 'DELETE',
        token: tokenOf(who),
      });
    },
  },

  // host tools (the permission table)
  'GET /events/guests': {
    rule: permission('view_guests'),
    call: (who) => get(`/v2/events/guests?eventId=${world.eventId}`)(who),
  },
  'GET /events/hosts/dashboard': {
    rule: permission('view_dashboard'),
    call: (who) => get(`/v2/events/hosts/dashboard?eventId=${world.eventId}`)(who),
  },
  'POST /events/hosts/scan': {
    rule: permission('scan'),
    call: send('POST', '/v2/events/hosts/scan', () => ({
      eventId: world.eventId,
      qrToken: 'not-a-pass',
      nonce: nonce(),
    })),
  },
  'GET /events/hosts/offline-kit': {
    rule: permission('scan'),
    call: (who) => get(`/v2/events/hosts/offline-kit?eventId=${world.eventId}`)(who),
  },
  'POST /events/hosts/scan-sync': {
    rule: permission('scan'),
    call: send('POST', '/v2/events/hosts/scan-sync', () => ({
      eventId: world.eventId,
      scans: [
        { qrToken: 'not-a-pass', nonce: nonce(), scannedAt: Math.floor(NOW.getTime() / 1000) },
      ],
    })),
  },
  'POST /events/hosts/user-context': {
    rule: permission('view_guests'),
    call: send('POST', '/v2/events/hosts/user-context', () => ({
      eventId: world.eventId,
      userId: world.guest.id,
    })),
  },
  'POST /events/hosts/text-blast': {
    rule: permission('text_blast'),
    call: (who) => {
      // An hour between calls: the hourly blast limit is not what is tested here.
      blastClock += 3600_000;
      return send('POST', '/v2/events/hosts/text-blast', () => ({
        eventId: world.eventId,
        message: 'Matrix check',
        statuses: ['going'],
      }))(who);
    },
  },
  'GET /events/hosts/text-blasts': {
    rule: permission('text_blast'),
    call: (who) => get(`/v2/events/hosts/text-blasts?eventId=${world.eventId}`)(who),
  },
  // Approving the guest's valid RSVP again changes nothing; deny and remove name someone with
  // no request, so an allowed caller passes the guard and gets 404.
  'POST /events/hosts/approve': {
    rule: permission('manage_guests'),
    call: send('POST', '/v2/events/hosts/approve', () => ({
      eventId: world.eventId,
      userId: world.guest.id,
    })),
  },
  'POST /events/hosts/deny': {
    rule: permission('manage_guests'),
    served: 404,
    call: send('POST', '/v2/events/hosts/deny', () => ({
      eventId: world.eventId,
      userId: outsider.id,
    })),
  },
  'POST /events/hosts/remove': {
    rule: permission('manage_guests'),
    served: 404,
    call: send('POST', '/v2/events/hosts/remove', () => ({
      eventId: world.eventId,
      userId: outsider.id,
    })),
  },

  // money back to guests: cancelling, refund requests, letting a guest back in
  // The host cancels a throwaway event of theirs; anyone else tries the world's event.
  'POST /events/hosts/cancel': {
    rule: { kind: 'hostOnly' },
    call: async (who, role) => {
      let eventId = world.eventId;
      if (role === 'host') {
        eventId = (
          await createTicketedEvent(api, world.host.id!, [], { now: NOW, type: 'simpleRsvp' })
        ).eventId;
      }
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
        api,
        outsider.id!,
        [paidType()],
        { now: NOW, name: 'Refundable', refundPolicy: 'request' },
      );
      if (who?.id) {
        const started = await api.request('/v2/checkout/initiate', {
          token: who.token,
          json: { eventId, items: [{ ticketTypeId: ticketTypeIds[0], quantity: 1 }] },
        });
        expect(started.status).toBe(201);
        const paid = await fetch(`${api.origin}${started.body.data.checkoutUrl}/pay`, {
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
    call: (who) => get(`/v2/events/refund-request?eventId=${world.eventId}`)(who),
  },
  // The outsider asked for nothing and holds nothing here: an allowed caller gets 404.
  'POST /events/hosts/refund-requests/approve': {
    rule: permission('manage_guests'),
    served: 404,
    call: send('POST', '/v2/events/hosts/refund-requests/approve', () => ({
      eventId: world.eventId,
      userId: outsider.id,
    })),
  },
  'POST /events/hosts/refund-requests/decline': {
    rule: permission('manage_guests'),
    served: 404,
    call: send('POST', '/v2/events/hosts/refund-requests/decline', () => ({
      eventId: world.eventId,
      userId: outsider.id,
      message: 'Checked by the matrix',
    })),
  },
  'POST /events/hosts/readmit': {
    rule: permission('manage_guests'),
    served: 404,
    call: send('POST', '/v2/events/hosts/readmit', () => ({
      eventId: world.eventId,
      userId: outsider.id,
    })),
  },

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
    call: send('PATCH', '/v2/checkout/confirm', () => ({ transactionId: world.transactionId })),
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

  // friends: each caller acts on their own relation with the outsider, set up afresh
  'POST /friends/requests': {
    rule: access,
    call: async (who) => {
      await clearOutsider();
      return send('POST', '/v2/friends/requests', () => ({ receiverUserId: outsider.id }))(who);
    },
  },
  'GET /friends/requests/in': { rule: access, call: get('/v2/friends/requests/in') },
  'GET /friends/requests/out': { rule: access, call: get('/v2/friends/requests/out') },
  'PATCH /friends/requests/accept': {
    rule: access,
    call: async (who) => {
      await outsiderAsks(who);
      return send('PATCH', '/v2/friends/requests/accept', () => ({ senderUserId: outsider.id }))(
        who,
      );
    },
  },
  'DELETE /friends/requests/reject': {
    rule: access,
    call: async (who) => {
      await outsiderAsks(who);
      return api.request(`/v2/friends/requests/reject?senderUserId=${outsider.id}`, {
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
        await api.request('/v2/friends/requests', {
          token: who.token,
          json: { receiverUserId: outsider.id },
        });
      }
      return api.request(`/v2/friends/requests/cancel?receiverUserId=${outsider.id}`, {
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
        await api.request('/v2/friends/requests/accept', {
          method: 'PATCH',
          token: who.token,
          json: { senderUserId: outsider.id },
        });
      }
      return api.request(`/v2/friends/?receiverUserId=${outsider.id}`, {
        method: 'DELETE',
        token: tokenOf(who),
      });
    },
  },
  'GET /friends/status': {
    rule: access,
    call: (who) => get(`/v2/friends/status?userId=${outsider.id}`)(who),
  },
  'GET /users/friends': {
    rule: access,
    call: (who) => get(`/v2/users/friends?userId=${world.host.id}`)(who),
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
      fetch(`${api.origin}/v2/chat/socket`, {
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
      }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.text() })),
  },
  'GET /chats/': { rule: access, call: get('/v2/chats/') },
  // A direct chat is between friends: the guest is the host's friend; the host cannot open one
  // with themself (403 too).
  'POST /chats/direct': {
    rule: { kind: 'only', roles: ['guest'] },
    call: send('POST', '/v2/chats/direct', () => ({ userId: world.host.id })),
  },
  'GET /chats/:chatId': {
    rule: { kind: 'only', roles: ['host', 'guest'] },
    call: (who) => get(`/v2/chats/${world.directChatId}`)(who),
  },
  'GET /chats/:chatId/messages': {
    rule: { kind: 'only', roles: ['host', 'guest'] },
    call: (who) => get(`/v2/chats/${world.directChatId}/messages`)(who),
  },
  'POST /chats/:chatId/messages': {
    rule: { kind: 'only', roles: ['host', 'guest'] },
    call: (who) =>
      send('POST', `/v2/chats/${world.directChatId}/messages`, () => ({
        text: 'Matrix hello',
        clientKey: nonce(),
      }))(who),
  },
  'POST /chats/:chatId/read': {
    rule: { kind: 'only', roles: ['host', 'guest'] },
    call: (who) =>
      send('POST', `/v2/chats/${world.directChatId}/read`, () => ({ messageId: 1 }))(who),
  },
  // The event's chat is opened by its organizers (any level).
  'POST /events/host-chats/': {
    rule: { kind: 'only', roles: organizers },
    call: send('POST', '/v2/events/host-chats/', () => ({ eventId: world.eventId })),
  },
};

/** Nothing between the outsider and anyone: each friend row starts from no relation. */
async function clearOutsider() {
  const db = api.database.db;
  const id = outsider.id!;
  await db
    .delete(friendRequests)
    .where(or(eq(friendRequests.senderId, id), eq(friendRequests.receiverId, id)));
  await db.delete(friendships).where(or(eq(friendships.userLow, id), eq(friendships.userHigh, id)));
}

/** The outsider asks `who` to be friends (nothing for a caller without a record). */
async function outsiderAsks(who: WorldPerson | null) {
  await clearOutsider();
  if (!who?.id) return;
  await api.request('/v2/friends/requests', {
    token: outsider.token,
    json: { receiverUserId: who.id },
  });
}

/** `who` answers an invitation to co-host a throwaway event of the outsider's. */
async function answerInvitation(who: WorldPerson | null, answer: 'accept' | 'decline') {
  const { eventId } = await freshEvent();
  return answerInvitationOf(who, eventId, answer);
}

/** The outsider invites `who` to co-host `eventId` (an event of the outsider's); `who` answers. */
async function answerInvitationOf(
  who: WorldPerson | null,
  eventId: string,
  answer: 'accept' | 'decline',
) {
  if (who?.id) {
    const invited = await api.request('/v2/events/invitations/', {
      token: outsider.token,
      json: { eventId, userId: who.id },
    });
    expect(invited.status).toBe(201);
  }
  return send('PATCH', `/v2/events/invitations/${answer}`, () => ({ eventId }))(who);
}

beforeAll(async () => {
  api = await startTestApi({ clock: () => new Date(blastClock), recordWrites: true });
  world = await buildContractWorld(api, inject('authEmulatorHost'), NOW);
  const [campus] = await api.database.db
    .insert(campuses)
    .values({ name: 'Matrix University' })
    .returning({ id: campuses.id });
  campusId = campus!.id;
  await api.database.db.insert(campusDomains).values({ domain: 'matrix.edu', campusId });
  affiliateLinkId = await freshAffiliateLink();
  const created = await api.createUser({ name: 'Matrix Outsider' });
  outsider = { auth: created.auth, id: created.user.id, token: created.auth.idToken };
  const organization = await api.request('/v2/organizations/', {
    token: world.host.token,
    json: { name: 'Matrix Organization' },
  });
  expect(organization.status).toBe(201);
  organizationId = organization.body.data.organization.id as string;
  const club = await api.request('/v2/organizations/', {
    token: outsider.token,
    json: { name: 'Matrix Club', settings: { access: 'open' } },
  });
  expect(club.status).toBe(201);
  askOrganizationId = club.body.data.organization.id as string;
  const joined = await api.request('/v2/organizations/requests/in', {
    token: world.host.token,
    json: { organizationId: askOrganizationId },
  });
  expect(joined.body.data.userOrganizationMapping?.privilege).toBe('member');
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#48c' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
  const upload = await fetch(`${api.origin}/v2/images/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${outsider.token}` },
    body: form,
  });
  const uploaded = (await upload.json()) as { data: { image: { urls: { small: string } } } };
  imageName = uploaded.data.image.urls.small.split('/').pop()!;
}, 120_000);
afterAll(() => api?.close());

const ORDERED = (Object.keys(ROWS) as MatrixCall[]).sort(
  (a, b) => (ROWS[a].last ?? 0) - (ROWS[b].last ?? 0),
);

describe('route × role', () => {
  it('proves a refused call changes nothing for every write endpoint (organization calls: org-permissions.test)', () => {
    const writes = (Object.keys(contract) as EndpointName[]).filter(isWrite);
    const uncovered = writes.filter((name) => !(name in ROWS) && !isOrganizationCall(name));
    expect(uncovered).toEqual([]);
  });

  it('declares the event permission of every call that names an event, so the route layer checks it first', () => {
    const wrong: string[] = [];
    for (const name of Object.keys(ROWS) as MatrixCall[]) {
      const { rule } = ROWS[name];
      const spec = contract[name];
      const declared = 'eventPermission' in spec ? spec.eventPermission : undefined;
      const wanted =
        rule.kind === 'permission'
          ? rule.permission
          : rule.kind === 'hostOnly'
            ? 'host'
            : undefined;
      // Calls on a link (affiliate links by linkId) check the link's event in their handler.
      if (namesEvent(spec) && declared !== wanted) {
        wrong.push(`${name}: declares ${declared}, the matrix says ${wanted}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has a row for every endpoint of the contract (organization calls: org-permissions.test)', () => {
    const names = Object.keys(contract) as EndpointName[];
    expect(Object.keys(ROWS).sort()).toEqual(names.filter(inMatrix).sort());
    expect(ROWS['POST /events/organization-invitations'].rule).toEqual(permission('edit_event'));
    expect(ROWS['POST /events/organization-requests'].rule).toEqual(permission('edit_event'));
  });

  for (const name of ORDERED) {
    it(name, async () => {
      const row = ROWS[name];
      const wrong: string[] = [];
      for (const role of ROLES) {
        const expected = expectedStatus(name, row, role);
        const res = await row.call(personOf(role), role);
        if (isWrite(name) && isRefused(name, row, role)) {
          // Authorise before any effect: a refused write leaves every table and the provider as
          // they were (the last write request is this call: every row ends with it).
          const effects = api.lastWrite();
          expect(effects?.status, `${name} as ${role}: the call recorded`).toBe(res.status);
          if (effects && (effects.changedTables.length > 0 || effects.providerCalls.length > 0)) {
            wrong.push(
              `${role}: refused (${res.status}) but changed tables [${effects.changedTables.join(', ')}], provider calls [${effects.providerCalls.join(', ')}]`,
            );
          }
        }
        if (res.status !== expected) {
          wrong.push(
            `${role}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
        }
        // Every refusal is the contract's envelope.
        if (res.status >= 400 && res.body && typeof res.body === 'object') {
          expect(res.body.error?.code, `${name} as ${role}`).toEqual(expect.any(String));
        }
        // A co-host level the table refuses is told which permission it lacks.
        const level = (COHOST_PRIVILEGES as readonly string[]).includes(role);
        if (row.rule.kind === 'permission' && level && !ruleAllows(row.rule, role)) {
          expect(res.body?.error?.message, `${name} as ${role}`).toBe(
            HOST_PERMISSION_REFUSALS[row.rule.permission],
          );
        }
      }
      expect(wrong.join('\n'), name).toBe('');
    });
  }
});
