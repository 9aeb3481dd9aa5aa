import { expect, type Page } from '@playwright/test';
import { latestCodeFor } from './auth-emulator';

/** Goes through /auth/phone and /auth/otp; a new user also gives a name. */
export async function signInWithPhone(
  page: Page,
  phoneNumber: string,
  options: { newUserName?: string } = {},
) {
  await expect(page).toHaveURL(/\/auth\/phone$/);
  await page.getByLabel('Phone number').fill(phoneNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.getByLabel('6-digit code').fill(await latestCodeFor(phoneNumber));
  await page.getByRole('button', { name: 'Continue' }).click();
  if (options.newUserName) {
    await expect(page).toHaveURL(/\/auth\/name$/);
    await page.getByLabel('Your name').fill(options.newUserName);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}
