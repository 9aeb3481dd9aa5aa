import { describe, expect, it } from 'vitest';
import { definePages } from '../src/remote-pages';
import { exposesOf } from './create-remote-config';

describe('exposesOf', () => {
  it('exposes each page module once, from its kebab-case file, plus the probe and lifecycles', () => {
    const exposes = exposesOf(
      definePages({
        load: () => Promise.reject(new Error('unused')),
        pages: [
          { path: '/app/a', page: 'ComingSoonPage' },
          { path: '/app/b', page: 'ComingSoonPage' },
          { path: '/app/pass', page: 'PassListPage' },
        ],
      }),
    );
    expect(Object.keys(exposes)).toEqual([
      './ComingSoonPage',
      './PassListPage',
      './ContextProbe',
      './lifecycles',
    ]);
    expect(exposes['./PassListPage']).toBe('./src/pages/pass-list-page.tsx');
    expect(exposes['./ContextProbe']).toMatch(/platform\/standalone\/remote-context-probe\.tsx$/);
  });

  it('exposes no ContextProbe for an island: it cannot render inside the shell’s React tree', () => {
    const exposes = exposesOf(
      definePages({
        load: () => Promise.reject(new Error('unused')),
        pages: [{ path: '/app/island', page: 'IslandHomePage' }],
      }),
      { island: true },
    );
    expect(exposes).toEqual({
      './IslandHomePage': './src/pages/island-home-page.tsx',
      './lifecycles': './src/lifecycles.ts',
    });
  });
});
