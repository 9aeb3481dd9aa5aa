import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** Each remote's tests, from the one list of remotes (`remotes.json`, checked by every build). */
const remoteList = JSON.parse(readFileSync(new URL('./remotes.json', import.meta.url), 'utf8')) as {
  remotes: { package: string }[];
};
const remotes = remoteList.remotes.map((r) => `${r.package}/vitest.config.ts`);

/**
 * Every unit and API test in one run. The API suite runs against embedded PGlite always, and
 * again against a real PostgreSQL server when DATABASE_URL is set (CI sets it).
 */
const apiOnPostgres = process.env.DATABASE_URL
  ? [
      {
        extends: './api/vitest.config.ts',
        test: { name: 'api-postgres', env: { TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      'contract/vitest.config.ts',
      'platform/vitest.config.ts',
      'shared-api/vitest.config.ts',
      'shared-ui/vitest.config.ts',
      'shell/vitest.config.ts',
      ...remotes,
      'scripts/vitest.config.ts',
      'deploy/vitest.config.ts',
      {
        extends: './api/vitest.config.ts',
        test: { name: 'api-pglite', env: { TEST_DB: 'pglite' } },
      },
      ...apiOnPostgres,
    ],
  },
});
