import { describe, expect, it, vi } from 'vitest';
import { cacheFirst, type PrunableCache } from './cache-first';

function fakeCache(): PrunableCache & { store: Map<string, Response> } {
  const store = new Map<string, Response>();
  return {
    store,
    match: async (request) => store.get(request.url)?.clone(),
    put: async (request, response) => {
      store.set(request.url, response);
    },
    keys: async () => [...store.keys()].map((url) => new Request(url)),
    delete: async (request) => store.delete(request.url),
  };
}

const v1 = new Request(
  'http://app.test/releases/mf-host/1.0.0-a/assets/zxing_reader.aaaa1111.wasm',
);
const v2 = new Request(
  'http://app.test/releases/mf-host/1.0.1-b/assets/zxing_reader.bbbb2222.wasm',
);

describe('cacheFirst', () => {
  it('fetches once, then answers from the cache even with the network down', async () => {
    const cache = fakeCache();
    const fetchFn = vi.fn(async () => new Response('wasm-bytes', { status: 200 }));
    expect(await (await cacheFirst(v1, cache, fetchFn)).text()).toBe('wasm-bytes');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await (await cacheFirst(v1, cache, offline)).text()).toBe('wasm-bytes');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(offline).not.toHaveBeenCalled();
  });

  it('keeps only the newest release copy, and never a failed answer', async () => {
    const cache = fakeCache();
    await cacheFirst(v1, cache, async () => new Response('one'));
    await cacheFirst(v2, cache, async () => new Response('missing', { status: 404 }));
    expect([...cache.store.keys()]).toEqual([v1.url]);
    await cacheFirst(v2, cache, async () => new Response('two'));
    expect([...cache.store.keys()]).toEqual([v2.url]);
  });

  it('passes a network failure on when nothing is cached', async () => {
    await expect(
      cacheFirst(v1, fakeCache(), async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
  });
});
