/**
 * Stands in for the shell's `boot/release-manifest.ts` in the plain bench build: the routes are
 * known at build time (every remote is bundled in), so nothing is fetched.
 */
import { routesOf, type ReleaseManifest } from 'platform';
import remotes from 'plain-remotes';

export async function loadReleaseManifest(): Promise<ReleaseManifest> {
  const at = new Date(0).toISOString();
  return {
    schemaVersion: 1,
    updatedAt: at,
    remotes: Object.fromEntries(
      remotes.map((r) => [
        r.package,
        {
          package: r.package,
          federationName: r.federationName,
          version: 'plain',
          entryUrl: '',
          manifestUrl: '',
          routes: routesOf(r.remote),
          publishedAt: at,
        },
      ]),
    ),
  };
}
