/**
 * Canary releases through the whole system. A new mf-events whose feed page throws is published as
 * a canary for 50 % of devices; page loads from many fresh browsers (each a device with its own
 * sticky bucket) report loads and errors per device; `deploy watch --once` reads the API's counts
 * with the deploy credential, judges, and rolls the canary back with no person involved; the next
 * loads all get stable. Then a healthy new version goes out at 50 % and the watcher promotes it to
 * everyone. The judge's thresholds are made small through its CANARY_* variables.
 *
 * Other journeys run beside this one on the same release: the broken page throws only for a page
 * opened with `?canary-e2e`, so their visits are healthy loads of whichever version they drew.
 */
import { expect, test, type Browser } from '@playwright/test';
import {
  changedDist,
  deployCli,
  liveRelease,
  releaseCounts,
  runEnv,
} from '../support/canary-release';

test.describe.configure({ mode: 'serial' });

const REMOTE = 'mf-events';
const ARMED = 'canary-e2e';
const HEADING = 'children:"Upcoming events"';
const THROWS = `children:(location.search.includes("${ARMED}")?(()=>{throw new Error("canary e2e: the new feed page throws")})():"Upcoming events")`;
/** The same page, new bytes: a new version that behaves like the old one. */
const SAME = 'children:"Upcoming events"+""';
const DEVICES = 24;
const JUDGE = {
  CANARY_STEPS: '50,100',
  CANARY_MIN_LOADS: '4',
  CANARY_MIN_STABLE_LOADS: '4',
  CANARY_MIN_STEP_SECONDS: '0',
  CANARY_MIN_ERRORS: '3',
  CANARY_MIN_LOAD_ATTEMPTS: '4',
};

interface Visit {
  /** The mf-events version whose files the page fetched. */
  version: string | null;
  broke: boolean;
  choice: string | null;
}

/**
 * One page load of the feed from a fresh browser (a new device), waiting until its load report,
 * and its error report when the page broke, have reached the API.
 */
