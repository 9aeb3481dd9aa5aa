import { expect, test, type Page, type Request } from '@playwright/test';
import { holdRequests } from '../support/hold-requests';
import { createApiEvent, createApiUser } from '../support/api-user';
import { enterPhoneAndCode } from '../support/sign-in';

/** The person's own record, `GET /v2/users/`. */
const isOwnRecord = (request: Request) => /^\/v2\/users\/?$/.test(new URL(request.url()).pathname);

/** The next request for the person's own record made with their ID token, within 10 s. */
function ownRecordRequest(page: Page): Promise<Request> {
  return page.waitForRequest(
    (r) => isOwnRecord(r) && r.headers().authorization?.startsWith('Bearer ') === true,
    { timeout: 10_000 },
  );
}

/** A user who finished sign-up earlier (on another device): the account and the user record. */
async function existingUser(name: string): Promise<string> {
  return (await createApiUser(name)).phoneNumber;
}

/**
 * Holds every script but the shell's entry until the returned function is called: until then only
 * the entry chunk can ask for anything.
 */
function holdAllScriptsButTheEntry(page: Page): Promise<() => void> {
  return holdRequests(
    page,
    (url) => url.pathname.endsWith('.js') && !/^\/main\.[0-9a-f]+\.js$/.test(url.pathname),
  );
}

/** An existing user signs in on this device, which then holds their sign-in; lands on /. */
async function signInAgain(page: Page, name: string) {
  await signInOnThisDevice(page, await existingUser(name));
}

/** The account with this phone number signs in through the app's screens; lands on /. */
async function signInOnThisDevice(page: Page, phoneNumber: string) {
  await page.goto('/auth/phone');
  await enterPhoneAndCode(page, phoneNumber);
  await expect(page).toHaveURL(/\/$/);
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
  await signInAgain(page, 'Stella Stored');

  // On a new load Firebase restores the sign-in by asking the Auth server about the account.
  // Held here: the page must not wait for it while the stored ID token is good.
  const lookupAsked = page.waitForRequest((r) => r.url().includes('/accounts:lookup'));
  const releaseLookup = await holdRequests(page, /\/accounts:lookup/);
  const record = ownRecordRequest(page);
  await page.goto('/app/user');
  // Well within Firebase's own 30 s network timeout, after which it would carry on without the
  // answer: a page that waited for Firebase would not be shown by then.
  await record;
  await expect(page.getByRole('heading', { level: 1, name: 'Stella Stored' })).toBeVisible({
    timeout: 10_000,
  });
  // Firebase did ask once the page had settled (shared-api's FIREBASE_START_DELAY_MS, 10 s), and
  // is still waiting: the page did not depend on it.
  await lookupAsked;

  // Once Firebase has taken over, the session carries on with its token: a signed-in page works.
  releaseLookup();
  await page.goto('/app/create?type=simpleRsvp');
  await expect(page.getByText('Hosting as Stella Stored')).toBeVisible();
});

test("a returning person's own record is asked for at boot, before React or the page's code has run", async ({
  page,
}) => {
  await signInAgain(page, 'Bo Boot');

  const releaseScripts = await holdAllScriptsButTheEntry(page);
  const record = ownRecordRequest(page);
  await page.goto('/app/user', { waitUntil: 'commit' });
  await record;
  releaseScripts();
  // The session takes that answer: the page shows the person without asking again.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (isOwnRecord(r)) asked.push(r.url());
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Bo Boot' })).toBeVisible();
  expect(asked).toEqual([]);
});

test("a returning host's guest list is asked for at boot with the stored token, before the host tools' code has run", async ({
  page,
}) => {
  const host = await createApiUser('Gia Guestlist');
  const event = await createApiEvent(host, { name: 'Boot Read Night' });
  await signInOnThisDevice(page, host.phoneNumber);

  const isGuestList = (r: Request) => {
    const url = new URL(r.url());
    return url.pathname === '/v2/events/guests' && url.searchParams.get('eventId') === event.id;
  };
  const releaseScripts = await holdAllScriptsButTheEntry(page);
  const early = page.waitForRequest(
    (r) => isGuestList(r) && r.headers().authorization?.startsWith('Bearer ') === true,
    { timeout: 10_000 },
  );
  await page.goto(`/app/event/${event.id}/guests`, { waitUntil: 'commit' });
  await early;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (isGuestList(r)) asked.push(r.url());
  });
  releaseScripts();
  // The page takes that answer: its (empty) list shows without asking again.
  await expect(page.getByText('When people RSVP or buy tickets, they show up here.')).toBeVisible();
  expect(asked).toEqual([]);
});
