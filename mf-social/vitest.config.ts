import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-social',
    root: import.meta.dirname,
    // Page tests live in test/pages: src/pages is a bundler context (src/pages.ts loads it), and a
    // test file there would be bundled with vitest.
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One module graph and DOM per worker, not per file: setting up jsdom and importing React
    // afresh for every file was nine tenths of this suite's time. Testing Library's cleanup runs
    // after every test (setup file), and no test leans on a fresh module.
    isolate: false,
    setupFiles: ['./test/setup.ts'],
  },
});
