import { describe, expect, it } from 'vitest';
import { toPrefixTsquery } from './search-query';

describe('toPrefixTsquery', () => {
  it('matches every word as a prefix', () => {
    expect(toPrefixTsquery('Roof  JAZ')).toBe('roof:* & jaz:*');
  });

  it('drops tsquery syntax and punctuation', () => {
    expect(toPrefixTsquery("jazz & !night | (x) 'y':*")).toBe('jazz:* & night:* & x:* & y:*');
  });

  it('keeps letters of any script and digits', () => {
    expect(toPrefixTsquery('Café 2026 東京')).toBe('café:* & 2026:* & 東京:*');
  });

  it('finds nothing to search in punctuation alone', () => {
    expect(toPrefixTsquery('!!! ???')).toBeNull();
  });

  it('caps the number of words and drops repeats', () => {
    expect(toPrefixTsquery('a a b c d e f g h i j')).toBe(
      'a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*',
    );
  });
});
