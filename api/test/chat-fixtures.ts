/** Helpers for chat tests: friendships over HTTP and a chat socket client over `ws`. */
import { WebSocket } from 'ws';
import type { ChatServerFrame } from 'contract';
import type { TestApi } from './test-api';

export type Person = Awaited<ReturnType<TestApi['createUser']>>;

export async function befriend(api: TestApi, a: Person, b: Person): Promise<void> {
  await api.request('/v2/friends/requests', {
    json: { receiverUserId: b.user.id },
    token: a.auth.idToken,
  });
  const res = await api.request('/v2/friends/requests/accept', {
    method: 'PATCH',
    json: { senderUserId: a.user.id },
    token: b.auth.idToken,
  });
  if (res.status !== 200) throw new Error(`befriend failed: ${res.status}`);
}

export interface TestSocket {
  frames: ChatServerFrame[];
  send(frame: unknown): void;
  /** Resolves with the first frame (seen or to come) that matches. */
  next(match: (frame: ChatServerFrame) => boolean, timeoutMs?: number): Promise<ChatServerFrame>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export async function openSocket(origin: string): Promise<TestSocket> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/v2/chat/socket`);
  const frames: ChatServerFrame[] = [];
  const waiters: {
    match: (f: ChatServerFrame) => boolean;
    resolve: (f: ChatServerFrame) => void;
  }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ChatServerFrame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    frames,
    closed,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(match, timeoutMs = 5000) {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No matching frame in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        });
      });
    },
    close: () => socket.close(),
  };
}

/** A socket that has authenticated with a fresh chat token of `who`. */
export async function signedInSocket(api: TestApi, who: Person): Promise<TestSocket> {
  const token = await api.request('/v2/chat/token', { token: who.auth.idToken });
  const socket = await openSocket(api.origin);
  socket.send({ type: 'auth', token: token.body.data.token });
  await socket.next((f) => f.type === 'ready');
  return socket;
}

export const messagesIn = (socket: TestSocket, chatId: string): string[] =>
  socket.frames.flatMap((frame) => {
    if (frame.type === 'message' && frame.message.chatId === chatId) return [frame.message.text];
    if (frame.type === 'subscribed' && frame.chatId === chatId)
      return frame.messages.map((m) => m.text);
    return [];
  });
