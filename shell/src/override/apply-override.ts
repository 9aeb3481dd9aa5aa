import { httpOriginOf, isOverrideOriginAllowed } from 'platform';
import type { AppConfig, ReleaseManifest } from 'platform';
import type { StoredOverride } from './override-store';
import { entryUrlOf, manifestUrlOf, type OverrideTarget } from './override-target';

/** An override in effect for this page load. */
export interface ActiveOverride extends StoredOverride {
  federationName: string;
  /** The released version it stands in for. */
  releaseVersion: string;
}

/**
 * Why this deployment will not load `target`, or null when it may: the configuration must list
 * the address's origin (production lists none), and the release must have that remote.
 */
export function overrideRefusal(
  target: OverrideTarget,
  manifest: ReleaseManifest,
  config: AppConfig,
): string | null {
  const allowed = config.remoteOverrides?.allowedOrigins ?? [];
  if (allowed.length === 0) {
    return 'This deployment takes no remote override: its configuration allows no origin.';
  }
  const origin = httpOriginOf(target.base) ?? target.base;
  if (!isOverrideOriginAllowed(origin, allowed)) {
    return `${origin} is not an origin this deployment takes overrides from (${allowed.join(', ')}).`;
  }
  if (!manifest.remotes[target.package]) {
    return `This release has no remote named ${target.package}.`;
  }
  return null;
}

/**
 * The release manifest with one remote's container entry (and manifest) pointed at the override,
 * when it is allowed. Everything that loads or prefetches a remote reads the manifest, so this is the
 * one place an override takes effect. The remote keeps its released routes.
 */
export function applyOverride(
  manifest: ReleaseManifest,
  config: AppConfig,
  stored: StoredOverride | null,
): { manifest: ReleaseManifest; active: ActiveOverride | null; refusal: string | null } {
  if (!stored) return { manifest, active: null, refusal: null };
  const refusal = overrideRefusal(stored, manifest, config);
  const release = manifest.remotes[stored.package];
  if (refusal || !release) return { manifest, active: null, refusal };
  return {
    manifest: {
      ...manifest,
      remotes: {
        ...manifest.remotes,
        [stored.package]: {
          ...release,
          entryUrl: entryUrlOf(stored),
          manifestUrl: manifestUrlOf(stored),
        },
      },
    },
    active: { ...stored, federationName: release.federationName, releaseVersion: release.version },
    refusal: null,
  };
}
