/**
 * The Lighthouse section of `npm run bench`: score, LCP, TBT and CLS of `/`, `/app`, an event page
 * and every remote's main page (`bench-pages.ts`), Lighthouse's mobile defaults (simulated
 * throttling), against the production build. Public pages run first in a fresh profile; then the
 * bench person signs in through /auth/phone in the same profile and the pages behind sign-in run.
 */
import type { BenchPage } from './bench-pages';
import { type BenchPerson, signInInBrowser } from './bench-person';
import { against, printTable } from './bench-table';
import { type LighthouseFigures, withLighthouseBrowser } from './lighthouse-browser';

/** Issue 14's goals for every page. */
export const LIGHTHOUSE_GOALS = { score: 95, lcpMs: 2500, tbtMs: 200, cls: 0.05 };

/** Runs per page; the median by score is printed (Lighthouse scores move between runs). */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface LighthouseRow {
  page: BenchPage;
  figures: LighthouseFigures;
}

export async function lighthouseBench(options: {
  siteUrl: string;
  emulatorHost: string;
  pages: readonly BenchPage[];
  person: BenchPerson;
}): Promise<LighthouseRow[]> {
  const { siteUrl, pages } = options;
  return withLighthouseBrowser(async (browser) => {
    const rows: LighthouseRow[] = [];
    for (const page of pages.filter((p) => !p.signedIn)) {
      rows.push({ page, figures: await browser.measure(siteUrl + page.path, LIGHTHOUSE_RUNS) });
    }
    const behindSignIn = pages.filter((p) => p.signedIn);
    if (behindSignIn.length > 0) {
      await browser.inTab((tab) =>
        signInInBrowser(tab, siteUrl, options.emulatorHost, options.person),
      );
      for (const page of behindSignIn) {
        rows.push({ page, figures: await browser.measure(siteUrl + page.path, LIGHTHOUSE_RUNS) });
      }
    }
    return rows;
  });
}

export function lighthouseCells(f: LighthouseFigures): string[] {
  const g = LIGHTHOUSE_GOALS;
  return [
    against(String(f.score), f.score >= g.score),
    against(`${(f.lcpMs / 1000).toFixed(2)} s`, f.lcpMs <= g.lcpMs),
    against(`${Math.round(f.tbtMs)} ms`, f.tbtMs <= g.tbtMs),
    against(f.cls.toFixed(3), f.cls <= g.cls),
  ];
}

export function printLighthouse(rows: readonly LighthouseRow[]): void {
  const g = LIGHTHOUSE_GOALS;
  printTable(
    `Lighthouse (mobile, simulated throttling, performance only; median of ${LIGHTHOUSE_RUNS} by score)`,
    [
      'page',
      'path',
      'signed in',
      `score (≥${g.score})`,
      `LCP (≤${g.lcpMs / 1000} s)`,
      `TBT (≤${g.tbtMs} ms)`,
      `CLS (≤${g.cls})`,
      'LCP as loaded',
    ],
    rows.map(({ page, figures }) => [
      page.label,
      page.path,
      page.signedIn ? 'yes' : 'no',
      ...lighthouseCells(figures),
      // Unthrottled, in the same run: shows a wait the simulation leaves out (no goal).
      `${Math.round(figures.observedLcpMs)} ms`,
    ]),
    3,
  );
  for (const { page, figures } of rows) {
    if (figures.finalPath !== page.path)
      console.log(`  ${page.path} ended on ${figures.finalPath}: that page was measured instead`);
  }
}
