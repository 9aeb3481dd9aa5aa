import { expect, test } from '@playwright/test';
import { createApiUser } from '../support/api-user';
import { enterPhoneAndCode } from '../support/sign-in';

/** A user who finished sign-up earlier (on another device): the account and the user record. */
async function existingUser(name: string): Promise<string> {
  return (await createApiUser(name)).phoneNumber;
}

test('a returning user goes straight back after the code, with the query string intact', async ({
  page,
}) => {
  const phone = await existingUser('Rowan Blake');
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  await page.goto('/app/create?type=simpleRsvp&ref=nav');
  await enterPhoneAndCode(page, phone);

  await expect(page).toHaveURL(/\/app\/create\?type=simpleRsvp&ref=nav$/);
  await expect(page.getByText('Hosting as Rowan Blake')).toBeVisible();
  // No sign-up step was shown on the way.
  expect(visited.filter((p) => p.startsWith('/auth/'))).toEqual(['/auth/phone', '/auth/otp']);
});

test('a returning user with nowhere saved lands on /', async ({ page }) => {
  const phone = await existingUser('Sam Home');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Continue with phone' }).click();
  await enterPhoneAndCode(page, phone);
  await expect(page).toHaveURL(/\/$/);
  // Signed in now: the sign-in steps send them on rather than asking again.
  await page.goto('/auth/phone');
  await expect(page).toHaveURL(/\/$/);
});

test("a returning person's page loads with the stored sign-in, before Firebase's account lookup answers", async ({
  page,
}) => {
  const phone = await existingUser('Stella Stored');
  await page.goto('/auth/phone');
  await enterPhoneAndCode(page, phone);
  await expect(page).toHaveURL(/\/$/);

  // On a new load Firebase restores the sign-in by asking the Auth server about the account.
  // Held here: the page must not wait for it while the stored ID token is good.
  let releaseLookup!: () => void;
  const lookupHeld = new Promise<void>((resolve) => (releaseLookup = resolve));
  const lookupAsked = page.waitForRequest((r) => r.url().includes('/accounts:lookup'));
  await page.route(/\/accounts:lookup/, async (route) => {
    await lookupHeld;
    await route.continue();
  });
  const record = page.waitForRequest(
    (r) =>
      /^\/v2\/users\/?$/.test(new URL(r.url()).pathname) && r.headers().authorization !== undefined,
    { timeout: 10_000 },
  );
  await page.goto('/app/user');
  // Well within Firebase's own 30 s network timeout, after which it would carry on without the
  // answer: a page that waited for Firebase would not be shown by then.
  await record;
  await expect(page.getByRole('heading', { level: 1, name: 'Stella Stored' })).toBeVisible({
    timeout: 10_000,
  });
  // Firebase did ask, and is still waiting: the page did not depend on it.
  await lookupAsked;

  // Once Firebase has taken over, the session carries on with its token: a signed-in page works.
  releaseLookup();
  await page.goto('/app/create?type=simpleRsvp');
  await expect(page.getByText('Hosting as Stella Stored')).toBeVisible();
});

test("a returning person's own record is asked for at boot, before React or the page's code has run", async ({
  page,
}) => {
  const phone = await existingUser('Bo Boot');
  await page.goto('/auth/phone');
  await enterPhoneAndCode(page, phone);
  await expect(page).toHaveURL(/\/$/);

  // Every script but the shell's entry is held: only the entry chunk can ask for anything.
  let releaseScripts!: () => void;
  const held = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && !/^\/main\.[0-9a-f]+\.js$/.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const record = page.waitForRequest(
    (r) =>
      /^\/v2\/users\/?$/.test(new URL(r.url()).pathname) &&
      r.headers().authorization?.startsWith('Bearer ') === true,
    { timeout: 10_000 },
  );
  await page.goto('/app/user', { waitUntil: 'commit' });
  await record;
  releaseScripts();
  // The session takes that answer: the page shows the person without asking again.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/^\/v2\/users\/?$/.test(new URL(r.url()).pathname)) asked.push(r.url());
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Bo Boot' })).toBeVisible();
  expect(asked).toEqual([]);
});
