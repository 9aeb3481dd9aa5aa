import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-auth',
    root: import.meta.dirname,
    // Page tests live in test/pages: src/pages is a bundler context (src/pages.ts loads it), and a
    // test file there would be bundled with vitest.
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
  },
});
