/**
 * The API as separate processes (`node --import tsx src/main.ts`), as in production:
 * - on PostgreSQL, two processes on one database: a message sent through one reaches a socket
 *   client of the other (LISTEN/NOTIFY); the per-person send limit holds across both; deleting
 *   an account through one ends that person's sockets on both;
 * - a restart (a kill on PostgreSQL, a normal stop on PGlite) loses no acknowledged message.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { CHAT_LIMITS, CHAT_SOCKET_CLOSE } from 'contract';
import { createTestDatabaseLocation } from '../../test/test-database';
import { signInWithPhone } from '../../test/firebase-phone-user';
import { messagesIn, openSocket, type TestSocket } from '../../test/chat-fixtures';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = 'two-processes-share-this-chat-token-secret';
const emulatorHost = inject('authEmulatorHost');
const template = inject('testDatabase');

interface ApiChild {
  origin: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

async function startApiChild(db: { databaseUrl?: string; dataDir?: string }): Promise<ApiChild> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATABASE_URL: db.databaseUrl ?? '',
      DATA_DIR: db.dataDir ?? '',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      CHAT_TOKEN_SECRET: SECRET,
      SEED_DEMO: '0',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The API did not start:\n${output}`);
    const ok = await fetch(`${origin}/v2/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}

async function call(origin: string, path: string, token: string, json?: unknown) {
  const res = await fetch(`${origin}/v2${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: await res.json() };
}

async function person(origin: string, name: string) {
  const auth = await signInWithPhone(emulatorHost);
  const res = await call(origin, '/users/', auth.idToken, { name });
  if (res.status !== 201) throw new Error(`createUser: ${res.status}`);
  return { token: auth.idToken, id: res.body.data.user.id as string };
}

async function friendsChat(origin: string) {
  const [ann, bob] = [await person(origin, 'Ann'), await person(origin, 'Bob')];
  await call(origin, '/friends/requests', ann.token, { receiverUserId: bob.id });
  const accept = await fetch(`${origin}/v2/friends/requests/accept`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${bob.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ senderUserId: ann.id }),
  });
  expect(accept.status).toBe(200);
  const chat = await call(origin, '/chats/direct', ann.token, { userId: bob.id });
  return { ann, bob, chatId: chat.body.data.chat.id as string };
}

async function socketOf(origin: string, token: string, chatId: string, afterId = 0) {
  const chatToken = await call(origin, '/chat/token', token);
  const socket = await openSocket(origin);
  socket.send({ type: 'auth', token: chatToken.body.data.token });
  await socket.next((f) => f.type === 'ready');
  socket.send({ type: 'subscribe', chats: [{ chatId, afterId }] });
  await socket.next((f) => f.type === 'subscribed');
  return socket;
}

const onPostgres = template.kind === 'postgres';

describe.runIf(onPostgres)('two API processes on one PostgreSQL', () => {
  let location: Awaited<ReturnType<typeof createTestDatabaseLocation>>;
  let one: ApiChild;
  let two: ApiChild;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    location = await createTestDatabaseLocation(template);
    [one, two] = await Promise.all([
      startApiChild(location.options),
      startApiChild(location.options),
    ]);
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([one?.stop(), two?.stop()]);
    await location?.dispose();
  });

  it('a message sent through one reaches a socket client of the other', async () => {
    const { ann, bob, chatId } = await friendsChat(one.origin);
    const onTwo = await socketOf(two.origin, bob.token, chatId);
    const onOne = await socketOf(one.origin, ann.token, chatId);
    sockets.push(onTwo, onOne);
    for (const text of ['from one', 'again from one']) {
      expect(
        (
          await call(one.origin, `/chats/${chatId}/messages`, ann.token, {
            text,
            clientKey: randomUUID(),
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (
        await call(two.origin, `/chats/${chatId}/messages`, bob.token, {
          text: 'from two',
          clientKey: randomUUID(),
        })
      ).status,
    ).toBe(200);
    await onTwo.next((f) => f.type === 'message' && f.message.text === 'from two');
    await onOne.next((f) => f.type === 'message' && f.message.text === 'from two');
    expect(messagesIn(onTwo, chatId)).toEqual(['from one', 'again from one', 'from two']);
    expect(messagesIn(onOne, chatId)).toEqual(['from one', 'again from one', 'from two']);
  });

  it('the send limit holds across both: 50 sends to 5 chats through two processes let exactly the limit through', async () => {
    const uma = await person(one.origin, 'Uma');
    const chatIds: string[] = [];
    for (let n = 0; n < 5; n++) {
      const friend = await person(one.origin, `Friend ${n}`);
      await call(one.origin, '/friends/requests', uma.token, { receiverUserId: friend.id });
      const accept = await fetch(`${one.origin}/v2/friends/requests/accept`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${friend.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ senderUserId: uma.id }),
      });
      expect(accept.status).toBe(200);
      chatIds.push(
        (await call(one.origin, '/chats/direct', uma.token, { userId: friend.id })).body.data.chat
          .id,
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        call(n % 2 ? two.origin : one.origin, `/chats/${chatIds[n % 5]}/messages`, uma.token, {
          text: `flood ${n}`,
          clientKey: randomUUID(),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(CHAT_LIMITS.sendsPerWindow);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
    }
  });

  it("deleting an account through one ends the person's sockets on both", async () => {
    const { bob, chatId } = await friendsChat(one.origin);
    const [onOne, onTwo] = [
      await socketOf(one.origin, bob.token, chatId),
      await socketOf(two.origin, bob.token, chatId),
    ];
    sockets.push(onOne, onTwo);
    const deleted = await fetch(`${one.origin}/v2/users/`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(deleted.status).toBe(200);
    expect((await onOne.closed).code).toBe(CHAT_SOCKET_CLOSE.accountDeleted);
    expect((await onTwo.closed).code).toBe(CHAT_SOCKET_CLOSE.accountDeleted);
  });

  it('a killed process loses nothing it acknowledged; a client catches up on the other', async () => {
    const { ann, bob, chatId } = await friendsChat(one.origin);
    const acknowledged: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const text = `kept ${n}`;
      const res = await call(one.origin, `/chats/${chatId}/messages`, ann.token, {
        text,
        clientKey: randomUUID(),
      });
      if (res.status === 200) acknowledged.push(text);
    }
    await one.stop('SIGKILL');
    const socket = await socketOf(two.origin, bob.token, chatId);
    sockets.push(socket);
    expect(acknowledged).toHaveLength(5);
    expect(messagesIn(socket, chatId)).toEqual(acknowledged);
    one = await startApiChild(location.options);
    const page = await call(one.origin, `/chats/${chatId}/messages`, bob.token);
    expect(page.body.data.messages.map((m: { text: string }) => m.text)).toEqual(acknowledged);
  }, 90_000);
});

describe.runIf(!onPostgres)('one API process on PGlite', () => {
  it('a restart loses no acknowledged message', async () => {
    const location = await createTestDatabaseLocation(template);
    let api = await startApiChild(location.options);
    try {
      const { ann, bob, chatId } = await friendsChat(api.origin);
      const live = await socketOf(api.origin, bob.token, chatId);
      const acknowledged: string[] = [];
      for (let n = 1; n <= 3; n++) {
        const text = `kept ${n}`;
        const res = await call(api.origin, `/chats/${chatId}/messages`, ann.token, {
          text,
          clientKey: randomUUID(),
        });
        if (res.status === 200) acknowledged.push(text);
      }
      await live.next((f) => f.type === 'message' && f.message.text === 'kept 3');
      await api.stop('SIGTERM');
      await live.closed;
      api = await startApiChild(location.options);
      const socket = await socketOf(api.origin, bob.token, chatId);
      expect(messagesIn(socket, chatId)).toEqual(acknowledged);
      socket.close();
    } finally {
      await api.stop();
      await location.dispose();
    }
  }, 120_000);
});
