import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS, isReactBound } from './shared-singletons';

describe('isReactBound', () => {
  it('names React, the router, the query bindings and the shared packages with React in them', () => {
    expect(SHARED_SINGLETONS.filter(isReactBound)).toEqual([
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'shared-api/query',
      'shared-api',
      'shared-ui',
      'shared-ui/router',
    ]);
    expect(isReactBound('react-router')).toBe(true);
    // A remote built before the facade shares react-query itself.
    expect(isReactBound('@tanstack/react-query')).toBe(true);
  });

  it('leaves what carries no React: Firebase, the query core, a React-free shared-api entry', () => {
    expect(SHARED_SINGLETONS.filter((s) => !isReactBound(s))).toEqual([
      'firebase/app',
      'firebase/auth',
    ]);
    expect(isReactBound('@tanstack/query-core')).toBe(false);
    expect(isReactBound('shared-api/startup-read')).toBe(false);
    expect(isReactBound('react-is-not-react')).toBe(false);
  });
});
