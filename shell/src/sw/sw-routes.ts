import { APP_CONFIG_PATH, APP_PAGE_FILE, RELEASE_MANIFEST_PATH } from 'platform';

/** One cache that outlives worker versions: the last good manifest must survive an update. */
export const KEPT_CACHE = 'shell-last-good-v1';

/** Files answered network-first with the kept copy as fallback (see network-first.ts). */
export const KEPT_PATHS: readonly string[] = [RELEASE_MANIFEST_PATH, APP_CONFIG_PATH];

/** The door scanner's QR reader kept for offline use (see cache-first.ts). */
export const SCAN_ASSETS_CACHE = 'scan-assets-v1';

/** mf-host's zxing WebAssembly, hashed, in a remote's release folder (mf-host/rspack.config.ts). */
const SCAN_ASSET_PATH = /^\/releases\/[^/]+\/[^/]+\/assets\/zxing_reader\.[0-9a-f]{8}\.wasm$/;

/**
 * Which requests the worker answers: same-origin GETs of the kept files, page navigations (the
 * landing page or the app's page) and the scanner's QR reader (cache-first, for scanning offline). Everything
 * else (API calls, hashed bundles, remotes) goes to the network untouched: the API must never be
 * answered from a cache, and hashed files are already cached forever by HTTP.
 */
export function handledBy(
  request: Request,
  origin: string,
): 'kept' | 'navigation' | 'scan-asset' | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (KEPT_PATHS.includes(url.pathname)) return 'kept';
  if (SCAN_ASSET_PATH.test(url.pathname)) return 'scan-asset';
  if (request.mode === 'navigate' && !url.pathname.startsWith('/v2/')) return 'navigation';
  return null;
}

/** The landing page's address: `/` is served its own static page, not the app's. */
const LANDING_PATH = '/';
const APP_PAGE_PATH = `/${APP_PAGE_FILE}`;

/** The kept copies of the two pages, each fetched on install so the first visit has them. */
export const PAGE_CACHE_KEYS: readonly string[] = [LANDING_PATH, APP_PAGE_PATH];

/**
 * Which kept page answers a navigation when the network fails: `/` has the landing page, every
 * other route the app's page (app.html), whichever route fetched it last.
 */
export function pageCacheKey(pathname: string): string {
  return pathname === LANDING_PATH ? LANDING_PATH : APP_PAGE_PATH;
}
