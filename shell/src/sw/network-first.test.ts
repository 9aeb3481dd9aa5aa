import { describe, expect, it } from 'vitest';
import { FALLBACK_HEADER, networkFirst, type CacheLike } from './network-first';

function memoryCache(): CacheLike & { store: Map<string, Response> } {
  const store = new Map<string, Response>();
  return {
    store,
    match: async (r) => store.get(r.url)?.clone(),
    put: async (r, res) => void store.set(r.url, res),
  };
}

const manifest = (version: string) =>
  new Response(JSON.stringify({ version }), { headers: { 'Content-Type': 'application/json' } });
const req = () => new Request('http://app.test/releases/current.json');

describe('networkFirst', () => {
  it('answers from the network and keeps a copy', async () => {
    const cache = memoryCache();
    const res = await networkFirst(req(), cache, async () => manifest('v1'));
    expect(await res.json()).toEqual({ version: 'v1' });
    expect(res.headers.get(FALLBACK_HEADER)).toBeNull();
    expect(await cache.store.get(req().url)?.json()).toEqual({ version: 'v1' });
  });

  it('never prefers the kept copy while the network answers', async () => {
    const cache = memoryCache();
    await networkFirst(req(), cache, async () => manifest('v1'));
    const res = await networkFirst(req(), cache, async () => manifest('v2'));
    expect(await res.json()).toEqual({ version: 'v2' });
  });

  it('falls back to the last good copy when the network fails or answers 5xx', async () => {
    const cache = memoryCache();
    await networkFirst(req(), cache, async () => manifest('v1'));
    const offline = await networkFirst(req(), cache, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await offline.json()).toEqual({ version: 'v1' });
    expect(offline.headers.get(FALLBACK_HEADER)).toBe('service-worker-cache');
    const down = await networkFirst(req(), cache, async () => new Response('x', { status: 503 }));
    expect(await down.json()).toEqual({ version: 'v1' });
  });

  it('does not keep an error answer, and passes a 404 through', async () => {
    const cache = memoryCache();
    const res = await networkFirst(req(), cache, async () => new Response('gone', { status: 404 }));
    expect(res.status).toBe(404);
    expect(cache.store.size).toBe(0);
  });

  it('fails like the network when there is no kept copy', async () => {
    await expect(
      networkFirst(req(), memoryCache(), async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
  });
});
