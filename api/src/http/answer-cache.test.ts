import { describe, expect, it } from 'vitest';
import { AnswerCache, type CachedAnswer } from './answer-cache';

const answer = (payload: string): CachedAnswer => ({
  payload: Buffer.from(payload),
  etag: `"${payload}"`,
  contentType: 'application/json',
});

function cacheAt(options: { ttlMs?: number; maxEntries?: number; maxBytes?: number } = {}) {
  let now = 0;
  const cache = new AnswerCache({ ttlMs: options.ttlMs ?? 1000, ...options, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('AnswerCache', () => {
  it('keeps an answer for its TTL, then forgets it', () => {
    const { cache, advance } = cacheAt({ ttlMs: 1000 });
    cache.claim('feed').settle(answer('a'));
    advance(999);
    expect(cache.get('feed')?.payload.toString()).toBe('a');
    advance(1);
    expect(cache.get('feed')).toBeUndefined();
  });

  it('lets later requests wait for the one computing, and wakes them with its answer', async () => {
    const { cache } = cacheAt();
    const claim = cache.claim('feed');
    const waiting = cache.wait('feed');
    expect(waiting).toBeDefined();
    claim.settle(answer('a'));
    await expect(waiting).resolves.toMatchObject({ payload: Buffer.from('a') });
    expect(cache.wait('feed')).toBeUndefined();
  });

  it('wakes waiters with nothing when the computation failed, and stores nothing', async () => {
    const { cache } = cacheAt();
    const claim = cache.claim('feed');
    const waiting = cache.wait('feed');
    claim.settle(null);
    claim.settle(answer('late')); // settling twice changes nothing
    await expect(waiting).resolves.toBeNull();
    expect(cache.get('feed')).toBeUndefined();
  });

  it('does not store an answer computed before a write cleared the cache', () => {
    const { cache } = cacheAt();
    const before = cache.claim('feed');
    cache.clear();
    before.settle(answer('old'));
    expect(cache.get('feed')).toBeUndefined();
    // Control: the same sequence without the clear stores it.
    cache.claim('feed').settle(answer('new'));
    expect(cache.get('feed')?.payload.toString()).toBe('new');
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.claim(key).settle(answer(key));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.payload.toString()).toBe('c');
  });

  it('holds at most maxBytes of bodies, dropping the oldest, and never keeps one larger', () => {
    const { cache, advance } = cacheAt({ maxBytes: 10 });
    cache.claim('a').settle(answer('aaaa'));
    cache.claim('b').settle(answer('bbbb'));
    expect(cache.sizeInBytes).toBe(8);
    cache.claim('c').settle(answer('cccc'));
    expect([cache.get('a'), cache.sizeInBytes]).toEqual([undefined, 8]);
    // A body stored again under its key replaces the old one's bytes.
    cache.claim('c').settle(answer('cc'));
    expect(cache.sizeInBytes).toBe(6);
    cache.claim('huge').settle(answer('x'.repeat(11)));
    expect([cache.get('huge'), cache.get('b')?.payload.toString()]).toEqual([undefined, 'bbbb']);
    // Expired and cleared entries give their bytes back.
    advance(1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.sizeInBytes).toBe(2);
    cache.clear();
    expect(cache.sizeInBytes).toBe(0);
  });
});
