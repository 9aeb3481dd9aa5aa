import { expect, test } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { signInWithPhone } from '../support/sign-in';

const apiUrl = process.env.API_URL!;

test('a visitor goes from the landing page to the seeded feed', async ({ page, request }) => {
  const feed = await (await request.get(`${apiUrl}/events/feed?limit=10`)).json();
  const firstName: string = feed.data.events[0].name;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Someone who already has an account finds the way in at the top.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }),
  ).toHaveAttribute('href', '/auth/phone');
  await page.getByRole('link', { name: 'Explore events' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: firstName })).toBeVisible();
  expect(await page.locator('.event-card').count()).toBeGreaterThanOrEqual(feed.data.events.length);
});

test('create asks a visitor to sign in, and a new user lands back on create', async ({ page }) => {
  const eventsRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/releases/mf-events/')) eventsRequests.push(r.url());
  });
  await page.goto('/app/create?type=simpleRsvp');
  await expect(page).toHaveURL(/\/auth\/phone$/);
  await expect(page.getByTestId('login-prompt')).toHaveText('🎉 Sign up/login to create an event');
  // Gating happened in the shell: none of the create page's remote was fetched for it.
  expect(eventsRequests).toEqual([]);

  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Avery Quinn' });

  await expect(page).toHaveURL(/\/app\/create\?type=simpleRsvp$/);
  await expect(page.getByText('Hosting as Avery Quinn')).toBeVisible();
});

test('a returning user signs in again and returns with the query string intact', async ({
  page,
  context,
}) => {
  const phone = uniquePhoneNumber();
  await page.goto('/app/create');
  await signInWithPhone(page, phone, { newUserName: 'Rowan Blake' });
  await expect(page.getByText('Hosting as Rowan Blake')).toBeVisible();

  await page.goto('/signout');
  await expect(page).toHaveURL(/\/app$/);
  await context.clearCookies();

  await page.goto('/app/create?type=simpleRsvp&ref=nav');
  await signInWithPhone(page, phone);
  await expect(page).toHaveURL(/\/app\/create\?type=simpleRsvp&ref=nav$/);
  await expect(page.getByText('Hosting as Rowan Blake')).toBeVisible();
});

test('an unknown path shows the error page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await page.goto('/app/no-such-page');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
});
