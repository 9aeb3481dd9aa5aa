// Flat config for the whole monorepo. Type-aware rules are left out on purpose: `npm run typecheck`
// already runs the compiler, and type-aware linting would run it a second time.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';

/** The remotes come from the one list of remotes (`remotes.json`). */
const remotes = JSON.parse(
  readFileSync(new URL('./remotes.json', import.meta.url), 'utf8'),
).remotes.map((r) => r.package);
const packages = ['platform', 'shared-api', 'shared-ui', 'shell', ...remotes, 'api', 'deploy'];

/** The subpath exports of a workspace package, e.g. `['testing']` for `"./testing"`. */
function declaredSubpaths(pkg) {
  const json = JSON.parse(readFileSync(new URL(`./${pkg}/package.json`, import.meta.url), 'utf8'));
  return Object.keys(json.exports ?? {})
    .filter((key) => key !== '.')
    .map((key) => key.replace(/^\.\//, ''));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A package's public face is its src/index.ts: nothing reaches into another package's files.
      'no-restricted-imports': [
        'error',
        {
          // A package's other faces are the subpaths its package.json `exports` declares
          // (platform/build, platform/standalone, shared-api/testing, …).
          patterns: packages.map((p) => ({
            group: [`${p}/*`, ...declaredSubpaths(p).map((sub) => `!${p}/${sub}`)],
            message: `Import '${p}' through its declared exports only.`,
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'shared-api/src/**/*.ts', 'shared-ui/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
