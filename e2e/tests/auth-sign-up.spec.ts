import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { idTokenFor, latestCodeFor, uniquePhoneNumber } from '../support/auth-emulator';
import { solidPng } from '../support/png';

const apiUrl = process.env.API_URL!;
const SCREENS = path.resolve(import.meta.dirname, '../../test-results/screens');

const widths = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** A birthday `years` ago today (UTC), as the date field takes it. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

async function expectStep(page: Page, step: string, current: number) {
  await expect(page).toHaveURL(new RegExp(`/auth/${step}$`));
  await expect(page.getByTestId('auth-progress')).toHaveText(`Step ${current} of 7`);
}

for (const size of widths) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a new phone number signs up through every step and lands where it started', async ({
      page,
    }) => {
      const shot = (step: string) =>
        page.screenshot({ path: `${SCREENS}/auth-${step}-${size.name}.png`, fullPage: true });
      const phone = uniquePhoneNumber(); // +1555xxxxxxx
      const name = `Ava ${phone.slice(-4)}`;

      await page.goto('/app/create?type=simpleRsvp');
      await expectStep(page, 'phone', 1);
      await expect(page.getByTestId('login-prompt')).toHaveText(
        '🎉 Sign up/login to create an event',
      );
      // The country picker defaults to the browser's country and lists dial codes.
      await expect(page.getByLabel('Country')).toHaveValue('US');
      await expect(page.getByLabel('Country').locator('option[value="GB"]')).toHaveText(
        'United Kingdom (+44)',
      );
      await page.getByLabel('Phone number').fill('555 12');
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText('That number is too short for United States.')).toBeVisible();
      await shot('phone-error');
      // A national number, read for the chosen country.
      await page.getByLabel('Phone number').fill(`(555) ${phone.slice(5, 8)}-${phone.slice(8)}`);
      await shot('phone');
      await page.getByRole('button', { name: 'Send code' }).click();

      await expectStep(page, 'otp', 2);
      await expect(page.getByText(`We texted a 6-digit code to +1 555`)).toBeVisible();
      await expect(page.getByLabel('6-digit code')).toHaveAttribute(
        'autocomplete',
        'one-time-code',
      );
      await expect(page.getByTestId('resend-countdown')).toContainText(/new code in \d+ s/);
      const code = await latestCodeFor(phone);
      const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
      await page.getByLabel('6-digit code').fill(wrong);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText("That code isn't right. Check it and try again.")).toBeVisible();
      await shot('otp-error');
      await page.getByLabel('6-digit code').fill(code);
      await shot('otp');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expectStep(page, 'name', 3);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Enter your name so friends can find you.')).toBeVisible();
      await page.getByLabel('Your name').fill(name);
      await shot('name');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expectStep(page, 'photo', 4);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Add a photo to continue.')).toBeVisible();
      const chooser = page.getByLabel('Choose a photo');
      await chooser.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await expect(page.getByText('Choose a JPEG, PNG, WebP or GIF image.')).toBeVisible();
      await shot('photo-error');
      await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng() });
      await expect(page.getByText('Photo uploaded.')).toBeVisible();
      // The draft survives a reload: the uploaded photo is still there, served by the API.
      await page.reload();
      await expectStep(page, 'photo', 4);
      const preview = page.getByRole('img', { name: 'Your profile photo' });
      await expect(preview).toHaveAttribute('src', /\/v2\/images\/files\/.+-small\.webp$/);
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(page.getByLabel('Replace photo')).toBeAttached();
      await shot('photo');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expectStep(page, 'birthday', 5);
      await page.getByLabel('Birthday').fill(yearsAgo(12));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('You must be at least 13 years old to sign up.')).toBeVisible();
      await shot('birthday-error');
      await page.getByLabel('Birthday').fill('1994-03-09');
      await page.getByRole('button', { name: 'Continue' }).click();

      // Back goes one step back with the answer kept.
      await expectStep(page, 'gender', 6);
      await page.getByRole('link', { name: 'Back' }).click();
      await expectStep(page, 'birthday', 5);
      await expect(page.getByLabel('Birthday')).toHaveValue('1994-03-09');
      await shot('birthday');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expectStep(page, 'gender', 6);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Choose one, or "Prefer not to say".')).toBeVisible();
      // Keyboard: the choices are one radio group.
      await page.getByRole('radio', { name: 'Female', exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
      await page.getByRole('radio', { name: 'Non-binary' }).check();
      await shot('gender');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expectStep(page, 'instagram', 7);
      await page.getByLabel('Instagram handle').fill('ava quinn!');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(
        page.getByText("Instagram handles only have letters, numbers, '_' and '.'."),
      ).toBeVisible();
      await page.getByLabel('Instagram handle').fill('@Ava.Quinn');
      await shot('instagram');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expectStep(page, 'confirmInstagram', 7);
      await expect(page.getByTestId('instagram-handle')).toHaveText('@Ava.Quinn');
      await shot('confirm-instagram');
      await page.getByRole('link', { name: 'Edit handle' }).click();
      await expect(page.getByLabel('Instagram handle')).toHaveValue('Ava.Quinn');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: "Yes, that's me" }).click();

      // done creates the user and follows the redirect memory, query and all.
      await expect(page).toHaveURL(/\/app\/create\?type=simpleRsvp$/);
      await expect(page.getByText(`Hosting as ${name}`)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('signUpDraft'))).toBeNull();

      // What the API stored is everything the steps asked for.
      const token = await idTokenFor(phone);
      const res = await fetch(`${apiUrl}/users/`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const { user } = ((await res.json()) as { data: { user: Record<string, unknown> } }).data;
      expect(user).toMatchObject({
        name,
        phone,
        birthday: '1994-03-09',
        gender: 'nonbinary',
        instagram: 'Ava.Quinn',
        profileImage: { urls: { small: expect.stringMatching(/\.webp$/) } },
      });
    });
  });
}

test('a reload mid sign-up resumes the draft, and a deep link cannot skip a step', async ({
  page,
}) => {
  const phone = uniquePhoneNumber();
  await page.goto('/auth/phone');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.getByLabel('6-digit code').fill(await latestCodeFor(phone));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/name$/);
  await page.getByLabel('Your name').fill('Resuming Rae');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/photo$/);

  // Skipping ahead to done with no photo lands back on the first unanswered step.
  await page.goto('/auth/done');
  await expect(page).toHaveURL(/\/auth\/photo$/);
  // Coming back to /auth resumes there too, and the name is still in the draft.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth\/photo$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByLabel('Your name')).toHaveValue('Resuming Rae');
});
