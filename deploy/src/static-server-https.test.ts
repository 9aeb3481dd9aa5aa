import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import http2, { type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { localAppConfig } from 'platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishRemote, type PublishResult } from './publish';
import { startStaticServer, type StaticServer } from './static-server';
import {
  makeTempDir,
  removeDir,
  writeFakeRemote,
  writeFakeShell,
} from './test-support/fake-builds';

const tlsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/localhost-tls',
);
const cert = readFileSync(path.join(tlsDir, 'cert.pem'));
const key = readFileSync(path.join(tlsDir, 'key.pem'));

/** What the stand-in API saw of the last request. */
let seen: { url?: string; headers: IncomingMessage['headers'] } = { headers: {} };
let upstream: Server;
let server: StaticServer;
let events: PublishResult;
let root: string;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen = { url: req.url, headers: req.headers };
    res.writeHead(200, 'Fine Thanks', {
      'content-type': 'application/json',
      connection: 'keep-alive',
    });
    res.end('{"data":{"ok":true}}');
  });
  upstream.on('upgrade', (req: IncomingMessage, socket: Socket) => {
    seen = { url: req.url, headers: req.headers };
    socket.end(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  root = await makeTempDir();
  const releasesDir = path.join(root, 'releases');
  events = await publishRemote({
    distDir: await writeFakeRemote(root, { package: 'mf-events' }),
    releasesDir,
  });
  server = await startStaticServer({
    port: 0,
    shellDir: await writeFakeShell(root),
    releasesDir,
    apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    appConfig: localAppConfig(),
    tls: { cert, key },
  });
});
afterAll(async () => {
  await server.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  await removeDir(root);
});

interface H2Answer {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function h2Get(session: ClientHttp2Session, requestPath: string, headers = {}): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': requestPath, ...headers });
    const chunks: Buffer[] = [];
    let answer: IncomingHttpHeaders = {};
    stream.on('response', (h) => (answer = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ headers: answer, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
  });
}

async function withSession<T>(use: (session: ClientHttp2Session) => Promise<T>): Promise<T> {
  const session = http2.connect(server.url, { ca: cert });
  try {
    return await use(session);
  } finally {
    session.close();
  }
}

describe('a static server with a certificate', () => {
  it('serves HTTPS and speaks HTTP/2 to a client that offers it', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    await withSession(async (session) => {
      const page = await h2Get(session, '/app/event/e1');
      expect(session.alpnProtocol).toBe('h2');
      expect(page.headers[':status']).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body.toString()).toContain('<div id="root">');

      // Several requests on the one connection: a script, compressed as asked, and a release.
      const script = await h2Get(session, '/static/js/main.3fa2c1d9.js', {
        'accept-encoding': 'br',
      });
      expect(script.headers[':status']).toBe(200);
      expect(script.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(script.body).toString()).toContain('shell shell');
      const manifest = await h2Get(session, '/releases/current.json');
      expect(JSON.parse(manifest.body.toString()).remotes['mf-events'].version).toBe(
        events.version,
      );
    });
  });

  it('proxies /v2 over HTTP/2 without pseudo-headers, saying the browser used https', async () => {
    await withSession(async (session) => {
      const answer = await h2Get(session, '/v2/events/feed?limit=2', { authorization: 'Bearer t' });
      expect(answer.headers[':status']).toBe(200);
      // The API's keep-alive is about its own connection, and HTTP/2 forbids it.
      expect(answer.headers.connection).toBeUndefined();
      expect(JSON.parse(answer.body.toString())).toEqual({ data: { ok: true } });
    });
    expect(seen.url).toBe('/v2/events/feed?limit=2');
    expect(seen.headers.authorization).toBe('Bearer t');
    expect(seen.headers['x-forwarded-proto']).toBe('https');
    expect(seen.headers['x-forwarded-host']).toBe(new URL(server.url).host);
    expect(Object.keys(seen.headers).filter((name) => name.startsWith(':'))).toEqual([]);
  });

  it('still serves HTTP/1.1 over TLS, the API status message included', async () => {
    const answer = await new Promise<{ status: number; message: string; body: string }>(
      (resolve, reject) => {
        const req = https.get(`${server.url}/v2/health`, { ca: cert, agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, message: res.statusMessage ?? '', body }),
          );
        });
        req.on('error', reject);
      },
    );
    expect(answer).toEqual({ status: 200, message: 'Fine Thanks', body: '{"data":{"ok":true}}' });
  });

  it('hands a WebSocket upgrade over TLS to the API (the chat socket)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = https.request(`${server.url}/v2/chat/socket`, {
        ca: cert,
        agent: false,
        headers: { connection: 'Upgrade', upgrade: 'websocket' },
      });
      req.on('upgrade', (res, socket: Socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(101);
    expect(seen.url).toBe('/v2/chat/socket');
  });
});

describe('closing a static server with a certificate', () => {
  it('ends open HTTP/2 sessions at once instead of waiting for them', async () => {
    const other = await startStaticServer({
      port: 0,
      shellDir: path.join(root, 'shell', 'dist'),
      releasesDir: path.join(root, 'releases'),
      appConfig: localAppConfig(),
      tls: { cert, key },
    });
    const session = http2.connect(other.url, { ca: cert });
    const closed = new Promise((resolve) => session.on('close', resolve));
    session.on('error', () => {});
    expect((await h2Get(session, '/app')).headers[':status']).toBe(200);
    await other.close();
    await closed;
    expect(session.destroyed).toBe(true);
  });
});
