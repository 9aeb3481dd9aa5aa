import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { APP_CONFIG_PATH, localAppConfig } from '../src/app-config';
import { REMOTE_ENTRY_FILE } from '../src/release-manifest';
import type { RouteDeclaration } from '../src/routes';
import { checkRouteDeclarations } from '../src/route-conflicts';
import { federationRuntimeEsmAliases } from './federation-runtime-esm';
import { islandReactAliases } from './island-config';
import { RoutesManifestPlugin } from './routes-plugin';
import { sharedConfig } from './shared-config';
import { SharedNeedsPlugin, SharedProvidesPlugin } from './shared-surface-plugin';
import { startupReadProblems } from './startup-read-check';
import { STARTUP_LIBRARY_CHUNKS } from './startup-chunks';
import { StartupPreloadPlugin } from './startup-preload-plugin';
import { SizeBudgetPlugin } from './size-budget-plugin';

interface BaseOptions {
  /** The app's folder (the one holding package.json and src/). */
  appDir: string;
  /** Module Federation container name: `shell`, `auth`, `events`, `social`, `host`. */
  federationName: string;
  /** Port of `rspack serve` when the team runs this app alone. */
  devPort: number;
  /** Page title of the app's own index.html. */
  title: string;
}

export interface RemoteOptions extends BaseOptions {
  kind: 'remote';
  /** Exposed modules, e.g. `{ './FeedPage': './src/pages/feed-page.tsx' }`. */
  exposes: Record<string, string>;
  routes: RouteDeclaration[];
  /** The budget of entry + first declared page, compressed (`RemotePages.sizeBudgetKiB`). */
  sizeBudgetKiB?: number;
  /**
   * Built as an island: it shares nothing with the shell (its React, and everything built on it,
   * is its own copy, found from its own folder) and the shell mounts its `./lifecycles`.
   */
  island?: boolean;
}

export interface HostOptions extends BaseOptions {
  kind: 'host';
  /**
   * The file name of the app's page, served for every client-side route. The shell names it
   * `app.html`: its `index.html` is the static landing page (see shell/build/landing-page.ts).
   */
  pageFile?: string;
  /**
   * Same-origin JSON the entry chunk fetches as soon as it runs (the shell's configuration and
   * release manifest): the page preloads them, so they arrive beside the start-up scripts.
   */
  startupFetches?: readonly string[];
}

const REMOTE_PAGE_TEMPLATE = fileURLToPath(new URL('./remote-index.html', import.meta.url));
/** The site's icon, emitted beside each app's page. */
export const FAVICON = fileURLToPath(new URL('./favicon.svg', import.meta.url));

/** How every app's TypeScript and JSX are compiled (the shell's landing-page builds use it too). */
export const TYPESCRIPT_RULE: RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // `react/jsx-runtime` in development too, never `jsxDEV`: a remote's dev server must run
      // inside a production shell (a remote override), whose shared React has no dev internals
      // (`jsxDEV` threw "dispatcher.getOwner is not a function" there). What a dev build gives up
      // is the file and line of an element in React's warnings.
      transform: { react: { runtime: 'automatic', development: false } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
};

/** API the dev server proxies `/v2` to when an app runs alone. */
const DEV_API_URL = process.env.API_URL ?? 'http://127.0.0.1:3001';

/** An island shares nothing; a production remote takes what it shares from the shell. */
interface BuildKind {
  island: boolean;
  production: boolean;
}

/** Module Federation: what a remote exposes or the shell hosts, and what they share. */
function federationPlugin(options: RemoteOptions | HostOptions, { island, production }: BuildKind) {
  const isRemote = options.kind === 'remote';
  return new ModuleFederationPlugin({
    name: options.federationName,
    ...(options.kind === 'remote'
      ? { filename: REMOTE_ENTRY_FILE, exposes: options.exposes }
      : { remotes: {} }),
    // An island shares nothing: not React nor what is built on it (the point of an island),
    // and not the React-free singletons either, since each listed one puts a fallback copy in
    // the build; it takes the person and an ID token from the shell as props instead. A
    // released remote takes every singleton from the shell and carries no fallback copy (it
    // needs the shell's runtime already, `externalRuntime`, so it never runs without a shell).
    shared: island ? {} : sharedConfig(options.appDir, { consumeOnly: isRemote && production }),
    // The default ('version-first') loads the entry of every registered remote the first time
    // a shared module is loaded lazily (Firebase, for a signed-in person), to compare their
    // versions: four remote entries on every signed-in page. The shell provides every
    // singleton and publishing refuses a remote its shell cannot serve (shared-surface), so
    // a remote's entry is loaded only when one of its pages is.
    shareStrategy: 'loaded-first',
    // One federation runtime per page: the shell provides its copy on the page
    // (`_FEDERATION_RUNTIME_CORE`) and a released remote uses it instead of carrying its own
    // (about 25 KiB compressed per remote entry). A remote's dev server keeps its own copy, so
    // it still runs alone; publishing checks the live shell provides the runtime.
    // `target: 'web'` drops the runtime's Node.js script loader (a `vm` evaluator the browser
    // never runs) from the shell's entry and each remote entry. `disableSnapshot` drops the
    // runtime's manifest plugins (the shell registers each remote's `remoteEntry.js` itself,
    // from the release manifest, so no `mf-manifest.json` is read at run time): 1.2 KiB of the
    // shell's entry, and one round trip before every remote's entry. A remote loads no remote:
    // `disableRemote` drops the bundler runtime's remote loading from its entry (0.6 KiB).
    experiments: {
      ...(isRemote ? { externalRuntime: production } : { provideExternalRuntime: true }),
      optimization: { target: 'web', disableSnapshot: true, disableRemote: isRemote },
    },
    // Types travel through the workspace packages; the dts plugin only costs build time here.
    dts: false,
    manifest: true,
  });
}

