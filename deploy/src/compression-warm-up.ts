import { stat } from 'node:fs/promises';
import path from 'node:path';
import { IMMUTABLE, releaseCacheControl, shellCacheControl } from './cache-policy';
import { isWorthCompressing, type CompressionCache } from './compression';
import { listFiles } from './content-hash';
import { contentTypeOf } from './content-types';
import { readReleaseManifest, releaseDir } from './release-store';

export interface WarmUpDirs {
  shellDir: string;
  releasesDir: string;
}

/**
 * Compresses ahead, at brotli's best, every immutable file a visit may ask for: the shell's
 * content-hashed files and the files of each remote's live release. Without it the first visitor
 * after a start gets the quick bodies (see CompressionCache). Best effort: a file that cannot be
 * read is left to be compressed when asked for. Resolves when every body is made.
 */
export async function warmCompression(cache: CompressionCache, dirs: WarmUpDirs): Promise<void> {
  const files = [
    ...(await shellFiles(dirs.shellDir)),
    ...(await liveReleaseFiles(dirs.releasesDir)),
  ];
  for (const file of files) {
    // Source maps are for developers' tools, not for visits.
    if (file.endsWith('.map')) continue;
    const info = await stat(file).catch(() => null);
    if (!info || !isWorthCompressing(contentTypeOf(file), info.size)) continue;
    await cache.get(file, info, 'br', { immutable: true }).catch(() => undefined);
  }
  await cache.settled();
}

async function shellFiles(shellDir: string): Promise<string[]> {
  const files = await listFiles(shellDir).catch(() => []);
  return files
    .filter((rel) => shellCacheControl(rel) === IMMUTABLE)
    .map((rel) => path.join(shellDir, rel));
}

async function liveReleaseFiles(releasesDir: string): Promise<string[]> {
  const manifest = await readReleaseManifest(releasesDir).catch(() => null);
  if (!manifest) return [];
  const files: string[] = [];
  for (const release of Object.values(manifest.remotes)) {
    const dir = releaseDir(releasesDir, release.package, release.version);
    for (const rel of await listFiles(dir).catch(() => [])) {
      if (releaseCacheControl(rel) === IMMUTABLE) files.push(path.join(dir, rel));
    }
  }
  return files;
}
