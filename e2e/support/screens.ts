import type { Page } from '@playwright/test';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * A full-page screenshot kept under test-results/screens for people to look at. Taken from the
 * top: a full-page capture draws fixed and sticky parts (the header, the skip link hidden above
 * the viewport) where the window is scrolled to, across the middle of the picture. The scroll is
 * put back after, so the journey goes on from where it was.
 */
export async function screen(page: Page, name: string): Promise<void> {
  const scrolledTo = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    return y;
  });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolledTo);
}

/** The same page at 375 px and 1440 px wide, then back to the size it had. */
export async function screensAtBothSizes(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const [label, size] of [
    ['375', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await screen(page, `${name}-${label}`);
  }
  if (before) await page.setViewportSize(before);
}
