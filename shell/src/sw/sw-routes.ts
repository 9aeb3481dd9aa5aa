import { APP_CONFIG_PATH, RELEASE_MANIFEST_PATH } from 'platform';

/** One cache that outlives worker versions: the last good manifest must survive an update. */
export const KEPT_CACHE = 'shell-last-good-v1';

/** Files answered network-first with the kept copy as fallback (see network-first.ts). */
export const KEPT_PATHS: readonly string[] = [RELEASE_MANIFEST_PATH, APP_CONFIG_PATH];

/**
 * Which requests the worker answers: same-origin GETs of the kept files, and page navigations
 * (the app's index.html). Everything else (API calls, hashed bundles, remotes) goes to the
 * network untouched: the API must never be answered from a cache, and hashed files are already
 * cached forever by HTTP.
 */
export function handledBy(request: Request, origin: string): 'kept' | 'navigation' | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (KEPT_PATHS.includes(url.pathname)) return 'kept';
  if (request.mode === 'navigate' && !url.pathname.startsWith('/v2/')) return 'navigation';
  return null;
}

/** Navigations all share one kept copy of the page: any route serves the same index.html. */
export const PAGE_CACHE_KEY = '/index.html';
