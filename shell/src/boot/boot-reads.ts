import { loadAppConfig, type AppConfig, type ReleaseManifest } from 'platform';
import { readStoredSession, startSessionRead, startStartupRead } from 'shared-api/startup-read';
import { withCanaryChoices } from '../canary/canary-choices';
import { deviceId } from '../canary/device-id';
import { withRemoteOverride } from '../override/active-override';
import { browserStorage } from '../override/override-store';
import { remoteRouteOf } from '../remotes/remote-route';
import { pageRemoteDeps, preloadPageRemote } from './page-remote';
import { loadReleaseManifest } from './release-manifest';

export type BootReads = Promise<[AppConfig, ReleaseManifest]>;

let started: BootReads | undefined;

// This device's version of each remote with a canary (canary/), then a remote override this
// browser stored (override/), apply here, before anything registers, prefetches or routes by the
// manifest.
const readBoth = (): BootReads =>
  Promise.all([loadAppConfig(), loadReleaseManifest()]).then(
    async ([config, release]) =>
      [
        config,
        await withRemoteOverride(config, withCanaryChoices(release, deviceId(browserStorage()))),
      ] as const,
  );

/**
 * Starts the two reads every page load needs (the app configuration and the release manifest)
 * from the entry chunk, so they travel while the bootstrap and the shared modules download instead
 * of after them: one round trip less before the page's remote can be asked for. They need nothing
 * from React or the shared modules.
 */
export function startBootReads(pathname = globalThis.location?.pathname ?? '/'): void {
  started = readBoth();
  // Firebase's stored sign-in decides all three reads below: read once (IndexedDB is slow to open).
  const stored = started.then(([config]) => readStoredSession(config.firebase.apiKey));
  stored.catch(() => {});
  // Then the page's own startup read, if it declares one (a visitor's feed or event): it travels
  // while the bootstrap, React and the page's remote are still downloading.
  started
    .then(([config, manifest]) =>
      startStartupRead({
        routes: Object.values(manifest.remotes).flatMap((release) => release.routes),
        pathname,
        baseUrl: config.apiBaseUrl,
        firebaseApiKey: config.firebase.apiKey,
        stored,
      }),
    )
    .catch(() => {});
  // On a signed-in device, the person's own record: every page behind sign-in waits for it.
  started
    .then(([config]) =>
      startSessionRead({
        baseUrl: config.apiBaseUrl,
        firebaseApiKey: config.firebase.apiKey,
        stored,
      }),
    )
    .catch(() => {});
  // And the page's remote, so its manifest, entry and page chunks travel beside them too. A failed
  // fetch is forgotten (remote-registry.ts): the page's own load then fails, or succeeds, alone.
  const deps = pageRemoteDeps(async () => (await stored).stored);
  started
    .then(([, manifest]) => preloadPageRemote(manifest, remoteRouteOf(manifest, pathname), deps))
    .catch(() => {});
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
