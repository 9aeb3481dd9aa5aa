import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-host',
    root: import.meta.dirname,
    // Page tests live in test/pages: src/pages is a bundler context (src/pages.ts loads it), and a
    // test file there would be bundled with vitest.
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Isolated, unlike the other remotes' suites: the scan page's test mocks the barcode detector
    // (vi.mock) that its own test loads for real, which needs a fresh module graph per file.
    setupFiles: ['./test/setup.ts'],
  },
});
