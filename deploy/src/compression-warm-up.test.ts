import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompressionCache } from './compression';
import { warmCompression } from './compression-warm-up';
import { publishRemote, type PublishResult } from './publish';
import { rollbackRemote } from './rollback';
import {
  makeTempDir,
  removeDir,
  writeFakeRemote,
  writeFakeShell,
} from './test-support/fake-builds';

let root: string;
let shellDir: string;
let releasesDir: string;
let live: PublishResult;
/** Script-like text, varied enough that brotli's best quality is smaller than its quick one. */
const script = (name: string) =>
  Array.from(
    { length: 400 },
    (_, i) =>
      `export function ${name}${i}(a,b){return a${i % 7 ? '+' : '*'}b+${(i * 7919) % 1000};}`,
  ).join('\n');

beforeAll(async () => {
  root = await makeTempDir();
  shellDir = await writeFakeShell(root);
  await writeFile(path.join(shellDir, 'static', 'js', 'main.3fa2c1d9.js.map'), script('map'));
  releasesDir = path.join(root, 'releases');
  const remote = (build: string) =>
    writeFakeRemote(root, {
      package: 'mf-events',
      build,
      routes: [{ path: '/app/feed', page: './FeedPage' }],
    });
  // An older version, then the live one; each with a script big enough to compress.
  const older = await remote('older');
  await writeFile(path.join(older, 'older.0badc0de.js'), script('older'));
  await publishRemote({ distDir: older, releasesDir });
  await rm(path.join(older, 'older.0badc0de.js')); // the same dist folder, built again
  const newer = await remote('newer');
  await writeFile(path.join(newer, 'newer.1badc0de.js'), script('newer'));
  live = await publishRemote({ distDir: newer, releasesDir });
});
afterAll(() => removeDir(root));

describe('warmCompression', () => {
  it("compresses the shell's hashed scripts and the live releases' files at brotli's best", async () => {
    const cache = new CompressionCache();
    const asked = vi.spyOn(cache, 'get');
    await warmCompression(cache, { shellDir, releasesDir });
    const files = asked.mock.calls.map(([file]) => path.relative(root, file));
    for (const [, , encoding, options] of asked.mock.calls) {
      expect(encoding).toBe('br');
      expect(options).toEqual({ immutable: true });
    }
    expect(files).toContain('shell/dist/static/js/main.3fa2c1d9.js');
    expect(files).toContain(`releases/mf-events/${live.version}/newer.1badc0de.js`);
    // Not the pages and manifests that may change, not source maps, not an older version.
    expect(files.filter((f) => /\.html$|\.map$|mf-manifest|current\.json|older/.test(f))).toEqual(
      [],
    );
  });

  it('is done when the best bodies are in: the next answer is the smaller one', async () => {
    const cache = new CompressionCache();
    await warmCompression(cache, { shellDir, releasesDir });
    const file = path.join(releasesDir, 'mf-events', live.version, 'newer.1badc0de.js');
    const quick = await new CompressionCache().get(file, await stat(file), 'br');
    const warmed = await cache.get(file, await stat(file), 'br', { immutable: true });
    expect(warmed.length).toBeLessThan(quick.length);
  });

  it('gives up on nothing when the folders are not there', async () => {
    const cache = new CompressionCache();
    await expect(
      warmCompression(cache, {
        shellDir: path.join(root, 'missing'),
        releasesDir: path.join(root, 'missing'),
      }),
    ).resolves.toBeUndefined();
  });
});

describe('after a rollback', () => {
  it('warms the version that is live now', async () => {
    await rollbackRemote({ releasesDir, package: 'mf-events' });
    const cache = new CompressionCache();
    const asked = vi.spyOn(cache, 'get');
    await warmCompression(cache, { shellDir, releasesDir });
    const files = asked.mock.calls.map(([file]) => path.basename(file));
    expect(files).toContain('older.0badc0de.js');
    expect(files).not.toContain('newer.1badc0de.js');
  });
});
