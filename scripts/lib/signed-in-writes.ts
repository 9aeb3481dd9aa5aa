/**
 * The writes people do most (issue 29), at 50 connections: a like, a free RSVP and leave (each
 * person to an event of their own, and all of them to one event), a chat message at its rate, and
 * marking a chat and the notifications read. Made after the reads (signed-in-bench.ts), by writers
 * who leave the reader's data as it was.
 */
import { randomUUID } from 'node:crypto';
import { benchEvent } from './bench-person';
import { pacedLoad } from './paced-load';
import { signedInPerson, type SignedInPerson } from './signed-in-fixture';
import { JSON_BODY, load, perWriter, SECONDS, tokenOf } from './signed-in-load';
import type { LoadRow, SignedInApi, TokenKind } from './signed-in-load';

export interface WriterFixture {
  person: SignedInPerson;
  chatId: string;
  /** A free event of the writer's own to RSVP to (hosted by someone else), and its ticket type. */
  ownEvent: { id: string; ticketTypeId: string };
}

/**
 * Writers for the RSVP and chat loops: one person per connection, each friends with the reader's
 * friend (not the reader: the reader's lists, chats and friends stay as they were, so the reads
 * measured after a write loop read the same data as before it). Their own events are hosted by
 * one more person, a stranger to the reader.
 */
export async function benchWriters(api: SignedInApi, count: number): Promise<WriterFixture[]> {
  const host = await signedInPerson(api.apiUrl, api.emulatorHost, 'Bench Writers Host');
  const writers: WriterFixture[] = [];
  for (let i = 0; i < count; i++) {
    const person = await signedInPerson(api.apiUrl, api.emulatorHost, `Bench Writer ${i}`);
    const friend = api.fixture.friend;
    await call(api.apiUrl, 'POST', '/friends/requests', person.idToken, {
      receiverUserId: friend.userId,
    });
    await call(api.apiUrl, 'PATCH', '/friends/requests/accept', friend.idToken, {
      senderUserId: person.userId,
    });
    const { chat } = (await call(api.apiUrl, 'POST', '/chats/direct', person.idToken, {
      userId: friend.userId,
    })) as { chat: { id: string } };
    const event = await benchEvent(api.apiUrl, host, `Bench RSVP ${i}`);
    writers.push({
      person,
      chatId: chat.id,
      ownEvent: { id: event.id, ticketTypeId: event.ticketTypes[0]!.id },
    });
  }
  return writers;
}

async function call(
  apiUrl: string,
  method: string,
  path: string,
  token: string,
  body: unknown,
): Promise<unknown> {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data;
}

type FreeEvent = WriterFixture['ownEvent'];

/** Every writer leaves the event `eventOf` gives them (a 404 when not going is what this wants). */
async function leaveAll(
  apiUrl: string,
  writers: readonly WriterFixture[],
  eventOf: (writer: WriterFixture) => FreeEvent,
): Promise<void> {
  // A run that stopped has RSVPs still in flight at the API: let them land first, or one commits
  // after its writer's leave here and the next run's first RSVP is refused (a 409 seen in a run).
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const writer of writers) {
    const res = await fetch(`${apiUrl}/events/leave?eventId=${eventOf(writer).id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${writer.person.idToken}` },
    });
    await res.arrayBuffer();
  }
}