async function visit(browser: Browser, baseURL: string, debug = false): Promise<Visit> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const versions = new Set<string>();
    page.on('request', (r) => {
      const match = r.url().match(/\/releases\/mf-events\/([^/]+)\//);
      if (match) versions.add(match[1]!);
    });
    const loadCounted = page.waitForResponse(
      (r) => r.url().endsWith('/v2/error/loads') && !!r.request().postData()?.includes(REMOTE),
    );
    const errorReported = page.waitForResponse((r) => r.url().endsWith('/v2/error'));
    // Awaited only when the page broke; a healthy page never sends one.
    errorReported.catch(() => {});
    await page.goto(`/app?${ARMED}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Upcoming events' });
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(heading.or(retry)).toBeVisible();
    const broke = await retry.isVisible();
    if (broke) await errorReported;
    await loadCounted;
    let choice: string | null = null;
    if (debug) {
      await page.goto('/debug');
      choice = await page.getByTestId(`release-choice-${REMOTE}`).textContent();
    }
    expect(versions.size, [...versions].join(', ')).toBe(1);
    return { version: [...versions][0] ?? null, broke, choice };
  } finally {
    await context.close();
  }
}

async function visits(browser: Browser, baseURL: string, count: number): Promise<Visit[]> {
  const all: Visit[] = [];
  // Four browsers at a time: the machine has two cores and another journey runs beside.
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, (_, j) =>
      visit(browser, baseURL, i + j === 0),
    );
    all.push(...(await Promise.all(batch)));
  }
  return all;
}

test('a canary that throws is rolled back by the watcher; a healthy one is promoted to everyone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL!;
  const stable = (await liveRelease(base, REMOTE)).version;
  const publishedBefore = new Date(Date.now() - 1000).toISOString();

  // 1. The broken version, published as a canary for half the devices.
  const broken = await changedDist(REMOTE, HEADING, THROWS);
  const published = await deployCli(['publish', REMOTE, '--dist', broken, '--canary', '50']);
  expect(published).toMatch(/as a canary for 50% \(stable /);
  const canary = (await liveRelease(base, REMOTE)).canary!;
  expect(canary.share).toBe(50);
  const brokenVersion = canary.release.version;
  expect(brokenVersion).not.toBe(stable);

  const first = await visits(browser, base, DEVICES);
  const onCanary = first.filter((v) => v.version === brokenVersion);
  const onStable = first.filter((v) => v.version === stable);
  expect(onCanary.length + onStable.length).toBe(DEVICES);
  // Each device draws its own bucket: both versions are served, and only the canary breaks.
  expect(onCanary.length).toBeGreaterThanOrEqual(4);
  expect(onStable.length).toBeGreaterThanOrEqual(4);
  expect(onCanary.every((v) => v.broke)).toBe(true);
  expect(onStable.some((v) => v.broke)).toBe(false);
  // /debug says which version the first device runs, and why.
  expect(first[0]!.choice).toMatch(
    first[0]!.version === brokenVersion
      ? /^canary: this device's bucket \d+ is below the canary's 50%$/
      : /^stable: this device's bucket \d+ is not below the canary's 50%$/,
  );

  // The API counted every device once, with the deploy credential.
  const counts = await releaseCounts(REMOTE, publishedBefore);
  const canaryCounts = counts.find((c) => c.version === brokenVersion)!;
  expect(canaryCounts.errors).toBeGreaterThanOrEqual(onCanary.length);

  // 2. The watcher, with no person: rolled back on the error rate.
  const judged = await deployCli(['watch', '--once', '--api', runEnv('API_URL')], JUDGE);
  expect(judged).toContain(
    `${REMOTE} ${brokenVersion} (stable ${stable}): rolled back (error_rate)`,
  );
  const after = await liveRelease(base, REMOTE);
  expect(after.version).toBe(stable);
  expect(after.canary).toBeUndefined();

  // The next loads all get stable, and none breaks.
  const next = await visits(browser, base, 6);
  expect(next.map((v) => [v.version, v.broke])).toEqual(next.map(() => [stable, false]));

  // The history says who acted and on what numbers; the rolled-back version stays out.
  const history = await deployCli(['releases', '--package', REMOTE]);
  expect(history).toMatch(
    new RegExp(`canary rollback\\s+${stable}\\s+${brokenVersion}\\s+0%\\s+watch\\s+error rate`),
  );
  await expect(deployCli(['publish', REMOTE, '--dist', broken, '--canary', '50'])).rejects.toThrow(
    /was rolled back; publish it again with --force/,
  );

  // 3. A healthy new version at 50 %: the watcher promotes it to everyone.
  const healthy = await changedDist(REMOTE, HEADING, SAME);
  await deployCli(['publish', REMOTE, '--dist', healthy, '--canary', '50']);
  const healthyVersion = (await liveRelease(base, REMOTE)).canary!.release.version;
  const second = await visits(browser, base, DEVICES);
  expect(second.some((v) => v.broke)).toBe(false);
  expect(second.filter((v) => v.version === healthyVersion).length).toBeGreaterThanOrEqual(4);
  const promoted = await deployCli(['watch', '--once', '--api', runEnv('API_URL')], JUDGE);
  expect(promoted).toContain(
    `${REMOTE} ${healthyVersion} (stable ${stable}): promoted to everyone`,
  );
  const live = await liveRelease(base, REMOTE);
  expect(live.version).toBe(healthyVersion);
  expect(live.canary).toBeUndefined();
  const last = await visits(browser, base, 2);
  expect(last.map((v) => v.version)).toEqual([healthyVersion, healthyVersion]);
  expect(await deployCli(['releases', '--package', REMOTE])).toMatch(
    new RegExp(`promote\\s+${healthyVersion}\\s+${stable}\\s+100%\\s+watch`),
  );
});
