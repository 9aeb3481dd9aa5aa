/**
 * The one list of modules every app shares as a singleton. One React, one router, one query cache,
 * one Firebase Auth instance and one copy of the shared packages across the shell and all remotes:
 * that is what lets a remote read the shell's contexts.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // TanStack Query, through shared-api's facade: tree-shaken to what the apps use (see
  // shared-api/src/query). Shipped app code imports its values from there only (lint).
  'shared-api/query',
  'firebase/app',
  'firebase/auth',
  'shared-api',
  'shared-ui',
  // The router, through shared-ui's facade: react-router tree-shaken to what the apps use (see
  // shared-ui/src/router). react-router itself is never imported by shipped app code (lint).
  'shared-ui/router',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

/** The package whose installed version a shared module is pinned to (`react/jsx-runtime` → `react`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * The packages whose shared copy carries React or a React context: a remote that shares any of
 * them renders inside the shell's React tree and must use the shell's React. An island shares none
 * of them and bundles its own. `shared-api`'s main entry is React-bound (its hooks and session
 * context); a React-free entry of it would not be.
 */
const REACT_BOUND_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'shared-ui',
];

/** shared-api's entries that carry React: its hooks and session, and TanStack Query's facade. */
const REACT_BOUND_SHARED_API = ['shared-api', 'shared-api/query'];

/** Whether a shared module (`react/jsx-runtime`, `shared-ui/router`, `shared-api`…) is React-bound. */
export function isReactBound(specifier: string): boolean {
  return (
    REACT_BOUND_SHARED_API.includes(specifier) ||
    REACT_BOUND_PACKAGES.includes(packageOf(specifier))
  );
}
