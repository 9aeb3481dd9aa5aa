import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { APP_CONFIG_PATH, APP_PAGE_FILE, LANDING_PAGE_FILE, RELEASE_MANIFEST_PATH } from 'platform';
import { createAppConfig } from 'platform/build';
import { LANDING_PAGE, landingPageConfig, landingPrerenderConfig } from './build/landing-page';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.join(appDir, 'dist');
const title = 'Events';

const app: Configuration = {
  ...createAppConfig({
    kind: 'host',
    appDir,
    federationName: 'shell',
    devPort: 3000,
    title,
    pageFile: APP_PAGE_FILE,
    // What boot/boot-reads.ts reads first thing: preloaded by the page, beside the scripts.
    startupFetches: [APP_CONFIG_PATH, RELEASE_MANIFEST_PATH],
  }),
  name: 'shell',
};

const PLACEHOLDER = '__SHELL_BUILD__';

/**
 * Writes this shell build's id into sw.js: a hash of its two pages, which name every hashed bundle
 * of the build. So the worker's bytes change exactly when the shell does, and the browser sees a
 * new shell deploy as a service worker update (and the page reloads).
 */
class StampShellBuild {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StampShellBuild', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StampShellBuild', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const hash = createHash('sha256');
          for (const page of [APP_PAGE_FILE, LANDING_PAGE_FILE]) {
            hash.update(readFileSync(path.join(distDir, page)));
          }
          const build = hash.digest('hex').slice(0, 16);
          const source = compilation.getAsset('sw.js')?.source.source().toString() ?? '';
          if (!source.includes(PLACEHOLDER))
            throw new Error(`sw.js has no ${PLACEHOLDER} to stamp`);
          compilation.updateAsset(
            'sw.js',
            new compiler.webpack.sources.RawSource(source.replaceAll(PLACEHOLDER, build)),
          );
        },
      );
    });
  }
}

/** The service worker: one plain script at the site root, built after the pages (it reads them). */
const serviceWorker: Configuration = {
  name: 'service-worker',
  dependencies: [LANDING_PAGE],
  context: appDir,
  entry: { sw: './src/sw/service-worker.ts' },
  target: 'webworker',
  devtool: false,
  output: { path: distDir, filename: 'sw.js', clean: false, publicPath: '/' },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { splitChunks: false, runtimeChunk: false },
  plugins: [new StampShellBuild()],
};

export default [
  app,
  landingPrerenderConfig(appDir),
  landingPageConfig(appDir, title),
  serviceWorker,
];