/** Each writer RSVPs to the event `eventOf` gives them, then leaves it, again and again. */
export async function rsvpLoop(
  name: string,
  api: SignedInApi,
  kind: TokenKind,
  writers: readonly WriterFixture[],
  eventOf: (writer: WriterFixture) => FreeEvent,
): Promise<LoadRow> {
  const { apiUrl, key } = api;
  return load(
    name,
    {
      url: apiUrl,
      // `[<id>]` becomes a new id in each request: each RSVP carries its own Idempotency-Key.
      idReplacement: true,
      ...perWriter(writers, kind, key, (writer, auth) => {
        const event = eventOf(writer);
        return [
          {
            method: 'POST',
            path: new URL(`${apiUrl}/checkout/initiate`).pathname,
            // A key per press, as the app sends (mf-events checkout-attempt.ts): its claim and
            // its stored answer are part of the RSVP's cost.
            headers: { ...auth, ...JSON_BODY, 'idempotency-key': 'bench-rsvp-[<id>]' },
            body: JSON.stringify({
              eventId: event.id,
              items: [{ ticketTypeId: event.ticketTypeId, quantity: 1 }],
            }),
          },
          {
            method: 'DELETE',
            path: `${new URL(`${apiUrl}/events/leave`).pathname}?eventId=${event.id}`,
            // No content type: a DELETE without a body that claims JSON is a 400.
            headers: auth,
          },
        ];
      }),
    },
    null,
    // A connection stopped between its RSVP and its leave holds a pass, and its next RSVP
    // would be refused (the 16 and 9 failures of an earlier run): every writer leaves first.
    () => leaveAll(apiUrl, writers, eventOf),
  );
}

/** Chat messages at `perSecond` in all, each writer's to their own chat, 2 s unmeasured first. */
async function chatMessagesAt(
  perSecond: number,
  api: SignedInApi,
  kind: TokenKind,
  writers: readonly WriterFixture[],
): Promise<LoadRow> {
  const tokens = writers.map((writer) => tokenOf(writer.person, kind, api.key));
  const send = async (i: number) => {
    const n = i % writers.length;
    const res = await fetch(`${api.apiUrl}/chats/${writers[n]!.chatId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[n]}`, ...JSON_BODY },
      body: JSON.stringify({ text: 'bench message', clientKey: randomUUID() }),
    });
    await res.arrayBuffer();
    return res.ok;
  };
  await pacedLoad(perSecond, 2, send);
  // The per-person limit counts the last 10 s: the warm-up's messages must age out first.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const figures = await pacedLoad(perSecond, SECONDS, send);
  return { name: `POST /chats/:chatId/messages (${perSecond}/s in all)`, ratio: null, ...figures };
}

/** The writes, as the reader (`reader`: their headers) and the writers. */
export async function frequentWrites(
  api: SignedInApi,
  kind: TokenKind,
  reader: Record<string, string>,
  writers: readonly WriterFixture[],
): Promise<LoadRow[]> {
  const { fixture, apiUrl } = api;
  const readerPost = (path: string, body: unknown) => ({
    url: `${apiUrl}${path}`,
    method: 'POST' as const,
    headers: { ...reader, ...JSON_BODY },
    body: JSON.stringify(body),
  });
  return [
    await load(
      'POST /events/like',
      readerPost('/events/like', { eventId: fixture.freeEvent.id }),
      null,
    ),
    await rsvpLoop(
      'POST /checkout/initiate (free RSVP) then DELETE /events/leave, each to their own event',
      api,
      kind,
      writers,
      (writer) => writer.ownEvent,
    ),
    // The drop: everyone at once on one event, whose RSVPs take its row lock one after another
    // (api/src/events/event-lock.ts), so this measures the queue; docs/performance.md.
    await rsvpLoop(
      'the same, all 50 to one event (a drop)',
      api,
      kind,
      writers,
      () => fixture.freeEvent,
    ),
    // 50 writers × the per-person limit of 20 per 10 s: at most 100 a second are accepted. Sent
    // at a rate, not by autocannon's rate mode (paced-load.ts says why).
    await chatMessagesAt(90, api, kind, writers),
    await load(
      'POST /chats/:chatId/read (mark read)',
      readerPost(`/chats/${fixture.chatId}/read`, { messageId: fixture.messageId }),
      null,
    ),
    // The reader again, on 50 connections at once: after the first call nothing is left to
    // mark, so this is the common case (Activity opened with nothing new), the count included.
    await load(
      'POST /users/notifications/read (mark notifications read)',
      readerPost('/users/notifications/read', {}),
      null,
    ),
  ];
}
