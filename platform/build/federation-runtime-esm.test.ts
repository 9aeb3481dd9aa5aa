import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { federationRuntimeEsmAliases } from './federation-runtime-esm';

const shellDir = fileURLToPath(new URL('../../shell', import.meta.url));

describe('federationRuntimeEsmAliases', () => {
  const aliases = federationRuntimeEsmAliases(shellDir);

  it('points the two absolute .cjs entry points the plugins import at their ES module builds', () => {
    const absolute = Object.entries(aliases).filter(([from]) => path.isAbsolute(from));
    expect(absolute.map(([from]) => path.basename(path.dirname(path.dirname(from))))).toEqual([
      'webpack-bundler-runtime',
      'inject-external-runtime-core-plugin',
    ]);
    for (const [from, to] of absolute) {
      expect(from).toMatch(/\/dist\/index\.cjs$/);
      expect(to).toBe(from.replace(/\.cjs$/, '.js'));
    }
  });

  it('sends @module-federation/runtime to its ES module build', () => {
    expect(aliases['@module-federation/runtime']).toMatch(/\/runtime\/dist\/index\.js$/);
  });

  it('aims only at ES modules: each target imports and exports, and never requires', () => {
    for (const target of Object.values(aliases)) {
      const source = readFileSync(target, 'utf8');
      expect(source, target).toMatch(/^export /m);
      expect(source, target).not.toMatch(/\brequire\(/);
    }
  });

  it('refuses an app folder where the federation runtime is not installed', () => {
    expect(() => federationRuntimeEsmAliases('/')).toThrow(/Cannot find module/);
  });
});
