import { expect, test, type Page } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { enterPhoneAndCode } from '../support/sign-in';

const readDraft = (page: Page) => page.evaluate(() => localStorage.getItem('signUpDraft'));

test('/signout clears a half-done sign-up draft', async ({ page }) => {
  const phone = uniquePhoneNumber();
  await page.goto('/auth/phone');
  await enterPhoneAndCode(page, phone);
  await expect(page).toHaveURL(/\/auth\/name$/);
  await page.getByLabel('Your name').fill('Draft Dana');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/photo$/);
  expect(JSON.parse((await readDraft(page))!)).toEqual({ phone, name: 'Draft Dana' });

  // It survives a reload...
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/photo$/);
  expect(JSON.parse((await readDraft(page))!)).toMatchObject({ name: 'Draft Dana' });

  // ...and /signout clears it, signs out and goes to /app.
  await page.goto('/signout');
  await expect(page).toHaveURL(/\/app$/);
  expect(await readDraft(page)).toBeNull();

  // Signing in again with the same number starts the sign-up afresh.
  await page.goto('/auth/phone');
  await expect(page).toHaveURL(/\/auth\/phone$/);
  await expect(page.getByLabel('Phone number')).toHaveValue('');
  await enterPhoneAndCode(page, phone);
  await expect(page).toHaveURL(/\/auth\/name$/);
  await expect(page.getByLabel('Your name')).toHaveValue('');
});
