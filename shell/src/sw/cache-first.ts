/**
 * The service worker's rule for the door scanner's QR reader (the zxing WebAssembly file that
 * mf-host's build emits under a hashed name in its versioned release folder): answered from the
 * cache when there, else fetched and kept, so the camera still reads passes with no network once
 * it has been used online. The name changes with its content, so a cached copy is never stale;
 * keeping one drops the copies of older releases.
 */
import type { CacheLike, FetchFn } from './network-first';

export interface PrunableCache extends CacheLike {
  keys(): Promise<readonly Request[]>;
  delete(request: Request): Promise<boolean>;
}

export async function cacheFirst(
  request: Request,
  cache: PrunableCache,
  fetchFn: FetchFn,
): Promise<Response> {
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetchFn(request);
  if (response.ok) {
    await cache.put(request, response.clone()).catch(() => undefined);
    const older = (await cache.keys()).filter((key) => key.url !== request.url);
    await Promise.all(older.map((key) => cache.delete(key)));
  }
  return response;
}
