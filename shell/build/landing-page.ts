import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { LANDING_PAGE_FILE } from 'platform';
import { FAVICON, TYPESCRIPT_RULE } from 'platform/build';

/**
 * `/` is a static page: prerendered at build time from the app's own `LandingPage` component,
 * with its styles inline and one small script (the service worker's registration). Two compilers:
 * the first bundles the renderer for Node, the second writes `index.html` from its output.
 */
export const LANDING_PRERENDER = 'landing-prerender';
export const LANDING_PAGE = 'landing';

const resolve = { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] };

function prerenderDir(appDir: string): string {
  return path.join(appDir, 'node_modules/.cache', LANDING_PRERENDER);
}

/** Bundles src/landing/render-landing.tsx for Node; its CSS imports become a .css file beside it. */
export function landingPrerenderConfig(appDir: string): Configuration {
  return {
    name: LANDING_PRERENDER,
    context: appDir,
    entry: { 'render-landing': './src/landing/render-landing.tsx' },
    target: 'node',
    devtool: false,
    output: {
      path: prerenderDir(appDir),
      filename: '[name].cjs',
      cssFilename: '[name].css',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve,
    module: {
      rules: [
        TYPESCRIPT_RULE,
        // Emitted as files beside the bundle (CSS is not bundled for Node), then inlined.
        { test: /\.css$/, type: 'asset/resource', generator: { filename: 'css/[name][ext]' } },
        { test: /\.(png|jpe?g|gif|svg|webp|pdf|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false, minimize: false },
  };
}

interface Rendered {
  head: string;
  body: string;
}

/** The prerendered page: the shell's page template with the landing markup and styles in it. */
function landingTemplate(appDir: string, title: string): string {
  const dir = prerenderDir(appDir);
  const require = createRequire(import.meta.url);
  const bundle = path.join(dir, 'render-landing.cjs');
  // Watch mode rebuilds the renderer: read the new one, not the one required last time.
  delete require.cache[bundle];
  const { renderLanding } = require(bundle) as { renderLanding(): Rendered };
  const { head, body } = renderLanding();
  const cssDir = path.join(dir, 'css');
  const css = readdirSync(cssDir)
    .map((name) => readFileSync(path.join(cssDir, name), 'utf8'))
    .join('\n');
  const page = readFileSync(path.join(appDir, 'index.html'), 'utf8');
  // The app's root holds its boot splash (no <div> inside); the landing page's markup replaces it.
  const root = /<div id="root">[\s\S]*?<\/div>/;
  if (!root.test(page)) throw new Error('index.html has no <div id="root"> to fill');
  return (
    page
      // The landing page reads without JavaScript: the app's notice does not apply to it.
      // templateContent is not run through the template engine: fill the one parameter here.
      .replace('<%- title %>', title)
      .replace(/\s*<noscript>.*<\/noscript>/, '')
      // Nor does the app's splash: its comments, styles and markup go.
      .replace(/\s*<!--[^>]*-->/g, '')
      .replace(/\s*<style id="boot-splash-style">[\s\S]*?<\/style>/, '')
      .replace('</head>', `${head}<style>${css}</style></head>`)
      .replace(root, () => `<div id="root">${body}</div>`)
  );
}

/** Writes dist/index.html (the landing page) and its one script, after the app and the renderer. */
export function landingPageConfig(appDir: string, title: string): Configuration {
  return {
    name: LANDING_PAGE,
    dependencies: ['shell', LANDING_PRERENDER],
    context: appDir,
    entry: { landing: './src/landing/landing-entry.ts' },
    target: 'web',
    devtool: false,
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      clean: false,
    },
    resolve,
    module: { rules: [TYPESCRIPT_RULE] },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [
      new rspack.HtmlRspackPlugin({
        filename: LANDING_PAGE_FILE,
        templateContent: () => landingTemplate(appDir, title),
        favicon: FAVICON,
        chunks: ['landing'],
        publicPath: '/',
      }),
    ],
  };
}
