import { defineConfig } from '@playwright/test';

/**
 * Journeys through the whole running system. `npm test` starts the system (shell, published
 * remotes, API on a fresh PGlite, Auth emulator) and passes its address in BASE_URL.
 */
const baseURL = process.env.BASE_URL;
if (!baseURL)
  throw new Error(
    'BASE_URL is not set: run the e2e suite through `npm test` (or `npm test -- --e2e`).',
  );

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The machine has no network but loopback: keep Chromium from dialling out at start.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
