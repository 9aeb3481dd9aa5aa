import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pinned to this folder so `include` means the same whether vitest runs from the repo root
  // (`--config shared-api/vitest.config.ts`) or from here.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'shared-api',
    include: ['src/**/*.test.{ts,tsx}'],
    // DOM tests opt in with `// @vitest-environment jsdom` at the top of the file.
    environment: 'node',
    // Isolated, unlike the remotes' suites: the session tests mock firebase/app and firebase/auth
    // (vi.mock), which needs a fresh module graph per file.
  },
});
