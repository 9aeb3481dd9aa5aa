import type { Page } from '@playwright/test';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/** A full-page screenshot kept under test-results/screens for people to look at. */
export async function screen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
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
