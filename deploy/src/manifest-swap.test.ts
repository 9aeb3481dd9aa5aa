import { execFile } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { ReleaseManifest } from 'platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withDirLock } from './dir-lock';
import { publishRemote } from './publish';
import { readHistory, readReleaseManifest, writeReleaseManifest } from './release-store';
import { makeTempDir, removeDir, writeFakeRemote } from './test-support/fake-builds';

let root: string;
let releasesDir: string;

beforeEach(async () => {
  root = await makeTempDir();
  releasesDir = path.join(root, 'releases');
});
afterEach(() => removeDir(root));

const remoteNames = Array.from({ length: 8 }, (_, i) => `mf-team${i}`);

describe('concurrent publishes', () => {
  it('keep every entry when publishes run at the same time in one process', async () => {
    const dists = await Promise.all(
      remoteNames.map((name) => writeFakeRemote(root, { package: name })),
    );
    await Promise.all(dists.map((distDir) => publishRemote({ distDir, releasesDir })));

    const manifest = await readReleaseManifest(releasesDir);
    expect(Object.keys(manifest.remotes).sort()).toEqual([...remoteNames].sort());
    expect((await readHistory(releasesDir)).map((h) => h.package).sort()).toEqual(
      [...remoteNames].sort(),
    );
    expect(
      (await readdir(releasesDir)).filter((f) => f.startsWith('.') || f.includes('.tmp-')),
    ).toEqual([]);
  });

  it('keep every entry when separate processes publish at the same time', async () => {
    const names = remoteNames.slice(0, 4);
    const dists = await Promise.all(names.map((name) => writeFakeRemote(root, { package: name })));
    const here = path.dirname(fileURLToPath(import.meta.url));
    const script = path.join(root, 'publish-one.mts');
    await writeFile(
      script,
      `import { publishRemote } from ${JSON.stringify(path.join(here, 'publish.ts'))};
       await publishRemote({ distDir: process.argv[2]!, releasesDir: process.argv[3]! });`,
    );
    const tsx = path.resolve(here, '../../node_modules/.bin/tsx');
    await Promise.all(dists.map((d) => promisify(execFile)(tsx, [script, d, releasesDir])));

    const manifest = await readReleaseManifest(releasesDir);
    expect(Object.keys(manifest.remotes).sort()).toEqual([...names].sort());
  }, 30_000);
});

describe('dir lock', () => {
  it('breaks a stale lock left by a crashed publish', async () => {
    const lockDir = path.join(root, '.lock');
    await mkdir(lockDir);
    await writeFile(
      path.join(lockDir, 'owner.json'),
      JSON.stringify({ pid: 1, host: 'elsewhere' }),
    );
    const old = new Date(Date.now() - 60_000);
    const { utimes } = await import('node:fs/promises');
    await utimes(lockDir, old, old);
    await expect(withDirLock(lockDir, async () => 'ran', { staleMs: 10_000 })).resolves.toBe('ran');
  });

  it('times out with a message naming the lock when it is held', async () => {
    const lockDir = path.join(root, '.lock');
    await mkdir(lockDir);
    await writeFile(
      path.join(lockDir, 'owner.json'),
      JSON.stringify({ pid: process.pid, host: (await import('node:os')).hostname() }),
    );
    await expect(
      withDirLock(lockDir, async () => 'ran', { timeoutMs: 100, staleMs: 60_000 }),
    ).rejects.toThrow(/could not take the release lock .*\.lock/);
  });

  it('runs critical sections one at a time', async () => {
    const lockDir = path.join(root, '.lock');
    let inside = 0;
    let maxInside = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        withDirLock(lockDir, async () => {
          inside++;
          maxInside = Math.max(maxInside, inside);
          await new Promise((r) => setTimeout(r, 2));
          inside--;
        }),
      ),
    );
    expect(maxInside).toBe(1);
  });
});

describe('atomic manifest swap', () => {
  it('never lets a reader see a partially written current.json', async () => {
    await mkdir(releasesDir, { recursive: true });
    const manifestAt = (n: number): ReleaseManifest => ({
      schemaVersion: 1,
      updatedAt: new Date(n).toISOString(),
      remotes: Object.fromEntries(
        // Large enough (~200 KB) that a non-atomic write is visible mid-way.
        Array.from({ length: 400 }, (_, i) => [
          `mf-${i}`,
          {
            package: `mf-${i}`,
            federationName: `r${i}`,
            version: `1.0.${n}-deadbeef`,
            entryUrl: `/releases/mf-${i}/1.0.${n}-deadbeef/remoteEntry.js`,
            manifestUrl: `/releases/mf-${i}/1.0.${n}-deadbeef/mf-manifest.json`,
            routes: [{ path: `/app/r${i}/:id`, page: './Page' }],
            publishedAt: new Date(n).toISOString(),
          },
        ]),
      ),
    });
    await writeReleaseManifest(releasesDir, manifestAt(0));

    // A real thread, so reads truly overlap writes instead of taking turns on one event loop.
    const reader = new Worker(
      `const { readFileSync } = require('node:fs');
       const { parentPort, workerData } = require('node:worker_threads');
       let reads = 0, torn = 0, stop = false;
       parentPort.on('message', () => { stop = true; });
       (function loop() {
         const until = Date.now() + 20;
         while (Date.now() < until) {
           try {
             const m = JSON.parse(readFileSync(workerData.file, 'utf8'));
             if (Object.keys(m.remotes).length !== 400) torn++;
           } catch { torn++; }
           reads++;
         }
         if (stop) parentPort.postMessage({ reads, torn });
         else setImmediate(loop);
       })();`,
      { eval: true, workerData: { file: path.join(releasesDir, 'current.json') } },
    );
    const result = new Promise<{ reads: number; torn: number }>((resolve, reject) => {
      reader.once('message', resolve);
      reader.once('error', reject);
    });

    for (let n = 1; n <= 150; n++) await writeReleaseManifest(releasesDir, manifestAt(n));
    reader.postMessage('stop');
    const { reads, torn } = await result;
    await reader.terminate();

    expect(reads).toBeGreaterThan(100);
    expect(torn).toBe(0);
    expect((await readReleaseManifest(releasesDir)).updatedAt).toBe(new Date(150).toISOString());
    expect((await readdir(releasesDir)).sort()).toEqual(['current.json']);
  }, 30_000);
});
