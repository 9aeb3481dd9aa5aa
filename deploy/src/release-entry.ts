import type { RemoteRelease } from 'platform';
import type { RemoteDist } from './federation-manifest';
import type { PublishResult } from './publish';
import { federationManifestUrl, releaseDir, releaseFileUrl } from './release-store';

/** What a publish (or canary) of `version` answers; `changed` when it differs from `previousVersion`. */
export function publishResult(
  releasesDir: string,
  remote: RemoteDist,
  version: string,
  previousVersion: string | null,
): PublishResult {
  const pkg = remote.buildInfo.package;
  return {
    package: pkg,
    version,
    previousVersion,
    // validate-release refuses a build whose manifest names no entry it holds.
    entryUrl: releaseFileUrl(pkg, version, remote.entryFile ?? ''),
    manifestUrl: federationManifestUrl(pkg, version),
    releaseDir: releaseDir(releasesDir, pkg, version),
    changed: previousVersion !== version,
  };
}

/** The manifest entry of a stored build at `version`. */
export function releaseEntry(remote: RemoteDist, version: string, at: string): RemoteRelease {
  const { buildInfo } = remote;
  const pkg = buildInfo.package;
  return {
    package: pkg,
    federationName: buildInfo.federationName,
    version,
    entryUrl: releaseFileUrl(pkg, version, remote.entryFile ?? ''),
    manifestUrl: federationManifestUrl(pkg, version),
    routes: buildInfo.routes,
    publishedAt: at,
    // The shell mounts an island's lifecycles instead of rendering its pages.
    ...(buildInfo.island ? { island: true as const } : {}),
  };
}
