/**
 * The chat part of `npm run bench`: N sockets follow one event chat; S senders post M messages over
 * HTTP; every socket must receive every message. Reports messages per second (first send to last
 * delivery) and the delivery latency (send started → frame received) over all deliveries. Bounded:
 * it stops waiting after `timeoutMs` and reports what is missing.
 */
import { randomUUID } from 'node:crypto';
import { CHAT_LIMITS } from 'contract';
import { WebSocket } from 'ws';
import { signInWithPhone } from './firebase-phone-user';

export interface ChatBenchOptions {
  /** API bases (`http://host:port/v2`): messages are sent through the first, sockets use the last. */
  sendApi: string;
  socketApi: string;
  emulatorHost: string;
  sockets?: number;
  senders?: number;
  messagesPerSender?: number;
  timeoutMs?: number;
}

export interface ChatBenchResult {
  sockets: number;
  messages: number;
  deliveries: number;
  missing: number;
  messagesPerSecond: number;
  p50: number;
  p99: number;
}

async function call<T>(api: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${api}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

async function person(api: string, emulatorHost: string, name: string) {
  const { idToken } = await signInWithPhone(emulatorHost);
  await call(api, '/users/', idToken, { name });
  return idToken;
}

export async function chatBench(options: ChatBenchOptions): Promise<ChatBenchResult> {
  const socketCount = options.sockets ?? 200;
  const senders = options.senders ?? 10;
  const perSender = Math.min(options.messagesPerSender ?? 20, CHAT_LIMITS.sendsPerWindow);
  const api = options.sendApi;

  const host = await person(api, options.emulatorHost, 'Bench Host');
  const start = Math.floor(Date.now() / 1000) + 3 * 86_400;
  const { event } = await call<{ event: { id: string; ticketTypes: { id: string }[] } }>(
    api,
    '/events/',
    host,
    {
      name: `Chat bench ${Date.now()}`,
      type: 'simpleRsvp',
      startTime: start,
      timeZone: 'America/New_York',
      location: {
        name: 'Bench Hall',
        address: { line1: '1 Bench St', city: 'Brooklyn', state: 'NY', country: 'US' },
      },
    },
  );
  const guests: string[] = [];
  for (let n = 0; n < senders; n++) {
    const token = await person(api, options.emulatorHost, `Bench Guest ${n}`);
    await call(api, '/checkout/initiate', token, {
      eventId: event.id,
      items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }],
    });
    guests.push(token);
  }
  const { chat } = await call<{ chat: { id: string } }>(api, '/events/host-chats/', host, {
    eventId: event.id,
  });
  const members = [host, ...guests];

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let lastDelivery = 0;
  const total = senders * perSender;
  const received: number[] = [];
  const wsBase = options.socketApi.replace(/^http/, 'ws');
  const sockets = await Promise.all(
    Array.from({ length: socketCount }, async (_, index) => {
      const token = (
        await call<{ token: string }>(
          options.socketApi,
          '/chat/token',
          members[index % members.length]!,
        )
      ).token;
      const socket = new WebSocket(`${wsBase}/chat/socket`);
      received[index] = 0;
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.on('message', (data) => {
          const frame = JSON.parse(data.toString()) as {
            type: string;
            message?: { clientKey: string };
          };
          if (frame.type === 'ready') {
            socket.send(
              JSON.stringify({ type: 'subscribe', chats: [{ chatId: chat.id, afterId: 0 }] }),
            );
          } else if (frame.type === 'subscribed') {
            resolve();
          } else if (frame.type === 'message' && frame.message) {
            const sent = sentAt.get(frame.message.clientKey);
            if (sent !== undefined) {
              const now = performance.now();
              latencies.push(now - sent);
              lastDelivery = now;
              received[index]! += 1;
            }
          }
        });
        socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
      });
      return socket;
    }),
  );

  const firstSend = performance.now();
  await Promise.all(
    guests.map(async (token, n) => {
      for (let m = 0; m < perSender; m++) {
        const clientKey = randomUUID();
        sentAt.set(clientKey, performance.now());
        await call(api, `/chats/${chat.id}/messages`, token, {
          text: `bench ${n}.${m}`,
          clientKey,
        });
      }
    }),
  );
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (latencies.length < total * socketCount && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const socket of sockets) socket.close();

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const seconds = Math.max(0.001, (lastDelivery - firstSend) / 1000);
  return {
    sockets: socketCount,
    messages: total,
    deliveries: latencies.length,
    missing: total * socketCount - latencies.length,
    messagesPerSecond: total / seconds,
    p50: at(0.5),
    p99: at(0.99),
  };
}
