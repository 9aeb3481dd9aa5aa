/**
 * The bench-only build of the same app without Module Federation: the shell's own configuration
 * (`createAppConfig`, same loaders, splitting and HTML) with the federation plugins taken out and
 * the two shell modules that talk to the federation runtime replaced by static imports of every
 * remote's pages. Each page stays a lazy chunk, as it is when federated, so the difference is what
 * federation itself costs (runtime, manifests, container entries, shared-module negotiation).
 * Used by `scripts/lib/federation-cost-bench.ts`; nothing ships from it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { APP_PAGE_FILE } from 'platform';
import { createAppConfig, readRemoteList } from 'platform/build';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');

/** Plugins that exist only for federation (the container, and the shared-surface files). */
const FEDERATION_ONLY = new Set(['ModuleFederationPlugin', 'SharedProvidesPlugin']);

/** Writes the `plain-remotes` module (see plain-remotes.d.ts) from remotes.json; returns its path. */
function writeRemotesModule(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const remotes = readRemoteList(ROOT);
  const lines = remotes.map(
    (r, i) =>
      `import { remote as r${i} } from ${JSON.stringify(path.join(ROOT, r.package, 'src/pages.ts'))};`,
  );
  const list = remotes.map(
    (r, i) =>
      `  { package: ${JSON.stringify(r.package)}, federationName: ${JSON.stringify(r.federationName)}, remote: r${i} },`,
  );
  const file = path.join(dir, 'plain-remotes.js');
  writeFileSync(file, `${lines.join('\n')}\nexport default [\n${list.join('\n')}\n];\n`);
  return file;
}

export function plainAppConfig(outDir: string): Configuration {
  const shellDir = path.join(ROOT, 'shell');
  const config = createAppConfig({
    kind: 'host',
    appDir: shellDir,
    federationName: 'shell',
    devPort: 0,
    title: 'Events',
    // As the shell: the app's page is app.html (index.html is the landing page, which the bench
    // does not compare), so the static server sends /app to it.
    pageFile: APP_PAGE_FILE,
  });
  const remotesModule = writeRemotesModule(`${outDir}-src`);
  config.mode = 'production';
  config.output = { ...config.output, path: outDir };
  config.resolve = {
    ...config.resolve,
    alias: { ...(config.resolve?.alias as object), 'plain-remotes$': remotesModule },
  };
  config.plugins = [
    ...(config.plugins ?? []).filter(
      (p) => !FEDERATION_ONLY.has((p as RspackPluginInstance)?.constructor?.name ?? ''),
    ),
    new rspack.NormalModuleReplacementPlugin(
      /[\\/]remotes[\\/]remote-registry$|^\.[\\/]remote-registry$/,
      path.join(HERE, 'plain-remote-registry.ts'),
    ),
    new rspack.NormalModuleReplacementPlugin(
      /[\\/]boot[\\/]release-manifest$/,
      path.join(HERE, 'plain-release-manifest.ts'),
    ),
  ];
  // mf-host's QR decoder imports its WebAssembly with `?url` (mf-host/rspack.config.ts).
  config.module?.rules?.push({ test: /\.wasm$/, resourceQuery: /url/, type: 'asset/resource' });
  return config;
}

/** Builds the plain app into `outDir`. */
export function buildPlainApp(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(plainAppConfig(outDir), (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true })));
      }
      resolve();
    });
  });
}
