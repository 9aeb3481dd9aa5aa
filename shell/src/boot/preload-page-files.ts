/**
 * A page's first files (the release manifest's `pageFiles`: the remote entry, the page's scripts
 * and styles), asked for as soon as the release manifest is in. The federation runtime would ask
 * for them only after the remote's mf-manifest.json had arrived: one round trip later.
 *
 * They are fetched into the HTTP cache (release files are immutable for a year), not preloaded
 * with `<link rel="preload">`: a failed preload stays in the page's preload list, and the
 * runtime's retry of a remote that was down would be handed that failure instead of asking again.
 * A failed fetch is simply not cached. While a fetch is still on its way, the browser holds the
 * runtime's request for the same file until it can answer from the cache.
 */
import { pageFileUrls, type RemoteRelease } from 'platform';

export type FetchFile = (url: string) => Promise<unknown>;

/** Reads the whole answer: a body left unread would stall, and only a whole body is cached. */
const fetchIntoCache: FetchFile = (url) =>
  globalThis.fetch(url, { credentials: 'same-origin' }).then((answer) => answer.blob());

export function preloadPageFiles(
  release: RemoteRelease,
  page: string,
  fetchFile: FetchFile = fetchIntoCache,
  origin: string = globalThis.location.origin,
): string[] {
  const urls = pageFileUrls(release, page, origin);
  // Only warms the cache: the runtime's own load of the file reports any failure.
  for (const url of urls) fetchFile(url).catch(() => {});
  return urls;
}
