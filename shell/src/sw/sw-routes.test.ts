import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_KEYS, handledBy, pageCacheKey } from './sw-routes';

const origin = 'http://app.test';
const get = (path: string, mode?: RequestMode) => {
  const r = new Request(`${origin}${path}`);
  // Request's mode cannot be set to 'navigate' by a constructor: describe it instead.
  return mode ? ({ method: 'GET', url: r.url, mode } as Request) : r;
};

describe('handledBy', () => {
  it('keeps the release manifest and the configuration', () => {
    expect(handledBy(get('/releases/current.json'), origin)).toBe('kept');
    expect(handledBy(get('/app-config.json'), origin)).toBe('kept');
  });

  it('keeps the page for navigations', () => {
    expect(handledBy(get('/app/event/e1', 'navigate'), origin)).toBe('navigation');
  });

  it('keeps the landing page apart from the app page every other route shares', () => {
    expect(pageCacheKey('/')).toBe('/');
    for (const path of ['/app', '/app/event/e1', '/auth/phone', '/tos']) {
      expect(pageCacheKey(path), path).toBe('/app.html');
    }
    expect(PAGE_CACHE_KEYS).toEqual(['/', '/app.html']);
  });

  it("keeps the scanner's QR reader of any mf-host release, and nothing else of that name", () => {
    const wasm = '/releases/mf-host/1.0.0-1a2b3c4d/assets/zxing_reader.5591e455.wasm';
    expect(handledBy(get(wasm), origin)).toBe('scan-asset');
    expect(handledBy(get('/assets/zxing_reader.5591e455.wasm'), origin)).toBeNull();
    expect(handledBy(new Request(`http://cdn.test${wasm}`), origin)).toBeNull();
  });

  it('leaves the API, other files, other origins and writes alone', () => {
    expect(handledBy(get('/v2/events/feed'), origin)).toBeNull();
    expect(handledBy(get('/v2/users/', 'navigate'), origin)).toBeNull();
    expect(handledBy(get('/main.3fa2c1d9.js'), origin)).toBeNull();
    expect(handledBy(get('/releases/mf-events/1.0.0-a/mf-manifest.json'), origin)).toBeNull();
    expect(handledBy(new Request('http://cdn.test/releases/current.json'), origin)).toBeNull();
    expect(
      handledBy(new Request(`${origin}/releases/current.json`, { method: 'POST' }), origin),
    ).toBeNull();
  });
});
