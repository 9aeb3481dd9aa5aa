import { expect, test } from '@playwright/test';
import { createApiUser } from '../support/api-user';
import { enterPhoneAndCode } from '../support/sign-in';

test('a blocked remote shows a fallback with Retry, the rest keeps working, and Retry recovers', async ({
  page,
}) => {
  let blocked = true;
  await page.route('**/releases/mf-events/**', (route) =>
    blocked ? route.abort('failed') : route.continue(),
  );
  const reported = page.waitForRequest(
    (r) => r.url().endsWith('/v2/error') && r.method() === 'POST',
  );

  await page.goto('/app');
  const fallback = page.getByText("This part of the app didn't load");
  await expect(fallback).toBeVisible();
  // The failed load is reported with the remote's released version, and the API stores it.
  const report = await reported;
  expect(report.postDataJSON()).toMatchObject({
    kind: 'remote_load',
    remote: { name: 'mf-events', version: expect.stringMatching(/^\d+\.\d+\.\d+-/) },
    route: '/app',
    appVersion: expect.stringMatching(/^shell@/),
  });
  expect((await report.response())?.status()).toBe(201);
  // The shell's nav still works, and so does another remote's page.
  await expect(page.getByRole('banner', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/phone$/);
  await expect(page.getByLabel('Phone number')).toBeVisible();

  await page.goBack();
  await expect(fallback).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toBeVisible();

  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toBeHidden();
  await expect(page.locator('.event-card').first()).toBeVisible();
});

test('every remote reads the contexts the shell provides (one React)', async ({ page }) => {
  await page.goto('/debug');
  const shellBuild = await page.getByTestId('shell-build').textContent();
  const shellReact = await page.getByTestId('shell-react-version').textContent();
  expect(shellBuild).toMatch(/^shell@/);
  for (const remote of ['auth', 'events', 'social', 'host']) {
    const probe = page.getByTestId(`probe-${remote}`);
    await expect(probe.getByTestId('probe-shell')).toHaveText(shellBuild!);
    await expect(probe.getByTestId('probe-react')).toHaveText(shellReact!);
  }
});

test('a remote page loads only when its route is visited', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (r) => {
    const m = r.url().match(/\/releases\/(mf-[a-z]+)\//);
    if (m?.[1]) requested.add(m[1]);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Explore events' })).toBeVisible();
  expect([...requested]).toEqual([]);
  await page.getByRole('link', { name: 'Explore events' }).click();
  await expect(page.locator('.event-card').first()).toBeVisible();
  expect([...requested]).toEqual(['mf-events']);
});

test("a signed-in person's page loads its own remote's entry, not every remote's", async ({
  page,
}) => {
  const person = await createApiUser('Fede Signed');
  await page.goto('/auth/phone');
  await enterPhoneAndCode(page, person.phoneNumber);
  await expect(page).not.toHaveURL(/\/auth\//);

  // A fresh load of a profile (mf-social), signed in: Firebase is a shared module loaded lazily,
  // which under the runtime's default strategy loaded the entry of every registered remote.
  const entries = new Set<string>();
  page.on('request', (r) => {
    const m = r.url().match(/\/releases\/(mf-[a-z]+)\/[^/]+\/remoteEntry\.js$/);
    if (m?.[1]) entries.add(m[1]);
  });
  await page.goto(`/app/user/${person.user.id}`);
  await expect(page.getByRole('heading', { name: 'Fede Signed' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...entries]).toEqual(['mf-social']);
});

test("hovering a link to another remote's page fetches that remote before the click", async ({
  page,
}) => {
  const fromAuth: string[] = [];
  page.on('request', (r) => {
    const m = r.url().match(/\/releases\/mf-auth\/[^/]+\/(.+)$/);
    if (m?.[1]) fromAuth.push(m[1]);
  });
  const isEntry = (file: string) => file === 'remoteEntry.js';
  const isPageScript = (file: string) => /^__federation_expose_PhonePage\..*\.js$/.test(file);
  await page.goto('/app');
  await expect(page.locator('.event-card').first()).toBeVisible();
  // Control: the feed alone does not fetch mf-auth.
  expect(fromAuth).toEqual([]);

  const signIn = page.getByRole('banner', { name: 'Main' }).getByRole('link', { name: 'Sign In' });
  const pageScriptFetched = page.waitForResponse((r) =>
    /\/releases\/mf-auth\/[^/]+\/__federation_expose_PhonePage\..*\.js$/.test(r.url()),
  );
  await signIn.hover();
  // The entry, then the page's own script (no mf-manifest.json: the shell registers the entry).
  expect((await pageScriptFetched).ok()).toBe(true);
  expect(fromAuth.filter(isEntry)).toHaveLength(1);
  expect(fromAuth.filter(isPageScript)).toHaveLength(1);
  expect(fromAuth.filter((file) => file.endsWith('mf-manifest.json'))).toEqual([]);
  // Fetched, not shown: the feed is still the page.
  await expect(page).toHaveURL(/\/app$/);

  // The click finds them there: the page opens without fetching either again.
  await signIn.click();
  await expect(page.getByLabel('Phone number')).toBeVisible();
  expect(fromAuth.filter(isEntry)).toHaveLength(1);
  expect(fromAuth.filter(isPageScript)).toHaveLength(1);
});

test('a page load and each remote that loads in it are counted for the error rate', async ({
  page,
}) => {
  type LoadReport = { appVersion: string; pageLoad: boolean; remotes: unknown[] };
  const reports: LoadReport[] = [];
  const statuses: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/v2/error/loads') && r.method() === 'POST') {
      reports.push(r.postDataJSON() as LoadReport);
    }
  });
  page.on('response', (r) => {
    if (r.url().endsWith('/v2/error/loads')) statuses.push(r.status());
  });
  await page.goto('/app');
  await expect(page.locator('.event-card').first()).toBeVisible();
  // Loads within a second go in one report; a slower remote may come in a second one.
  await expect
    .poll(() => reports.flatMap((r) => r.remotes))
    .toEqual([{ name: 'mf-events', version: expect.stringMatching(/^\d+\.\d+\.\d+-/) }]);
  expect(reports.filter((r) => r.pageLoad)).toHaveLength(1);
  expect(reports[0]?.appVersion).toMatch(/^shell@/);
  await expect.poll(() => statuses).toEqual(reports.map(() => 201));
});
