import { RELEASE_MANIFEST_PATH, parseReleaseManifest, type ReleaseManifest } from 'platform';

/** The live versions of the remotes. Never cached: a new remote release must show up on next load. */
export async function loadReleaseManifest(): Promise<ReleaseManifest> {
  const res = await fetch(RELEASE_MANIFEST_PATH, { cache: 'no-store' });
  if (!res.ok) throw new Error(`release manifest could not be loaded (HTTP ${res.status})`);
  return parseReleaseManifest(await res.json());
}
