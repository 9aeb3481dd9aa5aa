import { describe, expect, it } from 'vitest';
import { parseSharedSurface, sharedSurfaceProblems } from './shared-surface';

const shell = { 'shared-api': { version: '1.0.0', names: ['paths', 'useSession'] } };

describe('sharedSurfaceProblems', () => {
  it('accepts a remote that imports only what the shell provides', () => {
    const needs = { 'shared-api': { version: '1.0.0', names: ['paths'] } };
    expect(sharedSurfaceProblems(needs, shell)).toEqual([]);
  });

  it('names every export the shell lacks, with both versions', () => {
    const needs = { 'shared-api': { version: '1.2.0', names: ['paths', 'useChat', 'useWallet'] } };
    expect(sharedSurfaceProblems(needs, shell)).toEqual([
      'imports shared-api exports useChat, useWallet (built against shared-api 1.2.0) but the shell provides shared-api 1.0.0 without them',
    ]);
  });

  it('names a shared package the shell does not provide at all', () => {
    const needs = { 'shared-ui': { version: '1.0.0', names: ['Button'] } };
    expect(sharedSurfaceProblems(needs, shell)).toEqual([
      'imports shared-ui (built against 1.0.0) but the shell does not provide it',
    ]);
  });
});

describe('parseSharedSurface', () => {
  it('refuses a malformed file', () => {
    expect(() => parseSharedSurface({ 'shared-api': { version: 1 } }, 'x.json')).toThrow(
      'x.json: "shared-api" must hold { version, names }',
    );
    expect(() => parseSharedSurface([], 'x.json')).toThrow('x.json is not an object');
  });
});
