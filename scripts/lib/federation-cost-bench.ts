/**
 * Module Federation's cost, measured: the same pages built as one plain app without federation
 * (`scripts/plain-app/`), served by the same static server (HTTPS, HTTP/2) in front of the same
 * API, and `/app` and an event page measured in both: first-load bytes (all, and JS compressed as
 * served) and Lighthouse's LCP. The ratio is federated ÷ plain; the goal is ≤ 1.20× (issue 27;
 * issue 14's 1.10× lies below federation's floor with this runtime, docs/performance.md).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startStaticServer } from 'deploy';
import { localAppConfig } from 'platform';
import { buildPlainApp } from '../plain-app/plain-app-config';
import type { BenchContext } from './bench-context';
import { against, kib, printTable } from './bench-table';
import { firstLoadBench, printFilesIfAsked, type FirstLoad } from './first-load-bench';
import { LIGHTHOUSE_RUNS } from './lighthouse-bench';
import { withLighthouseBrowser } from './lighthouse-browser';
import { findChromium } from './chromium';
import { freePort } from './free-port';
import { LOCALHOST_TLS, trustLocalhostTlsFlag } from './localhost-tls';

export const FEDERATION_RATIO_GOAL = 1.2;

export interface BuildFigures {
  load: FirstLoad;
  lcpMs: number;
}

export interface FederationCostRow {
  label: string;
  path: string;
  federated: BuildFigures;
  plain: BuildFigures;
}

async function measureSite(siteUrl: string, paths: readonly string[]): Promise<BuildFigures[]> {
  const loads = await firstLoadBench(siteUrl, paths);
  const lcps = await withLighthouseBrowser(async (browser) => {
    const out: number[] = [];
    for (const p of paths) out.push((await browser.measure(siteUrl + p, LIGHTHOUSE_RUNS)).lcpMs);
    return out;
  });
  return loads.map((load, i) => ({ load, lcpMs: lcps[i] ?? NaN }));
}

/** Throws unless `/app` on `siteUrl` shows event cards (the e2e journeys' own selector). */
async function assertShowsFeed(siteUrl: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', trustLocalhostTlsFlag()],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/app`);
    await page
      .locator('.event-card')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => {
        throw new Error(
          `the plain app at ${siteUrl}/app shows no event cards: its figures would mean nothing`,
        );
      });
  } finally {
    await browser.close();
  }
}

export async function federationCostBench(context: BenchContext): Promise<FederationCostRow[]> {
  const system = await context.system();
  const pages = [
    { label: 'app (feed)', path: '/app' },
    { label: 'event page', path: `/app/event/${await context.feedEventId()}` },
  ];
  const plainDir = path.join(context.scratch, 'plain-app');
  const started = Date.now();
  await buildPlainApp(plainDir);
  console.log(
    `\nbuilt the plain app (no federation) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const plainSite = await startStaticServer({
    port: await freePort(),
    shellDir: plainDir,
    releasesDir: system.releasesDir,
    apiUrl: system.apiUrl.replace(/\/v2\/?$/, ''),
    appConfig: localAppConfig(context.emulatorHost),
    // Served as the federated site is (bench-context.ts).
    tls: LOCALHOST_TLS,
  });
  try {
    // Both sites serve their scripts at brotli's best before either is measured.
    await plainSite.compressionWarmedUp;
    // A plain build that failed to render would look cheap: check it shows the feed first.
    await assertShowsFeed(plainSite.url);
    const paths = pages.map((p) => p.path);
    const federated = await measureSite(system.url, paths);
    const plain = await measureSite(plainSite.url, paths);
    return pages.map((p, i) => ({ ...p, federated: federated[i]!, plain: plain[i]! }));
  } finally {
    await plainSite.close();
  }
}

/**
 * What federation adds to a page before any shared module is counted: the remote's own files (its
 * container entry, and its mf-manifest.json where a shell still reads it) and how much larger the
 * shell's entry chunk is than the plain app's (the runtime it carries). The ratio the page would
 * have with nothing else added: no work on shared modules can take the page below it.
 */
export interface FederationFloor {
  remoteFilesBytes: number;
  entryGrowthBytes: number;
  ratio: number;
}

const isEntryChunk = (url: string) => /^\/main\.[0-9a-f]+\.js$/.test(url);
const isRemoteOwnFile = (url: string) => /\/(remoteEntry\.js|mf-manifest\.json)$/.test(url);
const bytesWhere = (load: FirstLoad, keep: (url: string) => boolean) =>
  load.files.filter((f) => keep(f.url)).reduce((sum, f) => sum + f.bytes, 0);

export function federationFloor(row: FederationCostRow): FederationFloor {
  const remoteFilesBytes = bytesWhere(row.federated.load, isRemoteOwnFile);
  const entryGrowthBytes =
    bytesWhere(row.federated.load, isEntryChunk) - bytesWhere(row.plain.load, isEntryChunk);
  const plain = row.plain.load.totalBytes;
  return {
    remoteFilesBytes,
    entryGrowthBytes,
    ratio: (plain + remoteFilesBytes + entryGrowthBytes) / plain,
  };
}

const describeFloor = (floor: FederationFloor): string =>
  `federation's own files ${kib(floor.remoteFilesBytes)} (the remote's entry) and ` +
  `${kib(floor.entryGrowthBytes)} more in the shell's entry (the runtime): ` +
  `${floor.ratio.toFixed(2)}× the plain page before any shared module`;

const ratio = (federated: number, plain: number) =>
  against(`${(federated / plain).toFixed(2)}×`, federated / plain <= FEDERATION_RATIO_GOAL);

/** One build's figures for a page, as a row of the table. */
const buildRow = (label: string, build: string, figures: BuildFigures): string[] => [
  label,
  build,
  kib(figures.load.totalBytes),
  kib(figures.load.jsBytes),
  String(figures.load.requests),
  `${(figures.lcpMs / 1000).toFixed(2)} s`,
];

export function printFederationCost(rows: readonly FederationCostRow[]): void {
  printTable(
    `Federation's cost (same pages, one plain app without Module Federation; ratio federated ÷ plain, goal ≤ ${FEDERATION_RATIO_GOAL.toFixed(2)}×)`,
    ['page', 'build', 'all bytes', 'JS', 'requests', 'LCP'],
    rows.flatMap((r) => [
      buildRow(r.label, 'federated', r.federated),
      buildRow(r.label, 'plain', r.plain),
      [
        r.label,
        'ratio',
        ratio(r.federated.load.totalBytes, r.plain.load.totalBytes),
        ratio(r.federated.load.jsBytes, r.plain.load.jsBytes),
        (r.federated.load.requests / r.plain.load.requests).toFixed(2) + '×',
        ratio(r.federated.lcpMs, r.plain.lcpMs),
      ],
    ]),
    2,
  );
  for (const r of rows) console.log(`  ${r.label}: ${describeFloor(federationFloor(r))}`);
  printFilesIfAsked(
    'federated',
    rows.map((r) => r.federated.load),
  );
  printFilesIfAsked(
    'plain',
    rows.map((r) => r.plain.load),
  );
}
