import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { localAppConfig } from 'platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './static-server';
import type { StaticServer } from './static-server';
import { makeTempDir, removeDir, writeFakeShell } from './test-support/fake-builds';
import { rawRequest } from './test-support/raw-request';

/** A stand-in for the API: each test installs the handler it needs. */
let handler: (req: IncomingMessage, res: ServerResponse) => void;
let upstream: Server;
let upstreamUrl: string;
let server: StaticServer;
let root: string;

function listen(s: Server): Promise<string> {
  return new Promise((resolve) =>
    s.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  upstream = createServer((req, res) => handler(req, res));
  upstreamUrl = await listen(upstream);
  root = await makeTempDir();
  server = await startStaticServer({
    port: 0,
    shellDir: await writeFakeShell(root),
    releasesDir: `${root}/releases`,
    apiUrl: upstreamUrl,
    appConfig: localAppConfig(),
  });
});
afterAll(async () => {
  await server.close();
  upstream.closeAllConnections();
  await new Promise((r) => upstream.close(r));
  await removeDir(root);
});

describe('/v2 proxy', () => {
  it('forwards method, path, query, headers (with Authorization) and body; returns status and headers', async () => {
    handler = (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'abc' });
        res.end(
          JSON.stringify({
            data: {
              method: req.method,
              url: req.url,
              authorization: req.headers.authorization,
              platform: req.headers['x-platform'],
              forwardedFor: req.headers['x-forwarded-for'],
              host: req.headers.host,
              body: Buffer.concat(chunks).toString(),
            },
          }),
        );
      });
    };
    const res = await rawRequest(server.url, '/v2/users/?userId=u1&x=%20y', {
      method: 'POST',
      headers: {
        authorization: 'Bearer token-123',
        'x-platform': 'web',
        'content-type': 'application/json',
      },
      body: '{"name":"Ada"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers['x-request-id']).toBe('abc');
    expect(JSON.parse(res.text).data).toEqual({
      method: 'POST',
      url: '/v2/users/?userId=u1&x=%20y',
      authorization: 'Bearer token-123',
      platform: 'web',
      forwardedFor: '127.0.0.1',
      host: new URL(upstreamUrl).host,
      body: '{"name":"Ada"}',
    });
  });

  it('passes error statuses and envelopes through untouched', async () => {
    handler = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'unauthenticated', message: 'No token provided' } }));
    };
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await rawRequest(server.url, '/v2/users/', { method });
      expect(res.status).toBe(401);
      expect(JSON.parse(res.text).error.code).toBe('unauthenticated');
    }
  });

  it("leaves the API's caching to the API: If-None-Match in, ETag, Cache-Control, Vary and 304 out", async () => {
    const etag = '"abc"';
    handler = (req, res) => {
      const headers = {
        etag,
        'cache-control': 'public, max-age=0, must-revalidate',
        vary: 'Authorization, X-Exclude-Computed-Fields',
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, { ...headers, 'content-type': 'application/json' });
      res.end('{"data":{}}');
    };
    const first = await rawRequest(server.url, '/v2/events/feed');
    expect(first.status).toBe(200);
    expect(first.headers).toMatchObject({
      etag,
      'cache-control': 'public, max-age=0, must-revalidate',
      vary: 'Authorization, X-Exclude-Computed-Fields',
    });
    const again = await rawRequest(server.url, '/v2/events/feed', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('streams the response: the first chunk arrives before the API has finished', async () => {
    let finish!: () => void;
    const finished = new Promise<void>((r) => (finish = r));
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first;');
      void finished.then(() => res.end('last'));
    };
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.get(`${server.url}/v2/stream`, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
          // Only now does the API end; a buffering proxy would never get here.
          if (text === 'first;') finish();
        });
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
    });
    expect(body).toBe('first;last');
  });

  it('streams the request: the API sees the first chunk before the upload has finished', async () => {
    handler = (req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      req.on('data', (c: Buffer) => res.write(`got:${c.toString()};`));
      req.on('end', () => res.end('done'));
    };
    const { port } = new URL(server.url);
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        { port, host: '127.0.0.1', method: 'PUT', path: '/v2/upload' },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c.toString();
            // The second part is only sent once the API has echoed the first.
            if (text === 'got:part1;') req.end('part2');
          });
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      req.write('part1');
    });
    expect(body).toBe('got:part1;got:part2;done');
  });

  it("passes the API's early answer (a 413 before the body is read) through, not a 502", async () => {
    // As the API does past its body limit: answer at once (no 100 Continue), never read the body,
    // close the socket.
    handler = (req, res) => {
      const body = JSON.stringify({ error: { code: 'payload_too_large', message: 'Too large' } });
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end(body);
      res.on('finish', () => req.socket.destroy());
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      upstream.once('checkContinue', (req, res) => handler(req, res));
      const res = await fetch(`${server.url}/v2/images/`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: new Uint8Array(8 * 1024 * 1024),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: 'payload_too_large', message: 'Too large' },
      });
    }
  });

  it('answers 502 with the error envelope when the API is down', async () => {
    const dead = createServer();
    const deadUrl = await listen(dead);
    await new Promise((r) => dead.close(r));
    const down = await startStaticServer({
      port: 0,
      shellDir: root,
      releasesDir: root,
      apiUrl: deadUrl,
      appConfig: localAppConfig(),
    });
    try {
      const res = await rawRequest(down.url, '/v2/events/feed', {
        headers: { authorization: 'Bearer t' },
      });
      expect(res.status).toBe(502);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = JSON.parse(res.text);
      expect(body.error.code).toBe('bad_gateway');
      expect(body.error.message).toMatch(/^The API is not reachable right now \(ECONNREFUSED\)/);
    } finally {
      await down.close();
    }
  });

  it('answers 502 when no API is configured', async () => {
    const none = await startStaticServer({
      port: 0,
      shellDir: root,
      releasesDir: root,
      appConfig: localAppConfig(),
    });
    try {
      const res = await rawRequest(none.url, '/v2/health');
      expect(res.status).toBe(502);
      expect(JSON.parse(res.text)).toEqual({
        error: { code: 'bad_gateway', message: 'No API is configured for this server.' },
      });
    } finally {
      await none.close();
    }
  });
});

describe('/v2 WebSocket upgrades (the chat socket)', () => {
  /** Sends an upgrade request through the static server; resolves with the spliced socket. */
  function upgrade(path: string): Promise<{ status: number; socket?: Socket }> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${server.url}${path}`, {
        headers: { connection: 'Upgrade', upgrade: 'websocket' },
      });
      req.on('upgrade', (res, socket) => resolve({ status: res.statusCode ?? 0, socket }));
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('hands the upgrade to the API and carries bytes both ways', async () => {
    const onUpgrade = (req: IncomingMessage, socket: Socket) => {
      expect(req.url).toBe('/v2/chat/socket');
      socket.write(
        'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
      );
      socket.on('data', (data) => socket.write(`echo:${data.toString()}`));
      socket.on('end', () => socket.destroy());
    };
    upstream.on('upgrade', onUpgrade);
    try {
      const { status, socket } = await upgrade('/v2/chat/socket');
      expect(status).toBe(101);
      const echoed = new Promise<string>((resolve) =>
        socket!.once('data', (data: Buffer) => resolve(data.toString())),
      );
      socket!.write('hello');
      expect(await echoed).toBe('echo:hello');
      socket!.destroy();
    } finally {
      upstream.off('upgrade', onUpgrade);
    }
  });

  it('passes a refusal back as is', async () => {
    handler = (_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end('{}');
    };
    const { status } = await upgrade('/v2/chat/socket');
    expect(status).toBe(400);
  });
});
