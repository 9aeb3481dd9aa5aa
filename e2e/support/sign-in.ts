import { expect, type Page } from '@playwright/test';
import { latestCodeFor } from './auth-emulator';
import { solidPng } from './png';

export interface NewUserProfile {
  name: string;
  /** YYYY-MM-DD; defaults to an adult's birthday. */
  birthday?: string;
  /** The label of a gender choice, e.g. 'Female'; defaults to 'Prefer not to say'. */
  gender?: string;
  /** A handle to add and confirm; Instagram is skipped when absent. */
  instagram?: string;
}

/**
 * Goes through /auth/phone and /auth/otp; a new user (given `newUserName`) then walks every
 * sign-up step with defaults: name, photo, birthday, gender, Instagram skipped, done.
 */
export async function signInWithPhone(
  page: Page,
  phoneNumber: string,
  options: { newUserName?: string } = {},
) {
  await enterPhoneAndCode(page, phoneNumber);
  if (options.newUserName) await completeSignUp(page, { name: options.newUserName });
}

export async function enterPhoneAndCode(page: Page, phoneNumber: string) {
  await expect(page).toHaveURL(/\/auth\/phone$/);
  await page.getByLabel('Phone number').fill(phoneNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.getByLabel('6-digit code').fill(await latestCodeFor(phoneNumber));
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The sign-up steps after the code, from /auth/name to done. */
export async function completeSignUp(page: Page, profile: NewUserProfile) {
  await expect(page).toHaveURL(/\/auth\/name$/);
  await page.getByLabel('Your name').fill(profile.name);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/auth\/photo$/);
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: solidPng(),
  });
  await expect(page.getByText('Photo uploaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/auth\/birthday$/);
  await page.getByLabel('Birthday').fill(profile.birthday ?? '1995-06-15');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/auth\/gender$/);
  await page
    .getByRole('radio', { name: profile.gender ?? 'Prefer not to say', exact: true })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/auth\/instagram$/);
  if (profile.instagram) {
    await page.getByLabel('Instagram handle').fill(profile.instagram);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/auth\/confirmInstagram$/);
    await page.getByRole('button', { name: "Yes, that's me" }).click();
  } else {
    await page.getByRole('button', { name: 'Skip' }).click();
  }
}
