import path from 'node:path';
import { expect, test } from '@playwright/test';

const SCREENS = path.resolve(import.meta.dirname, '../../test-results/screens');

/**
 * The nav bars at a phone width and a desktop width, with screenshots kept as test artifacts
 * (test-results/screens) so a person can look at every main screen after a run.
 */
const widths = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const size of widths) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the feed shows the right nav bar', async ({ page }) => {
      await page.goto('/app');
      await expect(page.locator('.event-card').first()).toBeVisible();
      const topBar = page.getByRole('banner', { name: 'Main' });
      const bottomBar = page.getByRole('navigation', { name: 'Main' });
      if (size.name === 'mobile') {
        await expect(bottomBar).toBeVisible();
        await expect(topBar).toBeHidden();
        await expect(bottomBar.getByRole('link', { name: 'Create event' })).toHaveAttribute(
          'href',
          '/app/create?type=simpleRsvp',
        );
      } else {
        await expect(topBar).toBeVisible();
        await expect(bottomBar).toBeHidden();
        await expect(topBar.getByRole('link', { name: 'Sign In' })).toBeVisible();
      }
      await page.screenshot({ path: `${SCREENS}/feed-${size.name}.png`, fullPage: false });
    });

    test('the landing, event and sign-in screens render', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/landing-${size.name}.png` });

      await page.goto('/app');
      await page.locator('.event-card a').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/event-${size.name}.png` });

      await page.goto('/app/create');
      await expect(page.getByLabel('Phone number')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/auth-phone-${size.name}.png` });
    });
  });
}

test.describe('layout shift', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the feed arriving after its loader moves nothing already on screen', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The feed answers late, so the frame (nav bar, loader, footer) is painted before the cards:
    // the order a phone on a slow network sees, where the footer used to jump (CLS 0.23).
    await page.route('**/v2/events/feed**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/app');
    await expect(page.locator('.event-card').first()).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});
