import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-auth',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
