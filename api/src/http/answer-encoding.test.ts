import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodedCopy, encodedEtag } from './answer-encoding';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0,gzip;q=0', null],
    ['deflate', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
    // Asked again (now from the remembered choices): the same answer.
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('still parses every value once more than it remembers distinct ones', () => {
    for (let i = 0; i < 100; i++) expect(chooseEncoding(`x-${i}, gzip`)).toBe('gzip');
    for (let i = 0; i < 100; i++) expect(chooseEncoding(`br, y-${i}`)).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
  });
});

describe('encodedCopy', () => {
  const body = JSON.stringify({ data: { events: Array.from({ length: 50 }, (_, i) => ({ i })) } });

  it('compresses once and keeps the copy on the answer', () => {
    const answer: { payload: Buffer; encoded?: Record<string, Buffer> } = {
      payload: Buffer.from(body),
    };
    const br = encodedCopy(answer, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(br.length).toBeLessThan(answer.payload.length / 2);
    expect(encodedCopy(answer, 'br')).toBe(br);

    const gzip = encodedCopy(answer, 'gzip');
    expect(gunzipSync(gzip).toString()).toBe(body);
    expect(answer.encoded).toEqual({ br, gzip });
  });
});

describe('encodedEtag', () => {
  it('names the encoding inside the quotes, so each representation has its own strong tag', () => {
    expect(encodedEtag('"abc123"', 'br')).toBe('"abc123-br"');
    expect(encodedEtag('"abc123"', 'gzip')).toBe('"abc123-gzip"');
  });
});
