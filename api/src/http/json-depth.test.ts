import { describe, expect, it } from 'vitest';
import { jsonNestingDepth } from './json-depth';

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings or after escapes', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonNestingDepth('{"a":"\\"[[["}')).toBe(1);
    expect(jsonNestingDepth('[[],[[]]]')).toBe(3);
  });

  it('measures 100,000 levels without recursion', () => {
    expect(jsonNestingDepth('['.repeat(100_000) + ']'.repeat(100_000))).toBe(100_000);
  });
});
