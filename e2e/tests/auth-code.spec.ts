import { expect, test } from '@playwright/test';
import { latestCodeFor, uniquePhoneNumber } from '../support/auth-emulator';

test('the code step offers a new code after the cooldown, and the new code signs in', async ({
  page,
}) => {
  // A fake clock that runs on its own but can jump: no 30 s wait in the test.
  await page.clock.install();
  const phone = uniquePhoneNumber();
  await page.goto('/auth/phone');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  const first = await latestCodeFor(phone);

  await expect(page.getByTestId('resend-countdown')).toContainText(/in (30|29) s/);
  await expect(page.getByRole('button', { name: 'Text me a new code' })).toHaveCount(0);
  await page.clock.fastForward('00:31');
  await page.getByRole('button', { name: 'Text me a new code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We texted a new code to' }),
  ).toBeVisible();
  // The countdown starts again.
  await expect(page.getByTestId('resend-countdown')).toBeVisible();

  let second = first;
  await expect
    .poll(async () => (second = await latestCodeFor(phone)), { timeout: 10_000 })
    .not.toBe(first);
  await page.getByLabel('6-digit code').fill(second);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/name$/);
});

test('the code step has a way back to change the number', async ({ page }) => {
  const phone = uniquePhoneNumber();
  await page.goto('/auth/phone');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.getByRole('link', { name: 'Change number' }).click();
  await expect(page).toHaveURL(/\/auth\/phone$/);
  await expect(page.getByLabel('Phone number')).toHaveValue(phone);
});

test('the start, phone, code and name steps work from the keyboard: focus on arrival, Enter submits', async ({
  page,
}) => {
  const phone = uniquePhoneNumber();
  await page.goto('/auth');
  // The main action is reached with Tab (after the shell's own links and the card's mark).
  const action = page.getByRole('link', { name: 'Continue with phone' });
  for (
    let presses = 0;
    presses < 6 && !(await action.evaluate((a) => a === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(action).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/phone$/);
  // The phone field has focus on arrival; Enter submits.
  await expect(page.getByLabel('Phone number')).toBeFocused();
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await page.keyboard.type(await latestCodeFor(phone));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/name$/);
  await expect(page.getByLabel('Your name')).toBeFocused();
});
