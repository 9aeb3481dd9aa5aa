/** Release manifests for the shell's tests, built the way deploy writes them. */
import {
  emptyReleaseManifest,
  type ReleaseManifest,
  type RemoteRelease,
  type RouteDeclaration,
} from 'platform';

/** One remote's live release: `mf-events` at `version`, published at a fixed time. */
export function releaseOf(
  pkg: string,
  federationName: string,
  routes: RouteDeclaration[],
  version = '1.0.0-aaaaaaaa',
): RemoteRelease {
  return {
    package: pkg,
    federationName,
    version,
    entryUrl: `/releases/${pkg}/${version}/remoteEntry.js`,
    manifestUrl: `/releases/${pkg}/${version}/mf-manifest.json`,
    publishedAt: '2026-11-22T00:00:00.000Z',
    routes,
  };
}

/** A release manifest holding these releases, each under its package name. */
export function manifestOf(...releases: RemoteRelease[]): ReleaseManifest {
  const manifest = emptyReleaseManifest();
  for (const release of releases) manifest.remotes[release.package] = release;
  return manifest;
}
