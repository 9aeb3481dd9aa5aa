import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS, isReactBound } from './shared-singletons';

describe('isReactBound', () => {
  it('names React, the router, the query bindings and the shared packages with React in them', () => {
    expect(SHARED_SINGLETONS.filter(isReactBound)).toEqual([
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      '@tanstack/react-query',
      'shared-api',
      'shared-ui',
      'shared-ui/router',
    ]);
    expect(isReactBound('react-router')).toBe(true);
  });

  it('leaves what carries no React: the query core, Firebase, a React-free shared-api entry', () => {
    expect(SHARED_SINGLETONS.filter((s) => !isReactBound(s))).toEqual([
      '@tanstack/query-core',
      'firebase/app',
      'firebase/auth',
    ]);
    expect(isReactBound('shared-api/startup-read')).toBe(false);
    expect(isReactBound('react-is-not-react')).toBe(false);
  });
});
