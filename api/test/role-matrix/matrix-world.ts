/**
 * The route × role matrix's world and the helpers its rows call with: the API, the people of every
 * role (test/contract-world.ts), an outsider, and what the rows name (an organization, a campus,
 * an uploaded image...). Filled by `setUpMatrix` before the rows run.
 */
import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { COHOST_PRIVILEGES, type CohostPrivilege } from 'contract';
import { expect, inject } from 'vitest';
import { campusDomains, campuses } from '../../src/db/schema-campuses';
import { friendRequests, friendships } from '../../src/db/schema-social';
import { buildContractWorld, type ContractWorld, type WorldPerson } from '../contract-world';
import { startTestApi, type TestApi } from '../test-api';
import { createTicketedEvent, paidType } from '../ticketing-fixtures';
import type { Role } from './roles';

export const NOW = new Date();

export interface MatrixWorld {
  api: TestApi;
  world: ContractWorld;
  /** Someone outside every role: the other end of friend requests, the host of throwaway events. */
  outsider: WorldPerson;
  imageName: string;
  /** An organization of the world's host, the world's event is listed in. */
  organizationId: string;
  /** An organization of the outsider's, the world's host is a plain member of: the host asks. */
  askOrganizationId: string;
  /** A school with the domain matrix.edu, for the campus calls. */
  campusId: string;
  png: Buffer;
  /** A link of the world's event, made by the host, that the read and update calls use. */
  affiliateLinkId: string;
  /** The API's clock (text blasts are limited per hour: each blast row moves it on). */
  blastClock: number;
}

/** The one world of a test file (a module's state: the rows read it when they run). */
export const m = { blastClock: NOW.getTime() } as MatrixWorld;

export function personOf(role: Role): WorldPerson | null {
  if (role === 'visitor') return null;
  if ((COHOST_PRIVILEGES as readonly string[]).includes(role)) {
    return m.world.cohosts[role as CohostPrivilege];
  }
  return m.world[role as 'unregistered' | 'stranger' | 'guest' | 'pending' | 'host'];
}

export const tokenOf = (who: WorldPerson | null) => who?.token;
export const get = (path: string) => (who: WorldPerson | null) =>
  m.api.request(path, { token: tokenOf(who) });
export const send =
  (method: string, path: string, json: () => unknown) => (who: WorldPerson | null) =>
    m.api.request(path, { method, token: tokenOf(who), json: json() });

/** A throwaway free event hosted by the outsider. */
export async function freshEvent() {
  const { eventId, ticketTypeIds } = await createTicketedEvent(
    m.api,
    m.outsider.id!,
    [paidType({ name: 'Free', priceCents: 0, maxPerOrder: 1 })],
    { now: NOW, name: 'Throwaway' },
  );
  return { eventId, free: ticketTypeIds[0]! };
}

/**
 * The event a call that ends one is tried on: the host ends a throwaway event of theirs (the
 * world's must live on for the other rows); anyone else tries the world's event.
 */
export async function eventToEnd(role: Role): Promise<string> {
  if (role !== 'host') return m.world.eventId;
  const made = await createTicketedEvent(m.api, m.world.host.id!, [], {
    now: NOW,
    type: 'simpleRsvp',
  });
  return made.eventId;
}

let affiliateCodes = 0;
export const affiliateCode = () => `MATRIX${++affiliateCodes}`;
export async function freshAffiliateLink(): Promise<string> {
  const res = await m.api.request('/v2/events/affiliate/', {
    token: m.world.host.token,
    json: { eventId: m.world.eventId, code: affiliateCode() },
  });
  expect(res.status).toBe(201);
  return res.body.data.link.id as string;
}

let nonces = 0;
export const nonce = () => `matrix-nonce-${++nonces}`;
/** Nothing between the outsider and anyone: each friend row starts from no relation. */
export async function clearOutsider() {
  const db = m.api.database.db;
  const id = m.outsider.id!;
  await db
    .delete(friendRequests)
    .where(or(eq(friendRequests.senderId, id), eq(friendRequests.receiverId, id)));
  await db.delete(friendships).where(or(eq(friendships.userLow, id), eq(friendships.userHigh, id)));
}

/** The outsider asks `who` to be friends (nothing for a caller without a record). */
export async function outsiderAsks(who: WorldPerson | null) {
  await clearOutsider();
  if (!who?.id) return;
  await m.api.request('/v2/friends/requests', {
    token: m.outsider.token,
    json: { receiverUserId: who.id },
  });
}

/** `who` answers an invitation to co-host a throwaway event of the outsider's. */
export async function answerInvitation(who: WorldPerson | null, answer: 'accept' | 'decline') {
  const { eventId } = await freshEvent();
  return answerInvitationOf(who, eventId, answer);
}

/** The outsider invites `who` to co-host `eventId` (an event of the outsider's); `who` answers. */
export async function answerInvitationOf(
  who: WorldPerson | null,
  eventId: string,
  answer: 'accept' | 'decline',
) {
  if (who?.id) {
    const invited = await m.api.request('/v2/events/invitations/', {
      token: m.outsider.token,
      json: { eventId, userId: who.id },
    });
    expect(invited.status).toBe(201);
  }
  return send('PATCH', `/v2/events/invitations/${answer}`, () => ({ eventId }))(who);
}

/** The API, its world and what the rows name. */
export async function setUpMatrix(): Promise<void> {
  m.api = await startTestApi({ clock: () => new Date(m.blastClock), recordWrites: true });
  m.world = await buildContractWorld(m.api, inject('authEmulatorHost'), NOW);
  const [campus] = await m.api.database.db
    .insert(campuses)
    .values({ name: 'Matrix University' })
    .returning({ id: campuses.id });
  m.campusId = campus!.id;
  await m.api.database.db
    .insert(campusDomains)
    .values({ domain: 'matrix.edu', campusId: m.campusId });
  m.affiliateLinkId = await freshAffiliateLink();
  const created = await m.api.createUser({ name: 'Matrix Outsider' });
  m.outsider = { auth: created.auth, id: created.user.id, token: created.auth.idToken };
  const organization = await m.api.request('/v2/organizations/', {
    token: m.world.host.token,
    json: { name: 'Matrix Organization' },
  });
  expect(organization.status).toBe(201);
  m.organizationId = organization.body.data.organization.id as string;
  const club = await m.api.request('/v2/organizations/', {
    token: m.outsider.token,
    json: { name: 'Matrix Club', settings: { access: 'open' } },
  });
  expect(club.status).toBe(201);
  m.askOrganizationId = club.body.data.organization.id as string;
  const joined = await m.api.request('/v2/organizations/requests/in', {
    token: m.world.host.token,
    json: { organizationId: m.askOrganizationId },
  });
  expect(joined.body.data.userOrganizationMapping?.privilege).toBe('member');
  m.png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#48c' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(m.png)], { type: 'image/png' }), 'a.png');
  const upload = await fetch(`${m.api.origin}/v2/images/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${m.outsider.token}` },
    body: form,
  });
  const uploaded = (await upload.json()) as { data: { image: { urls: { small: string } } } };
  m.imageName = uploaded.data.image.urls.small.split('/').pop()!;
}
