/**
 * The shell's service worker (built to /sw.js by rspack.config.ts). It does two things:
 * - a new shell deploy installs a new worker, which takes over at once; the page sees the
 *   controller change and reloads (see register-service-worker.ts);
 * - it keeps the last good release manifest, configuration and page, and answers from them only
 *   when the network fails, so the app still opens when the manifest cannot be fetched;
 * - it keeps the door scanner's QR reader (mf-host's zxing wasm) once fetched, for scanning offline.
 * The worker's bytes carry the shell build (SHELL_BUILD below), so each deploy is an update.
 */
import { cacheFirst } from './cache-first';
import { networkFirst } from './network-first';
import {
  KEPT_CACHE,
  KEPT_PATHS,
  PAGE_CACHE_KEYS,
  SCAN_ASSETS_CACHE,
  handledBy,
  pageCacheKey,
} from './sw-routes';

/** Replaced after bundling with a hash of the shell's two pages (see rspack.config.ts). */
const SHELL_BUILD = '__SHELL_BUILD__';

// The worker globals, typed here: the WebWorker lib cannot sit beside the DOM lib in one program.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** Fills the kept copies on install, so the first visit already has a fallback. Best effort. */
async function keepCurrent(): Promise<void> {
  const cache = await caches.open(KEPT_CACHE);
  await Promise.all(
    [...KEPT_PATHS, ...PAGE_CACHE_KEYS].map(async (path) => {
      const request = new Request(path, { cache: 'no-store' });
      const response = await fetch(request).catch(() => null);
      if (response?.ok) await cache.put(path, response);
    }),
  );
}

worker.addEventListener('install', (event) => {
  console.info(`shell service worker ${SHELL_BUILD} installing`);
  event.waitUntil(keepCurrent().finally(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener('fetch', (event) => {
  const kind = handledBy(event.request, worker.location.origin);
  if (!kind) return;
  if (kind === 'scan-asset') {
    event.respondWith(
      caches
        .open(SCAN_ASSETS_CACHE)
        .then((cache) => cacheFirst(event.request, cache, (r) => fetch(r))),
    );
    return;
  }
  event.respondWith(
    caches.open(KEPT_CACHE).then((cache) => {
      if (kind === 'kept') return networkFirst(event.request, cache, (r) => fetch(r));
      // A navigation keeps its copy under its page's key: every app route is the same app.html.
      const key = pageCacheKey(new URL(event.request.url).pathname);
      const pageCache = {
        match: () => cache.match(key),
        // Only a page: a navigation to a PDF or a download must not replace it.
        put: async (_: Request, response: Response) => {
          if (response.headers.get('Content-Type')?.includes('text/html')) {
            await cache.put(key, response);
          }
        },
      };
      return networkFirst(event.request, pageCache, (r) => fetch(r));
    }),
  );
});