/** The build checks of each kind: a remote's routes, shared needs and size; the shell's provides. */
function appPlugins(
  options: RemoteOptions | HostOptions,
  pkg: { name: string; version: string },
  { island, production }: BuildKind,
) {
  return options.kind === 'remote'
    ? [
        new RoutesManifestPlugin({
          package: pkg.name,
          federationName: options.federationName,
          packageVersion: pkg.version,
          routes: options.routes,
          ...(island ? { island: true as const } : {}),
        }),
        new SharedNeedsPlugin(options.appDir, production, { sharedPackages: !island }),
        ...(options.sizeBudgetKiB !== undefined && options.routes[0]
          ? [
              new SizeBudgetPlugin({
                package: pkg.name,
                federationName: options.federationName,
                firstPage: options.routes[0].page,
                budgetKiB: options.sizeBudgetKiB,
              }),
            ]
          : []),
      ]
    : [new SharedProvidesPlugin(options.appDir), new StartupPreloadPlugin(options.startupFetches)];
}

/**
 * The one rspack configuration every app is built with. Remotes are location independent
 * (`publicPath: 'auto'`), so a published version folder can live anywhere; the shell is served
 * from the site root and has no build-time remotes.
 */
export function createAppConfig(options: RemoteOptions | HostOptions): Configuration {
  const pkg = JSON.parse(readFileSync(path.join(options.appDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const isRemote = options.kind === 'remote';
  const island = options.kind === 'remote' && options.island === true;
  // `npm run build` (scripts/lib/build-apps.ts) builds releases with NODE_ENV=production; dev
  // servers (`rspack serve --mode development`) do not.
  const production = process.env.NODE_ENV === 'production';
  const pageFile = (options.kind === 'host' && options.pageFile) || 'index.html';
  if (isRemote) {
    const problems = [
      ...checkRouteDeclarations(options.routes, Object.keys(options.exposes)),
      ...startupReadProblems(options.routes),
    ];
    if (problems.length > 0)
      throw new Error(`${pkg.name} routes are invalid:\n- ${problems.join('\n- ')}`);
  }

  return {
    context: options.appDir,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: 'source-map',
    output: {
      path: path.join(options.appDir, 'dist'),
      publicPath: isRemote ? 'auto' : '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: options.federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // The federation runtime from its ES module builds, so it is tree-shaken; an island's React
      // from its own folder, wherever the importing file sits.
      alias: {
        ...federationRuntimeEsmAliases(options.appDir),
        ...(island ? islandReactAliases(options.appDir) : {}),
      },
    },
    module: {
      rules: [
        TYPESCRIPT_RULE,
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|pdf|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        // The shell has its own page; every remote's standalone page is the same one.
        template: isRemote ? REMOTE_PAGE_TEMPLATE : path.join(options.appDir, 'index.html'),
        title: options.title,
        templateParameters: { title: options.title },
        // Emitted at the root and linked, so no page asks for a /favicon.ico that is not there.
        favicon: FAVICON,
        // The app's page must never be cached: it names the hashed bundles of a release.
        filename: pageFile,
        // Only the app's own entry: a remote's container entry is for hosts, not for its page.
        chunks: ['main'],
        // The page is served at the site root (the shell, or a remote's dev server), and deep
        // links such as /app/event/1 must still find the bundles.
        publicPath: '/',
      }),
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(pkg.name),
        __APP_VERSION__: JSON.stringify(pkg.version),
      }),
      federationPlugin(options, { island, production }),
      ...appPlugins(options, pkg, { island, production }),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // The shell's start-up libraries in a few chunks instead of one per shared module.
      ...(isRemote ? {} : { splitChunks: { cacheGroups: STARTUP_LIBRARY_CHUNKS } }),
    },
    performance: { hints: false },
    // `rspack dev` compiles dynamic imports on first use unless told otherwise; with hot updates
    // off, each such compile reloads the page. Firebase Auth is imported on demand (shared-api's
    // session), so signing in on a dev server reloaded the page halfway through the code step.
    lazyCompilation: false,
    devServer: {
      // DEV_PORT lets the test run put a remote on a free port.
      port: Number(process.env.DEV_PORT ?? options.devPort),
      historyApiFallback: { index: `/${pageFile}` },
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // A shell on another site (127.0.0.1 against localhost, or staging) loads this server's
      // scripts when it overrides the remote with it; the dev server refuses cross-site script
      // loads except for hosts named here. The Host header is still checked (DNS rebinding).
      allowedHosts: ['localhost', '127.0.0.1'],
      proxy: [{ context: ['/v2'], target: DEV_API_URL, changeOrigin: true }],
      setupMiddlewares: (middlewares) => {
        // A remote running alone has no static server: answer its run-time configuration here.
        middlewares.unshift({
          name: 'app-config',
          path: APP_CONFIG_PATH,
          middleware: (
            _req: unknown,
            res: { setHeader(k: string, v: string): void; end(body: string): void },
          ) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-store');
            res.end(JSON.stringify(localAppConfig(process.env.FIREBASE_AUTH_EMULATOR_HOST)));
          },
        });
        return middlewares;
      },
    },
  };
}
