/**
 * The service worker's caching rule for the few files the app cannot start without but that change
 * with every release (the release manifest, the run-time configuration, the page itself): always
 * ask the network first and keep the last good answer; serve that copy only when the network
 * fails. The cached copy is never the primary answer, so a new release is seen at once.
 */

/** The parts of the Cache API used here (a fake stands in for it in unit tests). */
export interface CacheLike {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

export type FetchFn = (request: Request) => Promise<Response>;

/** The response of a fallback, marked so pages (and tests) can tell it came from the cache. */
export const FALLBACK_HEADER = 'X-Served-From';

export async function networkFirst(
  request: Request,
  cache: CacheLike,
  fetchFn: FetchFn,
): Promise<Response> {
  try {
    const response = await fetchFn(request);
    // Only a good answer replaces the kept copy: a 503 from a half-finished deploy must not.
    if (response.ok) await cache.put(request, response.clone()).catch(() => undefined);
    else if (response.status >= 500) return (await fromCache(request, cache)) ?? response;
    return response;
  } catch (error) {
    const cached = await fromCache(request, cache);
    if (cached) return cached;
    throw error;
  }
}

async function fromCache(request: Request, cache: CacheLike): Promise<Response | null> {
  const cached = await cache.match(request);
  if (!cached) return null;
  const headers = new Headers(cached.headers);
  headers.set(FALLBACK_HEADER, 'service-worker-cache');
  return new Response(cached.body, {
    status: cached.status,
    statusText: cached.statusText,
    headers,
  });
}
