import path from 'node:path';

/**
 * Cache-Control values, chosen so a deploy is picked up on the next load and nothing is fetched
 * twice otherwise. The Firebase Hosting config (hosting/firebase.json) mirrors these rules; a
 * test keeps the two in step.
 */
export const NO_STORE = 'no-store';
/** Revalidate every time (cheap with ETag/304): index.html, unhashed public files. */
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Whether a file name carries a content hash (`main.3fa2c1d9.js`, `123.3fa2c1d9a0b1.chunk.css`,
 * `logo-3fa2c1d9.svg`): 8 or more hex digits between separators, which only a bundler writes.
 */
export function hasContentHash(fileName: string): boolean {
  return /[.\-_][0-9a-f]{8,}[.\-_]/i.test(path.posix.basename(fileName));
}

/** The shell's service worker: at the root so its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * For a file under the shell's build folder. The service worker is never stored by any cache
 * (browsers cap its HTTP caching at 24 h anyway): a new shell must be seen on the next check.
 */
export function shellCacheControl(relPath: string): string {
  if (relPath === SERVICE_WORKER_FILE) return NO_STORE;
  return hasContentHash(relPath) ? IMMUTABLE : NO_CACHE;
}

/**
 * For a file under /releases/. The manifests say which version is live and change on every
 * publish; everything else sits in a versioned folder that never changes once written.
 */
export function releaseCacheControl(relPath: string): string {
  const name = path.posix.basename(relPath);
  return name === 'current.json' || name === 'mf-manifest.json' ? NO_STORE : IMMUTABLE;
}
