import path from 'node:path';
import { expect, test } from '@playwright/test';

const SCREENS = path.resolve(import.meta.dirname, '../../test-results/screens');

const DOCUMENTS = [
  { path: '/tos', title: 'Terms of Service', text: 'Hosting events' },
  { path: '/privacy-policy', title: 'Privacy Policy', text: 'What we collect' },
  { path: '/refund-policy', title: 'Refund Policy', text: 'Cancelled or changed events' },
] as const;

for (const doc of DOCUMENTS) {
  test(`${doc.path} shows its PDF in the page, from our own origin only`, async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await page.goto(doc.path);
    await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
    const pages = page.getByTestId('pdf-pages');
    // Drawn by pdf.js: a canvas per page, and a text layer holding the document's words.
    await expect(pages.locator('canvas').first()).toBeVisible();
    await expect(pages.locator('.textLayer').getByText(doc.text)).toBeAttached();
    const drawn = await pages
      .locator('canvas')
      .first()
      .evaluate((c: HTMLCanvasElement) => {
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark++;
        return dark;
      });
    expect(drawn, 'the canvas has text drawn on it').toBeGreaterThan(500);
    const download = page.getByRole('link', { name: 'Download PDF' });
    const res = await page.request.get(await download.getAttribute('href').then((h) => h!));
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(foreign).toEqual([]);
    if (doc.path === '/tos') await page.screenshot({ path: `${SCREENS}/document-tos.png` });
  });
}

test('/index.html goes to the landing page', async ({ page }) => {
  await page.goto('/index.html');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/logo-colors shows the nine accent colours', async ({ page }) => {
  await page.goto('/logo-colors');
  await expect(page.getByRole('heading', { level: 1, name: 'Logo colors' })).toBeVisible();
  const swatches = page.getByTestId('accent-swatch');
  await expect(swatches).toHaveCount(9);
  const colours = await swatches.evaluateAll((els) =>
    els.map((el) => getComputedStyle(el).backgroundColor),
  );
  expect(new Set(colours).size).toBe(9);
  await page.screenshot({ path: `${SCREENS}/logo-colors.png` });
});

test('/debug shows the live release', async ({ page }) => {
  await page.goto('/debug');
  await expect(page.getByRole('heading', { level: 1, name: 'Debug' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'mf-events' })).toBeVisible();
});

test('a slow remote: no spinner in the first 500 ms, a spinner after', async ({ page }) => {
  // Timed inside the page: on a loaded machine Playwright's own round trips can take longer than
  // 500 ms, so the page records when the loader and its spinner first appeared.
  await page.addInitScript(() => {
    const seen: { loaderAt?: number; spinnerAt?: number } = {};
    (window as unknown as { __loaderTimes: typeof seen }).__loaderTimes = seen;
    new MutationObserver(() => {
      const loader = document.querySelector('.ui-full-page-loader');
      if (loader && seen.loaderAt === undefined) seen.loaderAt = performance.now();
      if (loader?.querySelector('[role=status]') && seen.spinnerAt === undefined) {
        seen.spinnerAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // Hold the feed's remote back until the spinner has been seen, so the shell's full-page loader
  // is what shows meanwhile.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/releases/mf-events/**', async (route) => {
    held++;
    await released;
    await route.continue();
  });
  await page.goto('/app', { waitUntil: 'commit' });
  const loader = page.locator('.ui-full-page-loader');
  await expect(loader.getByRole('status')).toBeVisible();
  await expect(loader.getByRole('status')).toHaveText('Loading');
  const times = await page.evaluate(
    () =>
      (window as unknown as { __loaderTimes: { loaderAt?: number; spinnerAt?: number } })
        .__loaderTimes,
  );
  expect(times.loaderAt, 'the loader was seen').toBeDefined();
  expect(times.spinnerAt, 'the spinner was seen').toBeDefined();
  // 1 ms of slack for timer rounding; the observer fires after the insertion it reports.
  expect(times.spinnerAt! - times.loaderAt!).toBeGreaterThanOrEqual(499);
  expect(held, 'the remote was being held back').toBeGreaterThan(0);
  release();
  await expect(page.locator('.event-card').first()).toBeVisible();
  await expect(loader).toHaveCount(0);
});
