import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    // The repository root: these tests check root files (eslint.config.js) and the orchestrators.
    root: `${import.meta.dirname}/..`,
    include: ['scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
