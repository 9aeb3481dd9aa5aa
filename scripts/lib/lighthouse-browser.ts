/**
 * Debian Chromium started for Lighthouse (through Lighthouse's own launcher, with a fresh profile
 * and the flags this machine needs), with Playwright attached over the same debugging port for the
 * steps Lighthouse cannot do itself: signing in through the app's screens, in the same profile.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './chromium';
import { trustLocalhostTlsFlag } from './localhost-tls';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The bench's site is HTTPS with the localhost certificate (localhost-tls.ts).
  trustLocalhostTlsFlag(),
];

export interface LighthouseFigures {
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number;
  /**
   * LCP as the page actually loaded in the run (no throttling applied). The simulated figure is
   * computed from the network and CPU work alone; a wait the page imposes on itself (a timer, a
   * held-back render) shows only here.
   */
  observedLcpMs: number;
  tbtMs: number;
  cls: number;
  /** Where the page ended up (a sign-in gate would redirect to /auth/phone). */
  finalPath: string;
}

export interface LighthouseBrowser {
  /**
   * Lighthouse's default config (mobile, simulated throttling), performance only, median run by
   * score of `runs`. Each run starts with an empty HTTP cache, no service worker and no Cache
   * Storage (Lighthouse's storage reset); the sign-in (IndexedDB) is kept.
   */
  measure(url: string, runs: number): Promise<LighthouseFigures>;
  /** Runs `steps` in a new tab of the same profile (e.g. a sign-in), then closes the tab. */
  inTab(steps: (page: Page) => Promise<void>): Promise<void>;
}

/**
 * BENCH_LIGHTHOUSE_REPORTS=<folder> keeps every run's whole report (JSON) there, to read what the
 * figures come from (main-thread work by script, the LCP element and its phases, requests).
 */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
let reportCount = 0;

async function keepReport(url: string, lhr: unknown): Promise<void> {
  if (!REPORTS_DIR) return;
  await mkdir(REPORTS_DIR, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
  reportCount += 1;
  await writeFile(path.join(REPORTS_DIR, `${reportCount}-${name}.json`), JSON.stringify(lhr));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function withLighthouseBrowser<T>(
  use: (browser: LighthouseBrowser) => Promise<T>,
): Promise<T> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  const chrome = await launch({
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: profile,
    logLevel: 'error',
  });
  try {
    const measureOnce = async (url: string): Promise<LighthouseFigures> => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
      await keepReport(url, lhr);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const metrics = (lhr.audits.metrics?.details as { items?: Array<Record<string, unknown>> })
        ?.items?.[0];
      const observedLcp = metrics?.observedLargestContentfulPaint;
      return {
        score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
        lcpMs: audit('largest-contentful-paint'),
        observedLcpMs: typeof observedLcp === 'number' ? observedLcp : NaN,
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      };
    };
    return await use({
      measure: async (url, runs) => {
        const all: LighthouseFigures[] = [];
        for (let i = 0; i < runs; i++) all.push(await measureOnce(url));
        // The run with the median score, whole: its metrics belong together.
        const middle = median(all.map((f) => f.score));
        return all.find((f) => f.score === middle) ?? all[0]!;
      },
      inTab: async (steps) => {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        try {
          const context = browser.contexts()[0] ?? (await browser.newContext());
          const page = await context.newPage();
          await steps(page);
          await page.close();
        } finally {
          // Attached, not launched: this only detaches Playwright; Chromium keeps running.
          await browser.close();
        }
      },
    });
  } finally {
    chrome.kill();
    await rm(profile, { recursive: true, force: true });
  }
}
