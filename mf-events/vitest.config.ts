import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-events',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
  },
});
