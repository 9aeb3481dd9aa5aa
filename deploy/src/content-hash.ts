import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every regular file under `dir`, as sorted POSIX relative paths. Sorted by code unit, not locale,
 * so the same tree hashes the same on every machine.
 */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(rel: string): Promise<void> {
    const entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) out.push(child);
      // Symlinks and sockets are left out on purpose: a release is plain files a CDN can serve.
    }
  }
  await walk('');
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * SHA-256 over the tree's relative paths and contents, in sorted order. Each path and body is
 * length-prefixed so that moving bytes between a name and a body cannot produce the same hash.
 */
export async function hashTree(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const rel of await listFiles(dir)) {
    const body = await readFile(path.join(dir, rel));
    const name = Buffer.from(rel, 'utf8');
    hash.update(`${name.length}:`).update(name).update(`${body.length}:`).update(body);
  }
  return hash.digest('hex');
}

/** The immutable release version: `<packageVersion>-<first 8 hex of the tree hash>`. */
export function releaseVersion(packageVersion: string, treeHash: string): string {
  return `${packageVersion}-${treeHash.slice(0, 8)}`;
}
