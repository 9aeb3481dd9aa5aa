import { defineConfig } from 'vitest/config';

/**
 * Checks across the whole repository: the lint rules, the path builders against every remote's
 * pages, new-remote. The root is the repository, since they read root files (eslint.config.js,
 * remotes.json).
 */
export default defineConfig({
  test: {
    name: 'scripts',
    root: `${import.meta.dirname}/..`,
    include: ['scripts/**/*.test.ts'],
    environment: 'node',
    // new-remote.test.ts builds a generated remote with rspack.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
