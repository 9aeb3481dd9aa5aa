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
