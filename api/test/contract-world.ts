/**
 * A small world with one of everything, for the suites generated from the contract (fuzz, route ×
 * role): a host with a ticketed event (a free and a paid type), a guest holding a pass, a stranger
 * with an unpaid order, a co-host at each level, a pending co-host, friends, a friend request,
 * a direct chat and the event's chat, and a signed-in person with no user record yet.
 *
 * Its people sign in with numbers of their own range (+1 555 044 xxxx): these suites delete
 * accounts, so they never share a number with another file.
 */
import { COHOST_PRIVILEGES, type CohostPrivilege } from 'contract';
import { CONTRACT_PHONE_PREFIX, signInWithPhone, type PhoneUser } from './firebase-phone-user';
import type { TestApi } from './test-api';
import { createTicketedEvent, paidType } from './ticketing-fixtures';
import type { IdPool } from './contract-arbitraries';

export interface WorldPerson {
  auth: PhoneUser;
  /** Null for the person who signed in but never made a user record. */
  id: string | null;
  token: string;
}

export interface ContractWorld {
  host: WorldPerson;
  guest: WorldPerson;
  stranger: WorldPerson;
  pending: WorldPerson;
  cohosts: Record<CohostPrivilege, WorldPerson>;
  /** Signed in with Firebase, no API user record. */
  unregistered: WorldPerson;
  eventId: string;
  freeTypeId: string;
  paidTypeId: string;
  /** The guest's pass on the event. */
  passId: string;
  /** The stranger's unpaid order's payment. */
  transactionId: string;
  /** The host and the guest's direct chat, and the event's chat. */
  directChatId: string;
  eventChatId: string;
  /** Real ids by field name, for the fuzz suite's arbitraries. */
  pool: IdPool;
}

const usedNumbers = new Set<string>();

/** A fresh number in this suite's own range, +1 555 044 xxxx. */
export function ownRangePhone(): string {
  for (;;) {
    const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
    const phone = `${CONTRACT_PHONE_PREFIX}${digits}`;
    if (!usedNumbers.has(phone)) {
      usedNumbers.add(phone);
      return phone;
    }
  }
}

export async function buildContractWorld(
  api: TestApi,
  emulatorHost: string,
  now: Date,
): Promise<ContractWorld> {
  const expectStatus = (what: string, res: { status: number; body: unknown }, status: number) => {
    if (res.status !== status) {
      throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body as { data: Record<string, unknown> };
  };
  const person = async (name: string | null): Promise<WorldPerson> => {
    const auth = await signInWithPhone(emulatorHost, ownRangePhone());
    if (name === null) return { auth, id: null, token: auth.idToken };
    const res = await api.request('/v2/users/', { json: { name }, token: auth.idToken });
    const body = expectStatus(`creating ${name}`, res, 201);
    return { auth, id: (body.data.user as { id: string }).id, token: auth.idToken };
  };

  const [host, guest, stranger, pending, unregistered] = await Promise.all([
    person('World Host'),
    person('World Guest'),
    person('World Stranger'),
    person('World Pending'),
    person(null),
  ]);
  const cohosts = Object.fromEntries(
    await Promise.all(
      COHOST_PRIVILEGES.map(async (level) => [level, await person(`World ${level}`)] as const),
    ),
  ) as Record<CohostPrivilege, WorldPerson>;

  const created = await createTicketedEvent(
    api,
    host.id!,
    [paidType({ name: 'Free entry', priceCents: 0, maxPerOrder: 1 }), paidType()],
    { now, name: 'World Party' },
  );
  const [freeTypeId, paidTypeId] = created.ticketTypeIds as [string, string];
  const eventId = created.eventId;

  const invite = async (who: WorldPerson, privilege: CohostPrivilege, accept: boolean) => {
    const res = await api.request('/v2/events/invitations/', {
      token: host.token,
      json: { eventId, userId: who.id, privilege },
    });
    expectStatus(`inviting ${privilege}`, res, 201);
    if (!accept) return;
    const accepted = await api.request('/v2/events/invitations/accept', {
      method: 'PATCH',
      token: who.token,
      json: { eventId },
    });
    expectStatus(`accepting ${privilege}`, accepted, 200);
  };
  for (const level of COHOST_PRIVILEGES) await invite(cohosts[level], level, true);
  await invite(pending, 'cohost', false);

  const rsvp = await api.request('/v2/checkout/initiate', {
    token: guest.token,
    json: { eventId, items: [{ ticketTypeId: freeTypeId, quantity: 1 }] },
  });
  const rsvpBody = expectStatus('the guest RSVPs', rsvp, 201);
  const passId = (rsvpBody.data.passes as { id: string }[])[0]!.id;

  const order = await api.request('/v2/checkout/initiate', {
    token: stranger.token,
    json: { eventId, items: [{ ticketTypeId: paidTypeId, quantity: 1 }] },
  });
  const orderBody = expectStatus('the stranger starts a paid order', order, 201);
  const transactionId = orderBody.data.transactionId as string;

  // Host and guest are friends; the stranger has asked the guest.
  expectStatus(
    'host asks guest',
    await api.request('/v2/friends/requests', {
      token: host.token,
      json: { receiverUserId: guest.id },
    }),
    200,
  );
  expectStatus(
    'guest accepts',
    await api.request('/v2/friends/requests/accept', {
      method: 'PATCH',
      token: guest.token,
      json: { senderUserId: host.id },
    }),
    200,
  );
  const asked = await api.request('/v2/friends/requests', {
    token: stranger.token,
    json: { receiverUserId: guest.id },
  });
  expectStatus('stranger asks guest', asked, 200);

  const direct = await api.request('/v2/chats/direct', {
    token: host.token,
    json: { userId: guest.id },
  });
  const directChatId = (expectStatus('direct chat', direct, 200).data.chat as { id: string }).id;
  const message = await api.request(`/v2/chats/${directChatId}/messages`, {
    token: host.token,
    json: { text: 'Hello from the world', clientKey: 'world-message-1' },
  });
  expectStatus('a first message', message, 200);
  const eventChat = await api.request('/v2/events/host-chats/', {
    token: host.token,
    json: { eventId },
  });
  const eventChatId = (expectStatus('event chat', eventChat, 200).data.chat as { id: string }).id;

  const people = [host, guest, stranger, pending, ...Object.values(cohosts)];
  const userIds = people.map((p) => p.id!);
  const pool: IdPool = {
    byField: {
      eventId: [eventId],
      userId: userIds,
      receiverUserId: userIds,
      senderUserId: userIds,
      ticketTypeId: [freeTypeId, paidTypeId],
      id: [freeTypeId, paidTypeId],
      passId: [passId],
      transactionId: [transactionId],
      chatId: [directChatId, eventChatId],
    },
    all: [eventId, freeTypeId, paidTypeId, passId, transactionId, directChatId, eventChatId],
  };
  return {
    host,
    guest,
    stranger,
    pending,
    cohosts,
    unregistered,
    eventId,
    freeTypeId,
    paidTypeId,
    passId,
    transactionId,
    directChatId,
    eventChatId,
    pool,
  };
}
