import { defineConfig } from 'vitest/config';

/** Checks across the whole repository: the path builders against every remote's pages, new-remote. */
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    // new-remote.test.ts builds a generated remote with rspack.
    testTimeout: 120_000,
  },
});
