import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The build defines these (platform/build); tests get fixed values.
  define: { __APP_NAME__: JSON.stringify('shell'), __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    name: 'shell',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    // Isolated, unlike the remotes' suites: the remote registry's tests mock the federation
    // runtime module (vi.mock), which needs a fresh module graph per file.
  },
});
