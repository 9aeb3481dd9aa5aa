/**
 * A first visit asks nothing of another origin and nothing that is not there: no request leaves
 * the site before the person does something that needs it (signing in, paying), and no request
 * answers 404 (a missing /favicon.ico was one). Run as a phone, where Firebase Auth's default
 * set-up fetched Google's api.js and an iframe on every page.
 */
import { devices, expect, test, type Page, type Request } from '@playwright/test';
import { holdRequests } from '../support/hold-requests';

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 5'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

function recordRequests(page: Page) {
  const requests: Request[] = [];
  const failed: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('response', (response) => {
    if (response.status() === 404) failed.push(response.url());
  });
  return {
    elsewhere: (origin: string) =>
      requests.map((r) => r.url()).filter((url) => !isLocal(url, origin)),
    notFound: () => failed,
  };
}

/** Our origin, or the API and emulator on this machine (the test system's other ports). */
function isLocal(url: string, origin: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  const { hostname, origin: of } = new URL(url);
  return of === origin || hostname === '127.0.0.1' || hostname === 'localhost';
}

/** Every request for the feed's first page, as it is made. */
function recordFeedRequests(page: Page): Request[] {
  const feedRequests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/v2/events/feed')) feedRequests.push(request);
  });
  return feedRequests;
}

/**
 * Holds mf-events' entry back until the returned function is called: whatever is asked for
 * meanwhile was asked by the shell's boot, not by the remote.
 */
function holdFeedRemoteEntry(page: Page): Promise<() => void> {
  return holdRequests(page, '**/releases/mf-events/**/remoteEntry.js');
}

/** The paths the page's head preloads as `as` (script, fetch…), in document order. */
function preloadedPaths(page: Page, as: string): Promise<string[]> {
  return page
    .locator(`head link[rel="preload"][as="${as}"]`)
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
}

for (const path of ['/', '/app']) {
  test(`${path} asks nothing of another origin and meets no 404`, async ({ page, baseURL }) => {
    const seen = recordRequests(page);
    await page.goto(path);
    if (path === '/app') await expect(page.locator('.event-card').first()).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Firebase starts Auth after the first paint: give anything it would fetch time to be asked.
    await page.waitForLoadState('networkidle');
    const origin = new URL(baseURL ?? '').origin;
    expect(seen.elsewhere(origin)).toEqual([]);
    expect(seen.notFound()).toEqual([]);
  });
}

test('the first flyers of the feed load at once; the rest wait for a scroll', async ({ page }) => {
  await page.goto('/app');
  const flyers = page.locator('.event-card img.event-flyer');
  await expect(flyers.first()).toBeVisible();
  await expect(flyers.first()).toHaveAttribute('loading', 'eager');
  await expect(flyers.first()).toHaveAttribute('fetchpriority', 'high');
  const count = await flyers.count();
  if (count > 4) await expect(flyers.nth(4)).toHaveAttribute('loading', 'lazy');
});

