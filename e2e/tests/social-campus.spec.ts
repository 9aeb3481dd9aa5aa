import { expect, test, type Page } from '@playwright/test';
import { createApiUser } from '../support/api-user';
import { EMAIL_OUTBOX as OUTBOX, codeEmailedTo } from '../support/email-outbox';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

async function pickSchool(page: Page, typed: string, name: string): Promise<void> {
  await page.getByLabel('School name').fill(typed);
  await page
    .getByRole('list', { name: 'Schools' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('a student joins their campus with the code from the email outbox and sees it on their profile', async ({
  page,
}) => {
  test.skip(!OUTBOX, 'EMAIL_OUTBOX_FILE is set by `npm test -- --e2e`');
  test.setTimeout(120_000);
  const student = await createApiUser('Cami Student');
  await page.goto('/app/user/campus');
  await signInWithPhone(page, student.phoneNumber);
  await expect(page.getByRole('heading', { name: 'Campus' })).toBeVisible();

  await page.getByLabel('School name').fill('zzqqxx');
  await expect(page.getByText('No school matches')).toBeVisible();
  await page.getByLabel('School name').fill('Stanford');
  await expect(
    page
      .getByRole('list', { name: 'Schools' })
      .getByRole('button', { name: /^Stanford University/ }),
  ).toBeVisible();
  await screensAtBothSizes(page, 'campus-search');
  await pickSchool(page, 'Stanford', 'Stanford University');

  const email = `cami.${Date.now()}@stanford.edu`;
  await page.getByLabel('School email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We emailed a code to ${email}`)).toBeVisible();
  // The resend button counts down the cooldown.
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  await screensAtBothSizes(page, 'campus-code');

  const code = await codeEmailedTo(email);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify and join' }).click();
  await expect(page.getByRole('heading', { name: 'You joined Stanford University' })).toBeVisible();
  await screensAtBothSizes(page, 'campus-joined');

  await page.getByRole('link', { name: 'See your profile' }).click();
  await expect(page.getByRole('link', { name: 'Stanford University' })).toBeVisible();
  await screensAtBothSizes(page, 'campus-profile');

  // Back on the campus page, the student's campus is shown with a way to change it.
  await page.goto('/app/user/campus');
  await expect(page.getByText('You are a member of')).toBeVisible();
  await expect(page.getByText('🎓 Stanford University')).toBeVisible();
});

test('a wrong address is refused, and a wrong code five times locks the attempt', async ({
  page,
}) => {
  test.skip(!OUTBOX, 'EMAIL_OUTBOX_FILE is set by `npm test -- --e2e`');
  test.setTimeout(120_000);
  const student = await createApiUser('Lock Tester');
  await page.goto('/app/user/campus');
  await signInWithPhone(page, student.phoneNumber);
  await pickSchool(page, 'Massachusetts Institute', 'Massachusetts Institute of Technology');

  await page.getByLabel('School email').fill('lock.tester@gmail.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'That is not a Massachusetts Institute of Technology email address',
  );
  await screensAtBothSizes(page, 'campus-wrong-domain');

  const email = `lock.${Date.now()}@mit.edu`;
  await page.getByLabel('School email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeEmailedTo(email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const codeField = page.getByLabel('6-digit code');
  for (let left = 4; left >= 1; left--) {
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Verify and join' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `That code is not right: ${left} ${left === 1 ? 'try' : 'tries'} left`,
    );
  }
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Verify and join' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many wrong codes. Send a new code to try again.',
  );
  await expect(codeField).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Verify and join' })).toBeDisabled();
  await screensAtBothSizes(page, 'campus-locked');
});
