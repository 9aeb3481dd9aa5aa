import { loadAppConfig, type AppConfig, type ReleaseManifest } from 'platform';
import { loadReleaseManifest } from './release-manifest';

export type BootReads = Promise<[AppConfig, ReleaseManifest]>;

let started: BootReads | undefined;

const readBoth = (): BootReads => Promise.all([loadAppConfig(), loadReleaseManifest()]);

/**
 * Starts the two reads every page load needs (the app configuration and the release manifest)
 * from the entry chunk, so they travel while the bootstrap and the shared modules download instead
 * of after them: one round trip less before the page's remote can be asked for. They need nothing
 * from React or the shared modules.
 */
export function startBootReads(): void {
  started = readBoth();
  // Handled where it is taken (`takeBootReads`); this only keeps an early failure from being
  // reported as unhandled before the bootstrap has arrived to take it.
  started.catch(() => {});
}

/** The reads started at entry (or new ones, if none were), each taken once. */
export function takeBootReads(): BootReads {
  const reads = started ?? readBoth();
  started = undefined;
  return reads;
}
