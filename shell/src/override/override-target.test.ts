import { describe, expect, it } from 'vitest';
import {
  displayBase,
  entryUrlOf,
  manifestUrlOf,
  overrideParamOf,
  parseOverrideParam,
} from './override-target';

describe('parseOverrideParam', () => {
  it('reads a remote and the address of its build', () => {
    expect(parseOverrideParam('mf-events@http://localhost:3012')).toEqual({
      target: { package: 'mf-events', base: 'http://localhost:3012/' },
    });
    // A build's folder, or the manifest's or the entry's own URL, names the same folder.
    for (const address of [
      'https://preview.example/mf-events/pr-12',
      'https://preview.example/mf-events/pr-12/',
      'https://preview.example/mf-events/pr-12/mf-manifest.json',
      'https://preview.example/mf-events/pr-12/remoteEntry.js',
    ]) {
      expect(parseOverrideParam(`mf-events@${address}`), address).toEqual({
        target: { package: 'mf-events', base: 'https://preview.example/mf-events/pr-12/' },
      });
    }
  });

  it('says what is wrong with anything else', () => {
    for (const [value, problem] of [
      ['http://localhost:3012', /is not <remote>@<address>/],
      ['events@http://localhost:3012', /is not <remote>@<address>/],
      ['@http://localhost:3012', /is not <remote>@<address>/],
      ['mf-events@localhost:3012', /not an http or https address/],
      ['mf-events@javascript:alert(1)', /not an http or https address/],
      ['mf-events@not a url', /is not an address/],
      ['mf-events@http://user:pw@localhost:3012', /plain address/],
      ['mf-events@http://localhost:3012/?x=1', /plain address/],
    ] as const) {
      const parsed = parseOverrideParam(value);
      expect('problem' in parsed && parsed.problem, value).toMatch(problem);
    }
  });
});

describe('addresses', () => {
  it('points at the entry and the manifest, and reads back as the parameter', () => {
    const target = { package: 'mf-events', base: 'http://localhost:3012/' };
    expect(entryUrlOf(target)).toBe('http://localhost:3012/remoteEntry.js');
    expect(manifestUrlOf(target)).toBe('http://localhost:3012/mf-manifest.json');
    expect(displayBase(target.base)).toBe('http://localhost:3012');
    expect(displayBase('https://p.example/a/')).toBe('https://p.example/a/');
    expect(overrideParamOf(target)).toBe('mf-events@http://localhost:3012');
    expect(parseOverrideParam(overrideParamOf(target))).toEqual({ target });
  });
});
