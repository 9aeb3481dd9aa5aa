/**
 * The version-skew island: `mf-island-fixture` (e2e/fixtures/island-remote), built against React
 * 18 with its own React, runs inside the React 19 shell through its single-spa lifecycles. The run
 * builds and publishes it beside the remotes (scripts/test.ts, FIXTURE_REMOTES).
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { createApiUser } from '../support/api-user';
import { enterPhoneAndCode } from '../support/sign-in';

const ISLAND_FILES = '/releases/mf-island-fixture/';

/**
 * Every React DOM on the page, by version: a stand-in for React DevTools' hook, which each React
 * DOM (production builds included) announces itself to when it starts.
 */
async function recordReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const versions: string[] = [];
    Object.assign(window, {
      __reactRenderers: versions,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { version: string }) {
          versions.push(renderer.version);
          return versions.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

/**
 * The listeners on `window` and `document` that the island's own scripts added, as
 * `window resize`: read with the DevTools protocol, which names the script of each handler.
 */
async function islandListeners(cdp: CDPSession, scripts: Map<string, string>): Promise<string[]> {
  const found: string[] = [];
  for (const target of ['window', 'document'] as const) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: target });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId!,
    });
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
    for (const listener of listeners) {
      if (scripts.get(listener.scriptId)?.includes(ISLAND_FILES)) {
        found.push(`${target} ${listener.type}`);
      }
    }
  }
  return found.sort();
}

/** The DevTools protocol on this page, with the URL of every script it has parsed. */
async function watchScripts(
  page: Page,
): Promise<{ cdp: CDPSession; scripts: Map<string, string> }> {
  const cdp = await page.context().newCDPSession(page);
  const scripts = new Map<string, string>();
  cdp.on('Debugger.scriptParsed', (script) => scripts.set(script.scriptId, script.url));
  await cdp.send('Debugger.enable');
  return { cdp, scripts };
}

/** What the page has on `window` for this test (the fixture's probe, the renderers, a marker). */
type Marked = Window & {
  __islandFixture?: { listeners: number; mounts: number; unmounts: number };
  __reactRenderers?: string[];
  __sameDocument?: string;
};

/** The fixture's count of the window listeners its pages hold, and of their mounts. */
const probe = (page: Page) =>
  page.evaluate(() => ({
    ...((window as Marked).__islandFixture ?? { listeners: 0, mounts: 0, unmounts: 0 }),
  }));

const sameDocument = (page: Page) => page.evaluate(() => (window as Marked).__sameDocument);

test('a React 18 island inside the React 19 shell: gated, signed in, navigating, unmounted clean', async ({
  page,
}) => {
  await recordReactRenderers(page);
  const islandRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(ISLAND_FILES)) islandRequests.push(r.url());
  });

  // A visitor is gated from the manifest, before any of the island's code loads, and the address
  // is remembered.
  await page.goto('/app/island/me?from=e2e');
  await expect(page).toHaveURL(/\/auth\/phone$/);
  await expect(page.getByTestId('login-prompt')).toHaveText('🏝️ Sign in to see your island page');
  expect(islandRequests).toEqual([]);

  // After sign-in, mf-auth returns to the island's page, which shows the person from the props.
  const person = await createApiUser('Isla Fixture');
  await enterPhoneAndCode(page, person.phoneNumber);
  await expect(page).toHaveURL(/\/app\/island\/me\?from=e2e$/);
  const island = page.getByTestId('island-root');
  await expect(island.getByTestId('island-person')).toHaveText('Signed in as Isla Fixture');
  await expect(island.getByTestId('island-token')).toHaveText('ID token: received');
  await expect(island.getByTestId('island-react')).toHaveText(/^18\./);
  expect(islandRequests.length).toBeGreaterThan(0);
  // Two React DOMs on one page: the shell's 19 and the island's 18.
  const renderers = await page.evaluate(() => (window as Marked).__reactRenderers ?? []);
  expect(renderers.map((v) => v.split('.')[0]).sort()).toEqual(['18', '19']);
  // The shell's frame is around it.
  await expect(page.getByRole('banner', { name: 'Main' })).toBeVisible();

  const { cdp, scripts } = await watchScripts(page);
  await page.evaluate(() => {
    (window as Marked).__sameDocument = 'yes';
  });
  expect(await probe(page)).toEqual({ listeners: 1, mounts: 1, unmounts: 0 });

  // Its links go through the shell's router: another island page, one parcel, no reload.
  await island.getByRole('link', { name: 'Island home' }).click();
  await expect(page).toHaveURL(/\/app\/island$/);
  await expect(island.getByRole('heading', { name: 'Island' })).toBeVisible();
  await expect(island.getByTestId('island-person')).toHaveText('Signed in as Isla Fixture');
  await expect(page.locator('[data-island]')).toHaveCount(1);
  // Control for the listener reading below: it sees the island's window listener while mounted.
  expect(await islandListeners(cdp, scripts)).toContain('window resize');

  // Leaving to another remote's page unmounts the island: no element, no listener of its pages.
  await island.getByRole('link', { name: 'Back to events' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.locator('.event-card').first()).toBeVisible();
  expect(await sameDocument(page)).toBe('yes');
  await expect(page.getByTestId('island-root')).toHaveCount(0);
  await expect(page.locator('[data-island]')).toHaveCount(0);
  await expect.poll(() => probe(page)).toEqual({ listeners: 0, mounts: 2, unmounts: 2 });
  // What stays is React 18's own document listener, added once per page for any of its roots:
  // the island's code holds nothing else, and a second visit adds nothing.
  const afterFirstVisit = await islandListeners(cdp, scripts);
  expect(afterFirstVisit).toEqual(['document selectionchange']);

  await page.goBack();
  await expect(page).toHaveURL(/\/app\/island$/);
  await expect(page.getByTestId('island-person')).toHaveText('Signed in as Isla Fixture');
  await page.getByRole('link', { name: 'Back to events' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect.poll(() => probe(page)).toEqual({ listeners: 0, mounts: 3, unmounts: 3 });
  expect(await islandListeners(cdp, scripts)).toEqual(afterFirstVisit);
  expect(await sameDocument(page)).toBe('yes');
  await cdp.detach();
});

test('an island page that throws is reported as the island’s release and shown in its area only', async ({
  page,
}) => {
  const reported = page.waitForRequest(
    (r) => r.url().endsWith('/v2/error') && r.method() === 'POST',
  );
  await page.goto('/app/island');
  await expect(page.getByTestId('island-person')).toHaveText('Visitor');
  await page.getByRole('button', { name: 'Break the island' }).click();
  await expect(page.getByText('This part of the app stopped working.')).toBeVisible();
  const report = await reported;
  expect(report.postDataJSON()).toMatchObject({
    kind: 'error_boundary',
    remote: { name: 'mf-island-fixture', version: expect.stringMatching(/^\d+\.\d+\.\d+-/) },
    route: '/app/island',
  });
  expect((await report.response())?.status()).toBe(201);
  await expect(page.getByRole('banner', { name: 'Main' })).toBeVisible();
});
