/**
 * What the signed-in section of `npm run bench` reads and writes as: a reader and a friend (real
 * Auth emulator people with user records), friends with each other, a direct chat between them
 * with a message, the friend going to a free event and the reader liking one, and writers (one
 * per connection) for the RSVP loop. Made through the real API, as the app makes them.
 */
import { benchEvent, benchPerson, postJson, type BenchPerson } from './bench-person';

export interface SignedInPerson extends BenchPerson {
  userId: string;
  uid: string;
}

export interface SignedInFixture {
  reader: SignedInPerson;
  friend: SignedInPerson;
  /** A free event (hosted by the friend, who is going) with its one ticket type. */
  freeEvent: { id: string; ticketTypeId: string };
  chatId: string;
  /** The newest message of the chat (what "mark read" marks up to). */
  messageId: number;
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function send(method: string, url: string, token: string, body?: unknown): Promise<void> {
  const res = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
}

/** A signed-up person with their user id and Firebase uid. */
export async function signedInPerson(
  apiUrl: string,
  emulatorHost: string,
  name: string,
): Promise<SignedInPerson> {
  const person = await benchPerson(apiUrl, emulatorHost, name);
  const { user } = await getJson<{ user: { id: string; firebaseUid?: string } }>(
    `${apiUrl}/users/`,
    person.idToken,
  );
  const payload = JSON.parse(
    Buffer.from(person.idToken.split('.')[1] ?? '', 'base64url').toString(),
  ) as { user_id: string };
  return { ...person, userId: user.id, uid: payload.user_id };
}

export async function signedInFixture(
  apiUrl: string,
  emulatorHost: string,
  likedEventId: string,
): Promise<SignedInFixture> {
  const reader = await signedInPerson(apiUrl, emulatorHost, 'Bench Reader');
  const friend = await signedInPerson(apiUrl, emulatorHost, 'Bench Friend');
  await postJson(`${apiUrl}/friends/requests`, reader.idToken, { receiverUserId: friend.userId });
  await send('PATCH', `${apiUrl}/friends/requests/accept`, friend.idToken, {
    senderUserId: reader.userId,
  });
  const event = await benchEvent(apiUrl, friend, 'Bench free night');
  const ticketTypeId = event.ticketTypes[0]!.id;
  await postJson(`${apiUrl}/events/like`, reader.idToken, { eventId: likedEventId });
  const { chat } = await postJson<{ chat: { id: string } }>(
    `${apiUrl}/chats/direct`,
    reader.idToken,
    { userId: friend.userId },
  );
  const { message } = await postJson<{ message: { id: number } }>(
    `${apiUrl}/chats/${chat.id}/messages`,
    friend.idToken,
    { text: 'See you tonight', clientKey: 'bench-fixture-message-1' },
  );
  return {
    reader,
    friend,
    freeEvent: { id: event.id, ticketTypeId },
    chatId: chat.id,
    messageId: message.id,
  };
}
