import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  APP_PAGE_FILE,
  LANDING_PAGE_FILE,
  SHARED_NEEDS_FILE,
  SHARED_PROVIDES_FILE,
  SIZE_BUDGET_FILE,
} from 'platform';
import type { RemoteBuildInfo, RouteDeclaration, SharedSurface, SizeRecord } from 'platform';

/**
 * Small but realistic build folders for tests: what rspack + @module-federation/enhanced and the
 * platform build plugin write, down to hashed asset names, so deploy is exercised before the real
 * builds exist.
 */

export async function makeTempDir(prefix = 'deploy-test-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export interface FakeShared {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** What the shell (and a well-behaved remote) share today. */
export const DEFAULT_SHARED: FakeShared[] = [
  { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
  { name: 'react-dom', version: '19.2.0', requiredVersion: '^19.2.0' },
  { name: 'react-router', version: '7.9.4', requiredVersion: '^7.9.0' },
  { name: 'shared-api/query', version: '1.0.0', requiredVersion: '^1.0.0' },
  { name: 'shared-api', version: '1.0.0', requiredVersion: '^1.0.0' },
  { name: 'shared-ui', version: '1.0.0', requiredVersion: '^1.0.0' },
];

export interface FakeRemoteOptions {
  package: string;
  federationName?: string;
  packageVersion?: string;
  routes?: RouteDeclaration[];
  /** Exposed module keys; defaults to every page the routes name. */
  exposes?: string[];
  shared?: FakeShared[];
  publicPath?: string;
  /** Changes the bundle's bytes, and so the version hash. */
  build?: string;
  /** Written as shared-needs.json: the shared exports the remote's code imports. */
  sharedNeeds?: SharedSurface;
  /** Written as size-budget.json: the budget and measured bytes of entry + first page. */
  size?: { budgetKiB: number; entryBytes: number; firstPageBytes: number };
  /** Built as an island (routes.json says so); pass `shared: []` for a well-built one. */
  island?: boolean;
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

function federationManifest(
  name: string,
  shared: FakeShared[],
  exposes: string[],
  publicPath: string,
  entry: string,
) {
  const noAssets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: name },
      remoteEntry: { name: entry, path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath,
    },
    shared: shared.map((s) => ({
      id: `${name}:${s.name}`,
      name: s.name,
      version: s.version,
      singleton: s.singleton ?? true,
      requiredVersion: s.requiredVersion ?? `^${s.version}`,
      assets: noAssets,
    })),
    remotes: [],
    exposes: exposes.map((key) => {
      const bare = key.replace(/^\.\//, '');
      return {
        id: `${name}:${bare}`,
        name: bare,
        path: key,
        assets: {
          js: { sync: [`__federation_expose_${bare}.${shortHash(bare)}.js`], async: [] },
          css: { sync: [], async: [] },
        },
      };
    }),
  };
}

/** Write `<root>/<package>/dist/` and return its path. */
export async function writeFakeRemote(root: string, options: FakeRemoteOptions): Promise<string> {
  const pkg = options.package;
  const federationName = options.federationName ?? pkg.replace(/^mf-/, '');
  const routes = options.routes ?? [{ path: `/app/${federationName}`, page: './HomePage' }];
  const exposes = options.exposes ?? [...new Set(routes.map((r) => r.page))];
  const build = options.build ?? 'build-1';
  const distDir = path.join(root, pkg, 'dist');
  await rm(distDir, { recursive: true, force: true });
  await mkdir(path.join(distDir, 'static', 'css'), { recursive: true });

  const entry = `remoteEntry.${shortHash(pkg + build)}.js`;
  const info: RemoteBuildInfo = {
    package: pkg,
    federationName,
    packageVersion: options.packageVersion ?? '1.0.0',
    routes,
    ...(options.island ? { island: true as const } : {}),
  };
  const manifest = federationManifest(
    federationName,
    options.shared ?? DEFAULT_SHARED,
    exposes,
    options.publicPath ?? 'auto',
    entry,
  );
  await writeFile(path.join(distDir, 'routes.json'), JSON.stringify(info, null, 2));
  await writeFile(path.join(distDir, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  if (options.sharedNeeds) {
    await writeFile(path.join(distDir, SHARED_NEEDS_FILE), JSON.stringify(options.sharedNeeds));
  }
  if (options.size) {
    const record: SizeRecord = {
      package: pkg,
      firstPage: routes[0]?.page ?? '',
      budgetBytes: options.size.budgetKiB * 1024,
      entryBytes: options.size.entryBytes,
      firstPageBytes: options.size.firstPageBytes,
      compression: 'gzip -9',
      files: [],
    };
    await writeFile(path.join(distDir, SIZE_BUDGET_FILE), JSON.stringify(record));
  }
  await writeFile(path.join(distDir, entry), `/* ${pkg} ${build} */ var ${federationName};`);
  await writeFile(
    path.join(distDir, 'static', 'css', `main.${shortHash(build)}.css`),
    `.${federationName}{color:red}`,
  );
  for (const key of exposes) {
    const bare = key.replace(/^\.\//, '');
    await writeFile(
      path.join(distDir, `__federation_expose_${bare}.${shortHash(bare)}.js`),
      `export default function ${bare}() { return '${build}'; }`,
    );
  }
  return distDir;
}

/** Write `<root>/shell/dist/` with index.html, hashed assets, sw.js and the host's mf-manifest. */
export async function writeFakeShell(
  root: string,
  options: { shared?: FakeShared[]; provides?: SharedSurface } = {},
): Promise<string> {
  const distDir = path.join(root, 'shell', 'dist');
  await mkdir(path.join(distDir, 'static', 'js'), { recursive: true });
  if (options.provides) {
    await writeFile(path.join(distDir, SHARED_PROVIDES_FILE), JSON.stringify(options.provides));
  }
  const shared = options.shared ?? DEFAULT_SHARED;
  await writeFile(
    path.join(distDir, 'mf-manifest.json'),
    JSON.stringify(federationManifest('shell', shared, [], 'auto', 'remoteEntry.js'), null, 2),
  );
  await writeFile(
    path.join(distDir, APP_PAGE_FILE),
    '<!doctype html><html><head><script defer src="/static/js/main.3fa2c1d9.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(distDir, LANDING_PAGE_FILE),
    '<!doctype html><html><head><script defer src="/landing.3fa2c1d9.js"></script></head><body><main class="landing">Find the night.</main></body></html>',
  );
  // Big enough to be worth compressing.
  await writeFile(
    path.join(distDir, 'static', 'js', 'main.3fa2c1d9.js'),
    `console.log(${JSON.stringify('shell '.repeat(500))});`,
  );
  await writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
  await writeFile(path.join(distDir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return distDir;
}
