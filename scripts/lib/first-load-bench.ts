/**
 * First load in Debian Chromium, as a phone (Pixel 5) with an empty cache: every byte over the
 * wire, the JavaScript part of it compressed as served (the static server answers brotli or gzip;
 * a script that came uncompressed is counted at its gzip size, what any CDN would send), and any
 * request to another origin than the site's.
 */
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Response } from '@playwright/test';
import { findChromium } from './chromium';
import { trustLocalhostTlsFlag } from './localhost-tls';
import { against, kib, printTable } from './bench-table';

/** Issue 14's goals for first-load JavaScript, compressed. */
export const FIRST_LOAD_JS_GOALS: Readonly<Record<string, number>> = {
  '/': 90 * 1024,
  '/app': 170 * 1024,
};

export interface FirstLoad {
  path: string;
  /** Headers and bodies of every response, as transferred. */
  totalBytes: number;
  /** Requests that crossed the network (not those the browser answered from its cache). */
  requests: number;
  /** Script bodies, compressed as served. */
  jsBytes: number;
  scripts: number;
  /** URLs on another origin than the site's (the API is proxied on the site's own origin). */
  elsewhere: string[];
  /** Every counted request: its path on the site (or whole URL elsewhere) and bytes as transferred. */
  files: Array<{ url: string; bytes: number; js: number | null }>;
}

/** `BENCH_FIRST_LOAD_FILES=1` prints every counted request of each first load, largest first. */
const PRINT_FILES = process.env.BENCH_FIRST_LOAD_FILES === '1';

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '');

async function compressedScriptBytes(response: Response, wireBody: number): Promise<number> {
  if (response.headers()['content-encoding']) return wireBody;
  return gzipSync(await response.body()).length;
}

export async function firstLoadBench(
  siteUrl: string,
  paths: readonly string[],
): Promise<FirstLoad[]> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      // The bench's site is HTTPS with the localhost certificate (localhost-tls.ts).
      trustLocalhostTlsFlag(),
    ],
  });
  const origin = new URL(siteUrl).origin;
  const results: FirstLoad[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ ...devices['Pixel 5'] });
      const page = await context.newPage();
      const counted: Array<Promise<FirstLoad['files'][number] | null>> = [];
      const elsewhere = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.origin !== origin) elsewhere.add(request.url());
      });
      page.on('requestfinished', (request) => {
        counted.push(
          (async () => {
            const sizes = await request.sizes();
            // Answered by the browser's cache (a file asked for twice in one load): nothing
            // crossed the network, and Playwright reports its body as minus its headers.
            if (sizes.responseBodySize + sizes.responseHeadersSize <= 0) return null;
            const response = await request.response();
            const js =
              response && isScript(response)
                ? await compressedScriptBytes(response, sizes.responseBodySize)
                : null;
            const url = new URL(request.url());
            return {
              url: url.origin === origin ? url.pathname + url.search : request.url(),
              bytes: sizes.responseBodySize + sizes.responseHeadersSize,
              js,
            };
          })(),
        );
      });
      await page.goto(siteUrl + path, { waitUntil: 'networkidle' });
      const all = (await Promise.all(counted)).filter((r) => r !== null);
      const scripts = all.flatMap((r) => (r.js === null ? [] : [r.js]));
      results.push({
        path,
        totalBytes: all.reduce((sum, r) => sum + r.bytes, 0),
        requests: all.length,
        jsBytes: scripts.reduce((a, b) => a + b, 0),
        scripts: scripts.length,
        elsewhere: [...elsewhere],
        files: all,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * The table; `labels` names each path's page (`mf-island-fixture main (island, own React)`), so an
 * island's row reads beside the shared remotes' rows.
 */
export function printFirstLoad(
  rows: readonly FirstLoad[],
  labels: ReadonlyMap<string, string> = new Map(),
): void {
  printTable(
    'First load (Chromium as a Pixel 5, empty cache; JS compressed as served; JS goals: / ≤ 90 KiB, /app ≤ 170 KiB)',
    ['page', 'path', 'JS', 'JS goal', 'scripts', 'all bytes', 'requests', 'other origins'],
    rows.map((r) => {
      const goal = FIRST_LOAD_JS_GOALS[r.path];
      return [
        labels.get(r.path) ?? '',
        r.path,
        goal === undefined ? kib(r.jsBytes) : against(kib(r.jsBytes), r.jsBytes <= goal),
        goal === undefined ? '' : kib(goal),
        String(r.scripts),
        kib(r.totalBytes),
        String(r.requests),
        String(r.elsewhere.length),
      ];
    }),
    2,
  );
  for (const r of rows) {
    for (const url of r.elsewhere) console.log(`  ${r.path} asked another origin: ${url}`);
  }
  printFilesIfAsked('', rows);
}

/**
 * With `BENCH_FIRST_LOAD_FILES=1`, each load's requests, largest first: what a change to the first
 * load has to move. `build` names the build measured, where a table compares two.
 */
export function printFilesIfAsked(build: string, rows: readonly FirstLoad[]): void {
  if (!PRINT_FILES) return;
  for (const r of rows) {
    console.log(`\n  ${build ? `${build} ` : ''}${r.path}: ${r.requests} requests`);
    for (const f of [...r.files].sort((a, b) => b.bytes - a.bytes)) {
      const js = f.js === null ? '' : `  (JS ${kib(f.js)})`;
      console.log(`    ${kib(f.bytes).padStart(10)}  ${f.url}${js}`);
    }
  }
}
