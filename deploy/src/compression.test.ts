import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEST_BROTLI_QUALITY, CompressionCache, QUICK_BROTLI_QUALITY } from './compression';

let dir: string;
let script: string;
let raw: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compression-'));
  script = path.join(dir, 'main.3fa2c1d9.js');
  // Script-like text: repetitive enough that brotli's best quality is visibly smaller.
  raw = Buffer.from(
    Array.from(
      { length: 3000 },
      (_, i) => `function f${i}(a,b){return a${i % 7 ? '+' : '*'}b+${(i * 7919) % 1000};}`,
    ).join('\n'),
  );
  await writeFile(script, raw);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const brotliAt = (quality: number) =>
  brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;

describe('CompressionCache', () => {
  it('answers an immutable file at once with the quick body, then with the best one', async () => {
    const cache = new CompressionCache();
    const info = await stat(script);
    const first = await cache.get(script, info, 'br', { immutable: true });
    expect(first.length).toBe(brotliAt(QUICK_BROTLI_QUALITY));
    await cache.settled();
    const later = await cache.get(script, info, 'br', { immutable: true });
    expect(later.length).toBeLessThan(first.length);
    expect(later.length).toBeLessThanOrEqual(brotliAt(BEST_BROTLI_QUALITY) + 16);
    expect(brotliDecompressSync(later).equals(raw)).toBe(true);
  });

  it('keeps the quick body for a file that may change', async () => {
    const cache = new CompressionCache();
    const info = await stat(script);
    const first = await cache.get(script, info, 'br');
    await cache.settled();
    expect((await cache.get(script, info, 'br')).equals(first)).toBe(true);
  });

  it('does not put a best body made for an older version over a newer one', async () => {
    const cache = new CompressionCache();
    const info = await stat(script);
    await cache.get(script, info, 'br', { immutable: true });
    // The same path seen with another size and time, before the first upgrade finished.
    const changed = { mtimeMs: info.mtimeMs + 1000, size: info.size + 1 };
    const newer = await cache.get(script, changed, 'br', { immutable: false });
    await cache.settled();
    expect((await cache.get(script, changed, 'br')).equals(newer)).toBe(true);
  });
});