test('/ is static: its one small script, no federation runtime, no Firebase, no app start-up', async ({
  page,
}) => {
  const scripts: string[] = [];
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    asked.push(pathname);
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Only the landing page's own script: the app's bundles (React, the router, Firebase, the
  // federation runtime) are all elsewhere.
  expect(scripts).toEqual([expect.stringMatching(/^\/landing\.[0-9a-f]{8}\.js$/)]);
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
  expect(await page.evaluate(() => Object.keys(globalThis).some((k) => /firebase/i.test(k)))).toBe(
    false,
  );
  // Nothing the app reads at start: no release manifest, no configuration, no API call.
  expect(asked.filter((p) => /^\/(releases|v2)\/|^\/app-config\.json$/.test(p))).toEqual([]);
  // Its links lead into the app and to the documents.
  await expect(page.getByRole('link', { name: 'Explore events' })).toHaveAttribute('href', '/app');
  await expect(page.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
    'href',
    '/tos',
  );
  // Control: the same probe finds the runtime on the app's page, so it can fail.
  await page.goto('/app');
  await expect(page.locator('.event-card').first()).toBeVisible();
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(true);
});

test("a visitor's /app asks for the feed once, with its computed fields", async ({ page }) => {
  const feedRequests = recordFeedRequests(page);
  await page.goto('/app');
  await expect(page.locator('.event-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A fast pass (X-Exclude-Computed-Fields) beside the full one was a second request at once.
  expect(feedRequests).toHaveLength(1);
  expect(await feedRequests[0]!.headerValue('x-exclude-computed-fields')).toBeNull();
  const answer = await feedRequests[0]!.response();
  expect(await answer?.headerValue('cache-control')).toBe('public, max-age=0, must-revalidate');
  expect(await answer?.headerValue('etag')).toBeTruthy();
});

test("/app's page names every start-up script of the shell up front, and only those", async ({
  page,
}) => {
  const shellScripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The shell's own files sit at the root; a remote's are under /releases/.
    if (request.resourceType() === 'script' && /^\/[^/]+\.js$/.test(pathname)) {
      shellScripts.push(pathname);
    }
  });
  await page.goto('/app');
  await expect(page.locator('.event-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloaded = await preloadedPaths(page, 'script');
  // Without the hints the browser finds these only after the entry has downloaded and run.
  expect(preloaded[0]).toMatch(/^\/main\.[0-9a-f]{8}\.js$/);
  expect(new Set(preloaded)).toEqual(new Set(shellScripts));
});

test("/app's page preloads the configuration and the release manifest, and the entry takes them", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/app');
  await expect(page.locator('.event-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloaded = await preloadedPaths(page, 'fetch');
  expect(preloaded).toEqual(['/app-config.json', '/releases/current.json']);
  // Each is asked for once: the entry's own fetch took the preloaded answer, not a second copy.
  expect(asked.filter((p) => p === '/app-config.json')).toHaveLength(1);
  expect(asked.filter((p) => p === '/releases/current.json')).toHaveLength(1);
});

test("a visitor's feed and its first flyer are asked for at boot, before the feed's remote has run", async ({
  page,
}) => {
  const releaseEntry = await holdFeedRemoteEntry(page);
  const feedRequests = recordFeedRequests(page);
  const flyer = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/v2/images/'));

  await page.goto('/app', { waitUntil: 'commit' });
  const flyerUrl = (await flyer).url();
  expect(feedRequests).toHaveLength(1);
  expect(await page.locator('.event-card').count()).toBe(0);
  releaseEntry();

  // The page then takes that answer instead of asking again, and shows the flyer preloaded.
  const first = page.locator('.event-card img.event-flyer').first();
  await expect(first).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(feedRequests).toHaveLength(1);
  expect(new URL(await first.evaluate((img) => (img as HTMLImageElement).src)).pathname).toBe(
    new URL(flyerUrl).pathname,
  );
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
    'fetchpriority',
    'high',
  );
});

test("a visitor's event page asks for the event and its large flyer at boot, before its remote has run", async ({
  page,
  request,
}) => {
  const feed = (await (await request.get('/v2/events/feed?limit=1')).json()) as {
    data: { events: Array<{ id: string; flyer: { urls: { large: string } } | null }> };
  };
  const event = feed.data.events[0];
  if (!event?.flyer) throw new Error('the demo feed should start with an event that has a flyer');
  const releaseEntry = await holdFeedRemoteEntry(page);
  const flyer = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('-large.webp'), {
    timeout: 10_000,
  });

  await page.goto(`/app/event/${event.id}`, { waitUntil: 'commit' });
  // The startup read's answer names the flyer (event.flyer.urls.large): preloaded from it.
  expect(new URL((await flyer).url()).pathname).toBe(event.flyer.urls.large);
  releaseEntry();
  await expect(page.locator('img.event-flyer').first()).toBeVisible();
});

test('a signed-in device starts no visitor read at boot (its reads carry a token)', async ({
  page,
}) => {
  // What Firebase's persistence keeps for a signed-in person, in the storage the shell checks.
  await page.addInitScript(() => {
    window.localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"someone"}');
  });
  const releaseEntry = await holdFeedRemoteEntry(page);
  const feedRequests = recordFeedRequests(page);
  const entry = page.waitForRequest((r) => r.url().includes('/remoteEntry.js'));
  await page.goto('/app', { waitUntil: 'commit' });
  await entry;
  // Control for the test above: with the entry held, nothing asks for the feed.
  await page.waitForTimeout(500);
  expect(feedRequests).toEqual([]);
  releaseEntry();
});

test("the app's page paints its splash before any script has run, and the app replaces it", async ({
  page,
}) => {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/app');
  await expect(page.locator('#root > .boot-splash')).toHaveText('✦ Events');
  await page.screenshot({ path: test.info().outputPath('app-splash.png') });
  await page.unrouteAll();
  await page.goto('/app');
  await expect(page.locator('.event-card').first()).toBeVisible();
  await expect(page.locator('.boot-splash')).toHaveCount(0);
  // The landing page is its own static markup: no splash there.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.boot-splash, #boot-splash-style')).toHaveCount(0);
});
