/**
 * The per-process cache of visitors' answers to conditional reads (the feed, an event page): the
 * same bytes for every visitor, so a burst of visitors costs one database read per page and TTL.
 *
 * Per instance and safe to lose: nothing else reads it, a restart starts empty. Freshness:
 * - a successful write in this process clears it (`clear`), so this process's own edits, likes and
 *   purchases show at once;
 * - other instances' writes show within `ttlMs` (and the sweeps' changes, which are not requests);
 * - a computation that began before a clear is not stored (a generation number), so a read racing a
 *   write cannot put the old answer back.
 * One computation per key at a time: the first visitor to miss computes (`claim`), later ones wait
 * for its answer (`wait`) instead of asking the database the same thing at once.
 */
import type { EncodedCopies } from './answer-encoding';

export interface CachedAnswer extends EncodedCopies {
  /** The body's bytes, encoded once: a hit writes them as they are (no per-request UTF-8 work). */
  payload: Buffer;
  etag: string;
  contentType: string;
}

export interface AnswerCacheOptions {
  ttlMs: number;
  /** Oldest entries go first past this (continuation tokens make the key space unbounded). */
  maxEntries?: number;
  /**
   * Oldest entries go first while the bodies kept add up to more than this (compressed copies made
   * later are not counted: at most a body's size again). Unbounded by default.
   */
  maxBytes?: number;
  /** Milliseconds on a monotonic clock; `performance.now` by default. */
  now?: () => number;
}

/** What the visitor who computes an answer holds until it is in (or failed). */
export interface Claim {
  /** Stores the answer (null: nothing to store, e.g. an error) and wakes the waiters. Idempotent. */
  settle(answer: CachedAnswer | null): void;
}

interface Entry {
  answer: CachedAnswer;
  expiresAt: number;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CachedAnswer | null>>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;
  private readonly now: () => number;

  constructor(options: AnswerCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? Infinity;
    this.now = options.now ?? (() => performance.now());
  }

  /** A fresh answer, if any. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.answer;
    this.remove(key);
    return undefined;
  }

  /** The answer another request is computing for this key, if one is. */
  wait(key: string): Promise<CachedAnswer | null> | undefined {
    return this.inFlight.get(key);
  }

  /** Makes the caller the one computing this key's answer. */
  claim(key: string): Claim {
    const generation = this.generation;
    let wake!: (answer: CachedAnswer | null) => void;
    const promise = new Promise<CachedAnswer | null>((resolve) => (wake = resolve));
    this.inFlight.set(key, promise);
    let settled = false;
    return {
      settle: (answer) => {
        if (settled) return;
        settled = true;
        if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
        // Computed from data a write may have changed since: hand it to the waiters (they asked
        // before the write too) but do not keep it.
        if (answer && generation === this.generation) this.store(key, answer);
        wake(answer);
      },
    };
  }

  /** Forgets every answer, and every computation under way, after a write. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
    this.inFlight.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes of the bodies kept. */
  get sizeInBytes(): number {
    return this.bytes;
  }

  private store(key: string, answer: CachedAnswer): void {
    // A body larger than the whole budget is answered, never kept.
    if (answer.payload.length > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { answer, expiresAt: this.now() + this.ttlMs });
    this.bytes += answer.payload.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.answer.payload.length;
    this.entries.delete(key);
  }
}
