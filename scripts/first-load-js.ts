/**
 * `npx tsx scripts/first-load-js.ts [--build] [path…]`: the JavaScript a first visit downloads,
 * compressed as served (brotli from the static server), per page, with each script listed. Runs
 * the built apps (dist/; `--build` builds them first) on a throwaway system in Debian Chromium, as
 * a phone, and waits for the network to settle, so scripts loaded after first paint count too.
 * Used to write docs/performance.md's "First load" figures; it asserts nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { startAuthEmulator } from './lib/auth-emulator';
import { buildApps } from './lib/build-apps';
import { findChromium } from './lib/chromium';
import { startThrowawaySystem } from './lib/system';

const DEFAULT_PATHS = ['/', '/app'];

interface Script {
  url: string;
  bytes: number;
}

async function scriptsOf(baseUrl: string, pagePath: string): Promise<Script[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ ...devices['Pixel 5'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const sizes: Array<Promise<Script>> = [];
    page.on('requestfinished', (request) => {
      // A script fetched rather than loaded by a tag counts too; a file the cache answered
      // (nothing transferred) does not.
      const isJs = new URL(request.url()).pathname.endsWith('.js');
      if (request.resourceType() !== 'script' && !isJs) return;
      sizes.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })));
    });
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
    return (await Promise.all(sizes)).filter((script) => script.bytes > 0);
  } finally {
    await browser.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const paths = args.filter((a) => !a.startsWith('--'));
  if (args.includes('--build')) await buildApps();
  const emulator = await startAuthEmulator();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'first-load-js-'));
  try {
    const system = await startThrowawaySystem({
      scratch,
      emulatorHost: emulator.host,
      apiLogFile: path.join(scratch, 'api.log'),
    });
    try {
      await system.compressionWarmedUp;
      for (const p of paths.length > 0 ? paths : DEFAULT_PATHS) {
        const scripts = await scriptsOf(system.url, p);
        const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
        console.log(`\n${p}: ${kib(total)} of JavaScript in ${scripts.length} files`);
        for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) {
          console.log(`  ${kib(s.bytes).padStart(10)}  ${new URL(s.url).pathname}`);
        }
      }
    } finally {
      await system.stop();
    }
  } finally {
    await emulator.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
