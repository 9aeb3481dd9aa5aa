import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'platform',
    root: import.meta.dirname,
    include: [
      'src/**/*.test.ts',
      'build/**/*.test.ts',
      'react/**/*.test.tsx',
      'island/**/*.test.tsx',
    ],
    environment: 'node',
  },
});
