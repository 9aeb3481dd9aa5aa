import type { Page } from '@playwright/test';

/**
 * Holds every request of `page` that matches `url` until the returned function is called; then
 * each goes on to the network. Shows what a page asks for while one of its parts is not there yet.
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page['route']>[0],
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
