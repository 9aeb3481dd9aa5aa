// The api suite: real HTTP, a real database (PGlite by default; PostgreSQL with TEST_DB=postgres
// and DATABASE_URL pointing at a server) and the real Firebase Auth emulator. See api/README.md.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const testDb = process.env.TEST_DB ?? 'pglite';

export default defineConfig({
  test: {
    name: testDb === 'pglite' ? 'api' : `api-${testDb}`,
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // One module graph per worker, not per file: each file still opens its own database and server,
    // and importing Fastify, drizzle, PGlite and firebase-admin afresh for every file cost about
    // half the suite's time on two cores (docs/performance.md, "The test suite's time").
    isolate: false,
    testTimeout: 20_000,
    // Starting the Auth emulator (~11–15 s) happens in global setup; per-file setup copies a database.
    hookTimeout: 60_000,
  },
});
