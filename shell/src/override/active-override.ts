import type { AppConfig, ReleaseManifest } from 'platform';
import type { RemoteOverrideRef } from 'shared-api';
import type { ActiveOverride } from './apply-override';
import { browserStorage, clearStoredOverride, readStoredOverride } from './override-store';

/**
 * The remote override of this page load, decided once at start (boot/boot-reads.ts) from what
 * this browser stored, before any remote is registered or prefetched. The banner, the confirm
 * dialog, `/debug` and the error reports read it here.
 */
interface OverrideState {
  active: ActiveOverride | null;
  /** What a new override is checked against: the live release and this deployment's config. */
  release: ReleaseManifest | null;
  config: AppConfig | null;
}

let state: OverrideState = { active: null, release: null, config: null };

/**
 * The manifest to register: the release, with the stored override applied if it is allowed. It
 * runs in the entry chunk on every load, so the checks load only when something is stored.
 */
export async function withRemoteOverride(
  config: AppConfig,
  release: ReleaseManifest,
  storage = browserStorage(),
  now = Date.now(),
): Promise<ReleaseManifest> {
  state = { active: null, release, config };
  const stored = readStoredOverride(storage, now);
  if (!stored) return release;
  // The checks' chunk not loading must not keep the app from starting: the release, then.
  const checks = await import('./apply-override').catch(() => null);
  if (!checks) return release;
  const applied = checks.applyOverride(release, config, stored);
  if (applied.refusal) {
    // Stored under another configuration: it stays off for good rather than on every load.
    console.warn(`Remote override dropped: ${applied.refusal}`);
    clearStoredOverride(storage);
  }
  state = { active: applied.active, release, config };
  return applied.manifest;
}

export const activeOverride = (): ActiveOverride | null => state.active;

/** The live release and configuration, once start-up has read them. */
export const overrideContext = (): Pick<OverrideState, 'release' | 'config'> => state;

/** For error reports and load counts: the overridden remote, as they name it. */
export function activeOverrideRef(): RemoteOverrideRef | null {
  const { active } = state;
  return active
    ? { name: active.package, version: active.releaseVersion, base: active.base }
    : null;
}
