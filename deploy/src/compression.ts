import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible } from './content-types';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this, headers outweigh the savings. */
export const MIN_COMPRESS_BYTES = 1024;
/** Above this, stream the file as is rather than hold it in memory. */
export const MAX_COMPRESS_BYTES = 8 * 1024 * 1024;

/** Whether a file of this type and size is sent compressed (when the client takes it). */
export function isWorthCompressing(contentType: string, size: number): boolean {
  return isCompressible(contentType) && size >= MIN_COMPRESS_BYTES && size <= MAX_COMPRESS_BYTES;
}

/** Pick brotli over gzip when the client takes both; honour `;q=0`. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

interface CacheEntry {
  key: string;
  body: Buffer;
}

/**
 * Brotli quality for a body made while a request waits: about as small as gzip -9, at a fraction
 * of brotli's best cost (a few ms for 200 KB instead of a quarter of a second).
 */
export const QUICK_BROTLI_QUALITY = 5;
/**
 * For a file that never changes (a content-hashed script): brotli's smallest body, 8–10 % below
 * the quick one on our scripts. Made once, in the background, and served to every later visitor.
 */
export const BEST_BROTLI_QUALITY = 11;

export interface CompressOptions {
  /** The file never changes (cached `immutable`): worth brotli's best quality, made once. */
  immutable?: boolean;
}

/**
 * Compressed bodies, kept per file + encoding and keyed by mtime and size, so each file is
 * compressed once per change. Bounded by total bytes; the oldest entry goes first (a Map keeps
 * insertion order, and a hit re-inserts).
 *
 * An immutable file's first brotli body is the quick one, so the first visitor does not wait; the
 * best one is made beside it (zlib's thread pool, off the event loop) and replaces it when done.
 */
export class CompressionCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly upgrades = new Map<string, Promise<void>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  async get(
    file: string,
    stat: { mtimeMs: number; size: number },
    encoding: Encoding,
    { immutable = false }: CompressOptions = {},
  ): Promise<Buffer> {
    const id = `${encoding}:${file}`;
    const key = `${stat.mtimeMs}:${stat.size}`;
    const hit = this.entries.get(id);
    if (hit && hit.key === key) {
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit.body;
    }
    const raw = await readFile(file);
    const body =
      encoding === 'br'
        ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI_QUALITY } })
        : await gz(raw, { level: 9 });
    this.set(id, { key, body });
    if (encoding === 'br' && immutable) this.upgrade(id, key, raw);
    return body;
  }

  /** Resolves once every best-quality body under way is in (tests, benchmarks). */
  async settled(): Promise<void> {
    while (this.upgrades.size > 0) await Promise.all(this.upgrades.values());
  }

  private upgrade(id: string, key: string, raw: Buffer): void {
    if (this.upgrades.has(id)) return;
    const made = brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    })
      .then((body) => {
        // Only over the body it was made for: the file may have changed meanwhile.
        if (this.entries.get(id)?.key === key) this.set(id, { key, body });
      })
      .catch(() => {}) // the quick body stays
      .finally(() => this.upgrades.delete(id));
    this.upgrades.set(id, made);
  }

  private set(id: string, entry: CacheEntry): void {
    const old = this.entries.get(id);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(id);
    }
    if (entry.body.length > this.maxBytes) return;
    this.entries.set(id, entry);
    this.bytes += entry.body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.length;
    }
  }
}
