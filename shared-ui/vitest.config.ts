import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pinned to this folder so the include pattern and setup file resolve the same way whether
  // vitest runs from the repo root (`--config shared-ui/vitest.config.ts`) or from here.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'shared-ui',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One module graph and DOM per worker, not per file: setting up jsdom and importing React
    // afresh for every file was nine tenths of this suite's time. Testing Library's cleanup runs
    // after every test (setup file), and no test leans on a fresh module.
    isolate: false,
    setupFiles: ['./test/setup.ts'],
  },
});
