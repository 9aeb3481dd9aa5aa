import { expect, test, type Page } from '@playwright/test';
import { startRemoteDevServer, type RunningDevServer } from '../support/remote-dev-server';
import { screensAtBothSizes } from '../support/screens';

/**
 * A developer points one remote of the deployed app at their dev server (`npm run dev -w
 * mf-events`, its feed heading changed on the way into the build), confirms, sees it on every page
 * with a banner, and Reset brings the release back. The dev server runs the way its team runs it,
 * in development mode, inside the production shell, under the app's enforced CSP.
 */
const RELEASED = 'Upcoming events';
const FROM_DEV = 'Upcoming events, from the dev server';

// One dev server for the file: its tests run in order, in one worker.
test.describe.configure({ mode: 'serial' });

let dev: RunningDevServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  dev = await startRemoteDevServer('mf-events', {
    replace: { file: /feed-page\.tsx$/, from: RELEASED, to: FROM_DEV },
  });
});
test.afterAll(async () => {
  await dev?.stop();
});

const feedHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const banner = (page: Page) => page.getByRole('complementary', { name: 'Remote override' });

/** CSP violations the page reports in its console (the policy is enforced, not report-only). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the dev server stands in for mf-events after a confirm, on every page, until Reset', async ({
  page,
}) => {
  const violations = watchCsp(page);
  const fromDevServer: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(dev.url)) fromDevServer.push(r.url());
  });

  // The release first: the control for the heading below.
  await page.goto('/app');
  await expect(feedHeading(page)).toHaveText(RELEASED);

  await page.goto(`/app?override=mf-events@${dev.url}`);
  const confirm = page.getByRole('dialog', { name: `Load mf-events from ${dev.url}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('in this browser only, for the next 4 hours');
  // Nothing runs from the dev server before the person confirms.
  await expect(feedHeading(page)).toHaveText(RELEASED);
  expect(fromDevServer).toEqual([]);
  await screensAtBothSizes(page, 'override-confirm');

  await confirm.getByRole('button', { name: 'Load mf-events' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(feedHeading(page)).toHaveText(FROM_DEV);
  // The shell registers the build's container entry itself: no mf-manifest.json before it.
  expect(fromDevServer.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await expect(banner(page)).toContainText(`mf-events comes from ${dev.url}, not release`);
  // Built from the same tree as the shell: no shared export is missing.
  await expect(banner(page)).toHaveAttribute('data-shared-check', 'ok');
  await expect(banner(page).getByRole('alert')).toHaveCount(0);
  await screensAtBothSizes(page, 'override-banner');

  // Another page: the banner stays, and the dev server's code shares the shell's React.
  await page.goto('/debug');
  await expect(banner(page)).toBeVisible();
  const probe = page.getByTestId('probe-events');
  await expect(probe.getByTestId('probe-react')).toHaveText(
    (await page.getByTestId('shell-react-version').textContent())!,
  );
  await expect(page.getByRole('row', { name: /mf-events/ })).toContainText(
    `overridden by ${dev.url}/`,
  );

  await banner(page).getByRole('button', { name: 'Reset' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/app');
  await expect(feedHeading(page)).toHaveText(RELEASED);
  await expect(banner(page)).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('the banner warns when the override imports shared exports the live shell lacks', async ({
  page,
}) => {
  // The dev server's build as it would be with a call into a shared-api export the shell lacks.
  await page.route(`${dev.url}/shared-needs.json`, async (route) => {
    const needs = await (await route.fetch()).json();
    needs['shared-api'].names.push('useExportTheShellLacks');
    await route.fulfill({ json: needs, headers: { 'access-control-allow-origin': '*' } });
  });
  await page.goto(`/debug`);
  // The /debug form writes the same request a link would.
  await page.getByLabel('Remote', { exact: true }).selectOption('mf-events');
  await page.getByLabel('Address of its build').fill(dev.url);
  await page.getByRole('button', { name: 'Override…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Load mf-events' }).click();

  await expect(banner(page)).toHaveAttribute('data-shared-check', 'problems');
  await expect(banner(page).getByRole('alert')).toContainText(
    'mf-events imports shared-api export useExportTheShellLacks',
  );
  await banner(page).getByRole('button', { name: 'Reset' }).click();
  await expect(banner(page)).toHaveCount(0);
});

test('an origin the configuration does not list is refused, and an expired override is dropped', async ({
  page,
}) => {
  await page.goto('/app?override=mf-events@https://evil.example');
  const refused = page.getByRole('dialog', { name: 'This override is not allowed' });
  await expect(refused).toContainText('https://evil.example is not an origin this deployment');
  await expect(refused.getByRole('button', { name: 'Load mf-events' })).toHaveCount(0);
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(feedHeading(page)).toHaveText(RELEASED);

  // Stored hours ago and past its lifetime: the release loads, and the entry is gone.
  await page.evaluate((base) => {
    const expired = { package: 'mf-events', base: `${base}/`, expiresAt: Date.now() - 1000 };
    localStorage.setItem('events.remote-override', JSON.stringify(expired));
  }, dev.url);
  await page.reload();
  await expect(feedHeading(page)).toHaveText(RELEASED);
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('events.remote-override'))).toBeNull();
});

test('reports from the overridden remote are tagged as such, and its loads are not counted', async ({
  page,
}) => {
  await page.goto(`/app?override=mf-events@${dev.url}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Load mf-events' }).click();
  await expect(feedHeading(page)).toHaveText(FROM_DEV);

  // A fresh page load: the dev server's remote loads but is no release's (federation.spec.ts is
  // the control: there the release's load is counted).
  const loadReport = page.waitForRequest(
    (r) => r.url().endsWith('/v2/error/loads') && r.postDataJSON()?.pageLoad === true,
  );
  await page.goto('/app');
  await expect(feedHeading(page)).toHaveText(FROM_DEV);
  expect((await loadReport).postDataJSON().remotes).toEqual([]);

  // A page of the dev server's that fails to load is reported as the overridden remote's.
  await page.route(`${dev.url}/__federation_expose_SearchPage*`, (route) => route.abort('failed'));
  const errorReport = page.waitForRequest(
    (r) => r.url().endsWith('/v2/error') && r.method() === 'POST',
  );
  await page.goto('/app/search?query=jazz');
  await expect(page.getByText("This part of the app didn't load")).toBeVisible();
  const report = await errorReport;
  expect(report.postDataJSON()).toMatchObject({
    kind: 'remote_load',
    remote: {
      name: 'mf-events',
      version: expect.stringMatching(/^\d+\.\d+\.\d+-/),
      overridden: true,
    },
  });
  expect((await report.response())?.status()).toBe(201);

  await banner(page).getByRole('button', { name: 'Reset' }).click();
  await expect(banner(page)).toHaveCount(0);
});
