import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_FILE, LANDING_PAGE_FILE } from 'platform';
import { releaseCacheControl, shellCacheControl } from './cache-policy';
import { securityHeaders } from './security-headers';

/**
 * hosting/firebase.json must give production the same caching and CORS as the local static server.
 * Evaluated the way Firebase Hosting (and its emulator, superstatic) does: globs are minimatch
 * patterns rooted at `/`; every matching header rule applies in order (a later rule overrides an
 * earlier one for the same header); the first matching rewrite wins, after existing files.
 * Regex rules are avoided on purpose: the emulator needs the native re2 module, which this repo
 * skips installing.
 */
interface HostingConfig {
  redirects: Array<{ source: string; destination: string; type: number }>;
  headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
  rewrites: Array<{
    source: string;
    destination?: string;
    run?: { serviceId: string; region?: string };
  }>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const hosting = (
  JSON.parse(readFileSync(path.join(here, '../hosting/firebase.json'), 'utf8')) as {
    hosting: HostingConfig;
  }
).hosting;

const matches = (urlPath: string, glob: string) =>
  path.posix.matchesGlob(urlPath, glob.startsWith('/') ? glob : `/${glob}`);

function headersFor(urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of hosting.headers) {
    if (matches(urlPath, rule.source)) {
      for (const h of rule.headers) out[h.key] = h.value;
    }
  }
  return out;
}

function rewriteFor(urlPath: string) {
  return hosting.rewrites.find((r) => matches(urlPath, r.source));
}

describe('hosting/firebase.json', () => {
  it('sends the security headers of a production configuration (no emulator, analytics on)', () => {
    const production = securityHeaders({
      apiBaseUrl: '/v2',
      firebase: { apiKey: 'key', authDomain: 'events.example.com', projectId: 'events' },
      analytics: { measurementId: 'G-XXXXXXX' },
    });
    for (const p of ['/', '/app.html', '/app/event/abc123', '/main.3fa2c1d9.js']) {
      const sent = headersFor(p);
      for (const [key, value] of Object.entries(production))
        expect(sent[key], `${p} ${key}`).toBe(value);
    }
  });

  it('caches shell files like the static server', () => {
    for (const p of [
      '/index.html',
      '/app.html',
      '/sw.js',
      '/robots.txt',
      '/static/js/main.3fa2c1d9.js',
      '/static/css/main.0a1b2c3d4e5f.css',
      '/assets/logo-3fa2c1d9.svg',
    ]) {
      expect(headersFor(p)['Cache-Control'], p).toBe(shellCacheControl(p.slice(1)));
      expect(headersFor(p)['Access-Control-Allow-Origin'], p).toBeUndefined();
    }
    expect(headersFor('/app-config.json')['Cache-Control']).toBe('no-store');
  });

  it('caches releases like the static server, all with CORS', () => {
    for (const p of [
      '/releases/current.json',
      '/releases/mf-events/1.0.0-3fa2c1d9/mf-manifest.json',
      '/releases/mf-events/1.0.0-3fa2c1d9/remoteEntry.4b5c6d7e.js',
      '/releases/mf-events/1.0.0-3fa2c1d9/routes.json',
      '/releases/mf-events/1.0.0-3fa2c1d9/static/css/main.4b5c6d7e.css',
    ]) {
      const h = headersFor(p);
      expect(h['Cache-Control'], p).toBe(releaseCacheControl(p.slice('/releases/'.length)));
      expect(h['Access-Control-Allow-Origin'], p).toBe('*');
    }
  });

  it('sends /v2 to the events-api Cloud Run service and client routes to the app page', () => {
    expect(rewriteFor('/v2/events/feed')?.run?.serviceId).toBe('events-api');
    for (const p of ['/app', '/app/event/abc123/tickets', '/auth/phone', '/tos']) {
      expect(rewriteFor(p)?.destination, p).toBe(`/${APP_PAGE_FILE}`);
    }
    // `/` is the landing page: Hosting serves the directory index (index.html) before rewrites.
    expect(LANDING_PAGE_FILE).toBe('index.html');
    // A missing asset is a 404, not the app parsed as JavaScript.
    for (const p of ['/static/js/main.00000000.js', '/releases/mf-events/1.0.0-3fa2c1d9/gone.js']) {
      expect(rewriteFor(p), p).toBeUndefined();
    }
  });

  it('sends /index.html to / with a permanent redirect, like the static server', () => {
    const redirect = hosting.redirects.find((r) => matches('/index.html', r.source));
    expect(redirect).toMatchObject({ destination: '/', type: 301 });
    expect(hosting.redirects.find((r) => matches('/', r.source))).toBeUndefined();
  });
});
