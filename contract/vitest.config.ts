import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pinned to this folder so `include` means the same from the repo root and from here.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
