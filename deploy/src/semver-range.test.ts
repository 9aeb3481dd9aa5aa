import { describe, expect, it } from 'vitest';
import { satisfies } from './semver-range';

describe('satisfies', () => {
  it.each([
    ['19.2.0', '^19.2.0', true],
    ['19.3.1', '^19.2.0', true],
    ['20.0.0', '^19.2.0', false],
    ['19.1.9', '^19.2.0', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['2.2.10', '~2.2.9', true],
    ['2.3.0', '~2.2.9', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '=1.2.3', false],
    ['5.0.0', '>=4.0.0 <6', true],
    ['6.0.0', '>=4.0.0 <6', false],
    ['7.9.4', '7.x', true],
    ['8.0.0', '7.x', false],
    ['7.9.4', '^7.x', true],
    ['1.5.0', '1.2.3 - 2', true],
    ['3.0.0', '1.2.3 - 2', false],
    ['18.3.1', '^18.0.0 || ^19.0.0', true],
    ['17.0.0', '^18.0.0 || ^19.0.0', false],
    ['12.3.0', '*', true],
    ['12.3.0', '', true],
    ['4.1.0', '>= 4.0.0', true],
    ['19.0.0-rc.1', '^19.0.0', false],
    ['19.0.0-rc.2', '^19.0.0-rc.1', true],
    ['19.1.0-rc.1', '^19.0.0-rc.1', false],
    ['19.0.0', '^19.0.0-rc.1', true],
    ['not-a-version', '*', false],
  ])('%s in %s is %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('throws on a range it cannot read', () => {
    expect(() => satisfies('1.0.0', '^banana')).toThrow(/invalid version range/);
  });
});
