import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { localAppConfig } from 'platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';
import { IMMUTABLE } from './cache-policy';
import { publishRemote } from './publish';
import type { PublishResult } from './publish';
import { startStaticServer } from './static-server';
import type { StaticServer } from './static-server';
import {
  makeTempDir,
  removeDir,
  writeFakeRemote,
  writeFakeShell,
} from './test-support/fake-builds';
import { rawRequest } from './test-support/raw-request';

let root: string;
let shellDir: string;
let server: StaticServer;
let events: PublishResult;
const appConfig = localAppConfig('127.0.0.1:9099');
const get = (p: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, p, { headers });

beforeAll(async () => {
  root = await makeTempDir();
  shellDir = await writeFakeShell(root);
  const releasesDir = path.join(root, 'releases');
  events = await publishRemote({
    distDir: await writeFakeRemote(root, {
      package: 'mf-events',
      routes: [{ path: '/app/feed', page: './FeedPage' }],
    }),
    releasesDir,
  });
  await publishRemote({
    distDir: await writeFakeRemote(root, { package: 'mf-social' }),
    releasesDir,
  });
  server = await startStaticServer({ port: 0, shellDir, releasesDir, appConfig });
});
afterAll(async () => {
  await server.close();
  await removeDir(root);
});

describe('runtime configuration', () => {
  it('answers /app-config.json with the config, never cached', async () => {
    const res = await get('/app-config.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.text)).toEqual(appConfig);
  });
});

describe('/releases', () => {
  it('serves current.json no-store with CORS', async () => {
    const res = await get('/releases/current.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(JSON.parse(res.text).remotes)).toEqual(['mf-events', 'mf-social']);
  });

  it('serves mf-manifest.json no-store and versioned files immutable, both with CORS', async () => {
    const manifest = await get(events.manifestUrl);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-store');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');

    const js = await get(events.entryUrl);
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['access-control-allow-origin']).toBe('*');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers CORS preflights', async () => {
    const res = await rawRequest(server.url, '/releases/current.json', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('404s missing files, and never serves the history, lock or folders', async () => {
    for (const p of [
      `/releases/mf-events/${events.version}/nope.js`,
      '/releases/history.jsonl',
      '/releases/.lock/owner.json',
      '/releases/mf-events',
      `/releases/mf-events/${events.version}`,
      '/releases',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });
});

describe('shell files', () => {
  it('caches hashed assets forever and revalidates everything else', async () => {
    const cases: Array<[string, string]> = [
      ['/static/js/main.3fa2c1d9.js', IMMUTABLE],
      ['/app.html', 'no-cache'],
      ['/', 'no-cache'],
      ['/sw.js', 'no-store'],
      ['/robots.txt', 'no-cache'],
      ['/logo.png', 'no-cache'],
    ];
    for (const [p, cacheControl] of cases) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers['cache-control'], p).toBe(cacheControl);
    }
    expect((await get('/')).text).toContain('<main class="landing">');
  });

  it('sends /index.html to / (the landing page has one address), keeping the query', async () => {
    const res = await get('/index.html?from=old-link');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/?from=old-link');
  });

  it('serves the app with its security headers (CSP from the configuration)', async () => {
    for (const p of ['/', '/index.html', '/app', '/app/event/abc123']) {
      const res = await get(p);
      for (const [key, value] of Object.entries(securityHeaders(appConfig))) {
        expect(res.headers[key.toLowerCase()], `${p} ${key}`).toBe(value);
      }
    }
  });

  it('gives the app to client-side routes (SPA fallback), but 404s missing assets', async () => {
    for (const p of ['/app', '/app/event/abc123/tickets', '/auth/phone?next=%2Fapp']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      // The app's page, not the landing page that `/` serves.
      expect(res.text, p).toContain('<div id="root">');
    }
    const head = await rawRequest(server.url, '/app/feed', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);

    expect((await get('/static/js/main.00000000.js')).status).toBe(404);
    expect((await get('/app/missing.css')).status).toBe(404);
    expect((await rawRequest(server.url, '/app/feed', { method: 'POST' })).status).toBe(405);
  });

  it('sets the content type from the extension', async () => {
    const types: Record<string, string> = {
      'a.js': 'text/javascript; charset=utf-8',
      'a.mjs': 'text/javascript; charset=utf-8',
      'a.css': 'text/css; charset=utf-8',
      'a.json': 'application/json; charset=utf-8',
      'a.html': 'text/html; charset=utf-8',
      'a.svg': 'image/svg+xml',
      'a.png': 'image/png',
      'a.jpg': 'image/jpeg',
      'a.webp': 'image/webp',
      'a.woff2': 'font/woff2',
      'a.js.map': 'application/json; charset=utf-8',
      'a.pdf': 'application/pdf',
      'a.txt': 'text/plain; charset=utf-8',
      'favicon.ico': 'image/x-icon',
      'site.webmanifest': 'application/manifest+json; charset=utf-8',
      'a.unknown': 'application/octet-stream',
    };
    await mkdir(path.join(shellDir, 'types'), { recursive: true });
    for (const name of Object.keys(types)) await writeFile(path.join(shellDir, 'types', name), 'x');
    for (const [name, type] of Object.entries(types)) {
      const res = await get(`/types/${name}`);
      expect(res.headers['content-type'], name).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses path traversal in every spelling', async () => {
    const attempts = [
      '/../../../etc/passwd',
      '/static/../../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/static/..%5c..%5cpackage.json',
      '/releases/../shell/dist/index.html',
      '/releases/..%2f..%2fpackage.json',
      `/releases/mf-events/${events.version}/%2e%2e/%2e%2e/current.json`,
      '/index.html%00.js',
    ];
    for (const p of attempts) {
      const res = await get(p);
      expect(res.status, p).toBe(403);
      expect(res.text).not.toContain('root:');
    }
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/.env')).status).toBe(404);
  });
});

describe('compression and validators', () => {
  const asset = '/static/js/main.3fa2c1d9.js';

  it('gzips text when the client accepts gzip', async () => {
    const plain = await readFile(path.join(shellDir, 'static/js/main.3fa2c1d9.js'));
    const res = await get(asset, { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(plain.length);
    expect(gunzipSync(res.body).equals(plain)).toBe(true);
    // Served again from memory, byte-identical.
    expect((await get(asset, { 'accept-encoding': 'gzip' })).body.equals(res.body)).toBe(true);
  });

  it('prefers brotli, honours q=0, and leaves images and tiny files alone', async () => {
    const plain = await readFile(path.join(shellDir, 'static/js/main.3fa2c1d9.js'));
    const br = await get(asset, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
    expect(
      (await get(asset, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding'],
    ).toBe('gzip');
    expect((await get(asset)).headers['content-encoding']).toBeUndefined();
    expect(
      (await get('/logo.png', { 'accept-encoding': 'gzip' })).headers['content-encoding'],
    ).toBeUndefined();
    expect(
      (await get('/sw.js', { 'accept-encoding': 'gzip' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('answers 304 to a matching ETag or an unchanged Last-Modified, per encoding', async () => {
    const first = await get(asset, { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/-gzip"$/);
    const again = await get(asset, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    // The plain body has another tag, so a gzip tag does not validate it.
    expect((await get(asset, { 'if-none-match': etag })).status).toBe(200);
    const lastModified = String(first.headers['last-modified']);
    expect((await get(asset, { 'if-modified-since': lastModified })).status).toBe(304);
  });

  it('serves a changed file fresh, not from the compression cache', async () => {
    const file = path.join(shellDir, 'changing.js');
    await writeFile(file, `/* one */ ${'a'.repeat(3000)}`);
    const one = await get('/changing.js', { 'accept-encoding': 'gzip' });
    await writeFile(file, `/* two */ ${'b'.repeat(3000)}`);
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    const two = await get('/changing.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(one.headers.etag),
    });
    expect(two.status).toBe(200);
    expect(gunzipSync(two.body).toString()).toContain('/* two */');
  });
});

describe('blocked paths', () => {
  it('answers 503 for a blocked prefix, and can be changed while running', async () => {
    server.setBlockedPaths(['/releases/mf-social/']);
    const social = JSON.parse((await get('/releases/current.json')).text).remotes['mf-social'];
    expect((await get(social.manifestUrl)).status).toBe(503);
    expect((await get(events.manifestUrl)).status).toBe(200);
    server.setBlockedPaths([]);
    expect((await get(social.manifestUrl)).status).toBe(200);
  });
});
