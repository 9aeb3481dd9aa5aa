import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from 'contract';
import { CHAT_SOCKET_CLOSE } from 'contract/values';
import { ChatSocketClient, chatSocketUrl } from './chat-socket-client';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const message = (id: number, chatId = 'c1'): ChatMessage => ({
  id,
  chatId,
  senderId: 'u2',
  senderName: 'Bob',
  text: `m${id}`,
  clientKey: `k${id}`,
  createdAt: 1,
});

class FakeNetwork extends EventTarget {
  navigator = { onLine: true };
}

let network: FakeNetwork;
let tokens: number;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function makeClient() {
  return new ChatSocketClient({
    url: 'ws://x/v2/chat/socket',
    getToken: async () => `token-${++tokens}`,
    createSocket: (url) => new FakeSocket(url),
    minDelayMs: 10,
    maxDelayMs: 40,
    network: network as unknown as Window & { navigator: { onLine: boolean } },
  });
}

beforeEach(() => {
  FakeSocket.all = [];
  network = new FakeNetwork();
  tokens = 0;
});
afterEach(() => vi.useRealTimers());

describe('ChatSocketClient', () => {
  it('sends the token first, then subscribes with the last id of each followed chat', async () => {
    const client = makeClient();
    client.follow('c1', 7);
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('ws://x/v2/chat/socket');
    socket.open();
    await flush();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    socket.receive({ type: 'ready', userId: 'u1' });
    expect(socket.sent[1]).toEqual({ type: 'subscribe', chats: [{ chatId: 'c1', afterId: 7 }] });
    expect(client.state).toBe('online');
    client.close();
  });

  it('hands each message over once, and resubscribes from the newest after a drop', async () => {
    const client = makeClient();
    const seen: number[] = [];
    client.on('message', (m) => seen.push(m.id));
    client.follow('c1', 0);
    const first = FakeSocket.all[0]!;
    first.open();
    await flush();
    first.receive({ type: 'ready', userId: 'u1' });
    first.receive({
      type: 'subscribed',
      chatId: 'c1',
      messages: [message(1), message(2)],
      hasMore: false,
    });
    first.receive({ type: 'message', message: message(2) });
    first.receive({ type: 'message', message: message(3) });
    first.drop();
    expect(client.state).toBe('connecting');
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = FakeSocket.all[1]!;
    second.open();
    await flush();
    expect(second.sent[0]).toEqual({ type: 'auth', token: 'token-2' });
    second.receive({ type: 'ready', userId: 'u1' });
    expect(second.sent[1]).toEqual({ type: 'subscribe', chats: [{ chatId: 'c1', afterId: 3 }] });
    second.receive({
      type: 'subscribed',
      chatId: 'c1',
      messages: [message(3), message(4)],
      hasMore: false,
    });
    expect(seen).toEqual([1, 2, 3, 4]);
    client.close();
  });

  it('fetches a new token at once when the server refuses an expired one', async () => {
    const client = makeClient();
    const socket = FakeSocket.all[0]!;
    socket.open();
    await flush();
    socket.drop(CHAT_SOCKET_CLOSE.tokenExpired);
    await flush();
    await flush();
    const next = FakeSocket.all[1]!;
    next.open();
    await flush();
    expect(next.sent[0]).toEqual({ type: 'auth', token: 'token-2' });
    client.close();
  });

  it('does not reconnect once the server ends the socket because the account was deleted', async () => {
    vi.useFakeTimers();
    const client = makeClient();
    const socket = FakeSocket.all[0]!;
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    socket.receive({ type: 'ready', userId: 'u1' });
    socket.drop(CHAT_SOCKET_CLOSE.accountDeleted);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(client.state).toBe('offline');
    // Any other drop is retried (the control).
    const other = makeClient();
    FakeSocket.all[1]!.open();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[1]!.drop(CHAT_SOCKET_CLOSE.tooManyFrames);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all).toHaveLength(3);
    other.close();
  });

  it('goes offline with the network and reconnects when it is back', async () => {
    const client = makeClient();
    FakeSocket.all[0]!.open();
    await flush();
    FakeSocket.all[0]!.receive({ type: 'ready', userId: 'u1' });
    network.navigator.onLine = false;
    network.dispatchEvent(new Event('offline'));
    expect(client.state).toBe('offline');
    expect(FakeSocket.all[0]!.readyState).toBe(3);
    network.navigator.onLine = true;
    network.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(2);
    expect(client.state).toBe('connecting');
    client.close();
  });

  it('forgets a chat it was refused', async () => {
    const client = makeClient();
    const refused: string[] = [];
    client.on('refused', (id) => refused.push(id));
    client.follow('c9', 0);
    FakeSocket.all[0]!.open();
    await flush();
    FakeSocket.all[0]!.receive({ type: 'ready', userId: 'u1' });
    FakeSocket.all[0]!.receive({ type: 'refused', chatId: 'c9', code: 'forbidden', message: 'no' });
    expect(refused).toEqual(['c9']);
    expect(client.lastId('c9')).toBe(0);
    client.close();
  });
});

describe('chatSocketUrl', () => {
  it('makes a ws address from the API base', () => {
    expect(chatSocketUrl('/v2', { protocol: 'https:', host: 'app.example' })).toBe(
      'wss://app.example/v2/chat/socket',
    );
    expect(chatSocketUrl('http://127.0.0.1:3001/v2/')).toBe('ws://127.0.0.1:3001/v2/chat/socket');
  });
});
