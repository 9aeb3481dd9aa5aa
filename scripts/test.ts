/**
 * `npm test`: every check and test, against real parts. First lint (ESLint and Prettier) and the
 * type check; then one Auth emulator for the whole run; unit and API tests (vitest: PGlite, and
 * PostgreSQL too when DATABASE_URL is set); then one production build of the shell and remotes,
 * published into a throwaway release folder and served with the API on a fresh PGlite, driven by
 * Playwright in Debian Chromium. A failed step fails the run; the steps after it still run, so one
 * run reports every problem.
 *
 *   npm test                 everything
 *   npm test -- --unit       lint, type check and vitest
 *   npm test -- --e2e        Playwright only (build, publish, serve); no lint or type check
 *   npm test -- --e2e --no-build   reuse the existing dist/ folders
 *   npm test -- --e2e auth-        only the Playwright files matching "auth-" (any words not
 *                                   starting with --, passed on to Playwright as filters)
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from './lib/auth-emulator';
import { buildApps } from './lib/build-apps';
import { findChromium } from './lib/chromium';
import { run } from './lib/run';
import { startRemoteDevServer } from './lib/dev-server';
import { freePort } from './lib/free-port';
import { startThrowawaySystem } from './lib/system';
import { APPS, FIXTURE_REMOTES, ROOT } from './lib/workspace';

const args = new Set(process.argv.slice(2));
const playwrightFilters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const only = args.has('--unit') ? 'unit' : args.has('--e2e') ? 'e2e' : 'all';

interface Step {
  name: string;
  seconds: number;
  ok: boolean;
}

interface Counts {
  passed: number;
  failed: number;
}

const REPORTS = path.join(ROOT, 'test-results');
const VITEST_REPORT = path.join(REPORTS, 'vitest.json');
const PLAYWRIGHT_REPORT = path.join(REPORTS, 'playwright.json');

/** Test counts from the runners' JSON reports; a missing report counts nothing. */
async function countTests(): Promise<Counts> {
  const counts: Counts = { passed: 0, failed: 0 };
  const vitest = await readJson<{ numPassedTests: number; numFailedTests: number }>(VITEST_REPORT);
  if (vitest) {
    counts.passed += vitest.numPassedTests;
    counts.failed += vitest.numFailedTests;
  }
  const playwright = await readJson<{
    stats: { expected: number; unexpected: number; flaky: number };
  }>(PLAYWRIGHT_REPORT);
  if (playwright) {
    counts.passed += playwright.stats.expected + playwright.stats.flaky;
    counts.failed += playwright.stats.unexpected;
  }
  return counts;
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function timed(steps: Step[], name: string, work: () => Promise<void>): Promise<boolean> {
  const started = Date.now();
  try {
    await work();
    steps.push({ name, seconds: (Date.now() - started) / 1000, ok: true });
    return true;
  } catch (error) {
    console.error(`\n✗ ${name}: ${error instanceof Error ? error.message : String(error)}`);
    steps.push({ name, seconds: (Date.now() - started) / 1000, ok: false });
    return false;
  }
}

/** The static checks: `npm run lint` (ESLint, then Prettier) and `npm run typecheck`. */
async function staticChecks(steps: Step[]): Promise<void> {
  await timed(steps, 'lint (ESLint and Prettier)', () =>
    run('npm', ['run', '--silent', 'lint'], { cwd: ROOT }),
  );
  await timed(steps, 'type check (tsc)', () =>
    run('npm', ['run', '--silent', 'typecheck'], { cwd: ROOT }),
  );
}

async function main(): Promise<number> {
  const steps: Step[] = [];
  const chromium = only === 'unit' ? null : findChromium();
  if (only !== 'e2e') await staticChecks(steps);
  const emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'events-test-'));
  await mkdir(REPORTS, { recursive: true });
  await rm(VITEST_REPORT, { force: true });
  await rm(PLAYWRIGHT_REPORT, { force: true });
  try {
    if (only !== 'e2e') {
      await timed(steps, 'unit and API tests (vitest)', () =>
        run(
          path.join(ROOT, 'node_modules/.bin/vitest'),
          ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
          { cwd: ROOT },
        ),
      );
    }
    if (only !== 'unit' && chromium) {
      // The fixture remotes too (the island on React 18): one built set for every journey.
      if (!args.has('--no-build'))
        await timed(steps, 'build shell and remotes', () =>
          buildApps([...APPS, ...FIXTURE_REMOTES]),
        );
      await timed(steps, 'end-to-end tests (Playwright)', async () => {
        // Every browser of the run calls the API from this machine's one address.
        process.env.RATE_LIMIT_SCALE ??= '100';
        // The API's deploy credential, for the canary journey's watcher (a random one per run).
        process.env.DEPLOY_TOKEN ??= randomBytes(24).toString('hex');
        const system = await startThrowawaySystem({
          scratch,
          emulatorHost: emulator.host,
          // Kept after the run, beside Playwright's traces, for reading a failure.
          apiLogFile: path.join(ROOT, 'test-results/api.log'),
          // Every request's line, to follow a failed journey's calls.
          apiLogLevel: 'debug',
          fixtureRemotes: FIXTURE_REMOTES,
        });
        const standalone = await startRemoteDevServer('mf-events', {
          port: await freePort(),
          apiOrigin: new URL(system.apiUrl).origin,
          emulatorHost: emulator.host,
        }).catch(async (error: unknown) => {
          await system.stop();
          throw error;
        });
        try {
          await run(
            path.join(ROOT, 'node_modules/.bin/playwright'),
            ['test', '--config', 'e2e/playwright.config.ts', ...playwrightFilters],
            {
              cwd: ROOT,
              env: {
                BASE_URL: system.url,
                API_URL: system.apiUrl,
                CHROMIUM_PATH: chromium,
                PW_JSON_REPORT: PLAYWRIGHT_REPORT,
                STANDALONE_EVENTS_URL: standalone.url,
                SMS_OUTBOX_FILE: system.smsOutboxFile,
                EMAIL_OUTBOX_FILE: system.emailOutboxFile,
                // The canary journey publishes into the run's release folder.
                RELEASES_DIR: system.releasesDir,
              },
            },
          );
        } finally {
          await standalone.stop();
          await system.stop();
        }
      });
    }
  } finally {
    await emulator.stop();
    await rm(scratch, { recursive: true, force: true });
  }
  console.log('\nSummary');
  for (const s of steps) console.log(`  ${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds.toFixed(1)} s)`);
  const failedSteps = steps.filter((s) => !s.ok).length;
  const counts = await countTests();
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
  return failedSteps === 0 && counts.failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
