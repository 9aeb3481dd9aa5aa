// Flat config for the whole monorepo. Type-aware rules are left out on purpose: `npm run typecheck`
// already runs the compiler, and type-aware linting would run it a second time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ROOT = import.meta.dirname;
const { 'import-x/resolver': _, ...importXTypeScriptSettings } =
  importX.flatConfigs.typescript.settings;

/** The layers, bottom up: each may import only from the layers below it (and itself). */
const SHARED = ['shared-api', 'shared-ui'];
// The remotes come from the one list of remotes (`remotes.json`).
const REMOTES = JSON.parse(readFileSync(new URL('./remotes.json', import.meta.url), 'utf8'))
  .remotes.map((r) => r.package)
  .sort();
const APPS = ['shell', ...REMOTES];
const packages = ['contract', 'platform', ...SHARED, ...APPS, 'api', 'deploy'];
const FRONTEND = ['platform', ...SHARED, ...APPS];

/** Files that run under test or build tooling, not in a shipped bundle or server. */
const TOOLING = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/test-support/**',
  '**/testing/**',
  '**/*.config.{ts,js}',
  '**/scripts/**',
  // Build pieces imported by rspack configs (platform's, the shell's landing page prerender).
  'build/**',
];

/** The feature folders of a remote: `src/features/<name>`. */
function featuresOf(app) {
  try {
    return readdirSync(path.join(ROOT, app, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const zone = (target, from, message) => ({ target: `./${target}`, from: `./${from}`, message });

/**
 * Imports run one way, checked on resolved files (package names and relative paths alike):
 * shared → platform → shell and remotes; a remote never reaches into another remote or the shell;
 * inside a remote, shared components → features → pages, and no feature imports another.
 */
const restrictedZones = [
  ...['platform', ...SHARED, ...APPS, 'api', 'deploy'].map((p) =>
    zone('contract', p, 'The contract is the bottom layer: it imports only TypeBox.'),
  ),
  ...SHARED.flatMap((p) =>
    ['platform', ...APPS, 'api', 'deploy'].map((app) =>
      zone(p, app, `${p} is a shared package: it never imports an app or platform.`),
    ),
  ),
  ...APPS.map((app) => zone('platform', app, 'platform never imports an app.')),
  ...REMOTES.flatMap((remote) =>
    APPS.filter((other) => other !== remote).map((other) =>
      zone(remote, other, `A remote never imports ${other}: share through shared-api/shared-ui.`),
    ),
  ),
  ...REMOTES.map((remote) => zone('shell', remote, 'The shell loads remotes at run time only.')),
  ...APPS.flatMap((app) => [
    ...featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message:
        'Features do not import each other: move the shared piece to src/components/ of this app.',
    })),
    zone(`${app}/src/features`, `${app}/src/pages`, 'A feature never imports a page.'),
    zone(
      `${app}/src/components`,
      `${app}/src/features`,
      'Shared components never import a feature.',
    ),
    zone(`${app}/src/components`, `${app}/src/pages`, 'Shared components never import a page.'),
    // src/api: the API files several features of one app use; they sit below the features.
    ...['features', 'pages', 'components'].map((layer) =>
      zone(
        `${app}/src/api`,
        `${app}/src/${layer}`,
        `src/api is below ${layer}: it never imports them.`,
      ),
    ),
  ]),
];

/** The folders directly under a package's src (or any folder), by name. */
function foldersOf(dir) {
  try {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * The floors inside the API, the shell and shared-api (docs/architecture.md): each folder imports
 * only folders on its own floor or below, so the folder graph has no cycle
 * (scripts/folder-cycles.test.ts). `app` assembles the rest and nothing imports it; the API's
 * `http` (with `auth`, `db`, `time`) and shared-api's `http` sit at the bottom; the API's domains
 * sit below `account` (deleting a person reaches every domain) and `routes` (the endpoints).
 */
const API_BOTTOM = ['http', 'auth', 'db', 'time'];
const API_ABOVE_DOMAINS = ['app', 'routes', 'account', 'seed'];
const apiFolders = foldersOf('api/src');
const apiDomains = apiFolders.filter(
  (f) => !API_BOTTOM.includes(f) && !API_ABOVE_DOMAINS.includes(f),
);
const floorZones = [
  ...apiFolders
    .filter((f) => !API_BOTTOM.includes(f))
    .map((f) =>
      zone(
        'api/src/http',
        `api/src/${f}`,
        `api/src/http is the bottom floor: it imports only ${API_BOTTOM.join(', ')}.`,
      ),
    ),
  ...apiFolders
    .filter((f) => f !== 'app')
    .map((f) =>
      zone(`api/src/${f}`, 'api/src/app', 'api/src/app assembles the server: nothing imports it.'),
    ),
  ...apiDomains.flatMap((f) =>
    ['routes', 'account'].map((above) =>
      zone(
        `api/src/${f}`,
        `api/src/${above}`,
        `A domain folder never imports api/src/${above}, the floor above it.`,
      ),
    ),
  ),
  ...foldersOf('shell/src')
    .filter((f) => f !== 'app')
    .map((f) =>
      zone(
        `shell/src/${f}`,
        'shell/src/app',
        'shell/src/app assembles the shell: nothing imports it.',
      ),
    ),
  ...['layout', 'pages', 'remotes', 'islands'].map((above) =>
    zone(
      'shell/src/router',
      `shell/src/${above}`,
      `The router sits below ${above}: the route table in src/app joins them.`,
    ),
  ),
  ...foldersOf('shared-api/src')
    .filter((f) => f !== 'http')
    .map((f) =>
      zone(
        'shared-api/src/http',
        `shared-api/src/${f}`,
        'shared-api/src/http is the bottom floor: it imports no other folder.',
      ),
    ),
];

/** The subpath exports of a workspace package, e.g. `['testing']` for `"./testing"`. */
function declaredSubpaths(pkg) {
  const json = JSON.parse(readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
  return Object.keys(json.exports ?? {})
    .filter((key) => key !== '.')
    .map((key) => key.replace(/^\.\//, ''));
}

/** A package's other faces are the subpaths its package.json `exports` declares. */
const PACKAGE_FACES = {
  // (platform/build, platform/standalone, shared-api/testing, …)
  patterns: packages.map((p) => ({
    group: [`${p}/*`, ...declaredSubpaths(p).map((sub) => `!${p}/${sub}`)],
    message: `Import '${p}' through its declared exports only.`,
  })),
};

/**
 * Shipped app code reaches the router through `shared-ui/router`, the shared singleton: a remote
 * that imported react-router itself would bundle a second router and lose the shell's context.
 * Tests and build-time code may use react-router directly (MemoryRouter, StaticRouter).
 */
const ROUTER_THROUGH_SHARED_UI = ['react-router', 'react-router-dom', 'react-router/dom'].map(
  (name) => ({ name, message: "Import the router from 'shared-ui/router' (one shared router)." }),
);
/**
 * Shipped app code reaches TanStack Query through `shared-api/query`, the shared singleton that
 * re-exports the names the apps use (so the shell ships react-query tree-shaken, not whole).
 * Types are erased at build time and may come from the package itself; shared-api's own hooks
 * and tests import it directly (the same module underneath).
 */
const QUERY_THROUGH_SHARED_API = ['@tanstack/react-query', '@tanstack/query-core'].map((name) => ({
  name,
  allowTypeImports: true,
  message: "Import TanStack Query from 'shared-api/query' (one shared query client).",
}));
/**
 * Shipped browser code takes only types from the contract's main entry: its values (schemas, the
 * endpoint table) would put TypeBox in the bundle. Limits, closed lists and rules come from
 * `contract/values`, which imports no TypeBox.
 */
const CONTRACT_TYPES_ONLY = {
  name: 'contract',
  allowTypeImports: true,
  message: "Browser code imports types from 'contract' and values from 'contract/values'.",
};
const ROUTER_ALLOWED = [
  ...TOOLING.flatMap((glob) => FRONTEND.map((p) => `${p}/${glob}`)),
  'shared-ui/src/router/**',
  'shell/src/landing/render-landing.tsx',
];

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
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (which extensions it parses when it follows an import:
      // without them no-cycle sees no module past the first), with the resolver given here.
      ...importXTypeScriptSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A package's public face is its src/index.ts: nothing reaches into another package's files.
      'no-restricted-imports': ['error', { ...PACKAGE_FACES, paths: ROUTER_THROUGH_SHARED_UI }],
      'import-x/no-restricted-paths': ['error', { zones: restrictedZones }],
      // Type-only cycles are erased at build time; value cycles are what break module init order.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Shipped code imports only what its own package.json declares (devDependencies excluded).
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: false, optionalDependencies: false, peerDependencies: true },
      ],
    },
  },
  // Small functions and thin pages (docs/architecture.md): a function past 120 lines does several
  // things, and a page composes feature components rather than holding the work. Shipped code only:
  // a test's describe block may run long.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [...TOOLING, 'e2e/**', '**/drizzle/**'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    files: APPS.map((app) => `${app}/src/pages/**/*.{ts,tsx}`),
    rules: { 'max-lines': ['error', { max: 120, skipBlankLines: false, skipComments: false }] },
  },
  // The floors inside a package hold for shipped code; a test sits beside the code it tests and
  // may reach for a fixture on any floor (as the folder-cycle check leaves tests out too).
  {
    files: ['api/src/**', 'shell/src/**', 'shared-api/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...restrictedZones, ...floorZones] }],
    },
  },
  // Tests and tooling may also use the root devDependencies (vitest, Testing Library, rspack...):
  // tooling is installed once at the root, not repeated in every workspace.
  ...packages.map((p) => ({
    files: TOOLING.map((glob) => `${p}/${glob}`),
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: true, packageDir: [path.join(ROOT, p), ROOT] },
      ],
    },
  })),
  {
    // The root's own tooling, and e2e, which is tooling through and through.
    files: ['*.{ts,js}', 'scripts/**', 'e2e/**'],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: true, packageDir: [path.join(ROOT, 'e2e'), ROOT] },
      ],
    },
  },
  {
    files: FRONTEND.map((p) => `${p}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...PACKAGE_FACES,
          paths: [...ROUTER_THROUGH_SHARED_UI, ...QUERY_THROUGH_SHARED_API, CONTRACT_TYPES_ONLY],
        },
      ],
    },
  },
  {
    // shared-api's hooks are built on react-query inside the singleton the facade belongs to.
    files: ['shared-api/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...PACKAGE_FACES, paths: [...ROUTER_THROUGH_SHARED_UI, CONTRACT_TYPES_ONLY] },
      ],
    },
  },
  {
    files: ROUTER_ALLOWED,
    rules: { 'no-restricted-imports': ['error', PACKAGE_FACES] },
  },
  {
    // Hooks live in .ts files as much as in components.
    files: FRONTEND.map((p) => `${p}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
