/**
 * Which version of a remote a device runs while the remote has a canary. Each device draws one
 * random id, kept (the shell keeps it in localStorage); its bucket for a remote, 0–99, is a hash of
 * that id and the remote's name. The device runs the canary when its bucket is below the share:
 * the same answer on every load (no switching versions in the middle of a visit), a device that
 * ran the canary at 10 % still runs it at 25 %, and the buckets of two remotes are independent (the
 * same devices are not everyone's canary).
 */
import type { RemoteRelease } from './release-manifest';

/** FNV-1a over `deviceId` and `pkg`, folded to 0–99. Stable across browsers and builds. */
export function canaryBucket(deviceId: string, pkg: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${deviceId}\u0000${pkg}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export interface ReleaseChoice {
  /** The entry to register: stable, or the canary's release. */
  release: RemoteRelease;
  /** `stable` when the remote has no canary. */
  track: 'stable' | 'canary';
  /** This device's bucket of the remote (0–99); null when the remote has no canary. */
  bucket: number | null;
  /** The canary's share when there is one. */
  share: number | null;
}

export function chooseRelease(entry: RemoteRelease, deviceId: string): ReleaseChoice {
  const { canary, ...stable } = entry;
  if (!canary) return { release: entry, track: 'stable', bucket: null, share: null };
  const bucket = canaryBucket(deviceId, entry.package);
  return bucket < canary.share
    ? { release: canary.release, track: 'canary', bucket, share: canary.share }
    : { release: stable, track: 'stable', bucket, share: canary.share };
}
