import { describe, expect, it } from 'vitest';
import { etagOf, ifNoneMatchHolds } from './etag';

describe('etagOf', () => {
  it('is a quoted tag that changes with any byte of the body', () => {
    const tag = etagOf('{"data":{"isLiked":false}}');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(etagOf('{"data":{"isLiked":false}}')).toBe(tag);
    expect(etagOf('{"data":{"isLiked":true}}')).not.toBe(tag);
  });
});

describe('ifNoneMatchHolds', () => {
  const tag = etagOf('body');

  it.each([
    [tag, true],
    [`W/${tag}`, true],
    [`"other", ${tag}`, true],
    ['*', true],
    ['"other"', false],
    [tag.slice(1, -1), false],
    ['', false],
  ])('If-None-Match %s → %s', (header, holds) => {
    expect(ifNoneMatchHolds(header, tag)).toBe(holds);
  });

  it('is false without the header', () => {
    expect(ifNoneMatchHolds(undefined, tag)).toBe(false);
  });
});
