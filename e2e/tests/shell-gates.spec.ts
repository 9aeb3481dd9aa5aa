import { expect, test, type Page } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { signInWithPhone } from '../support/sign-in';

/**
 * SPEC §2 login gating: every protected route sends a logged-out visitor to /auth/phone with the
 * prompt of its own screen, and remembers where they were going. The list is the contract, written
 * out by hand (not read from the route declarations), so a declaration that drifts fails here.
 */
const PROTECTED: ReadonlyArray<readonly [path: string, prompt: string]> = [
  ['/app/create?type=simpleRsvp', '🎉 Sign up/login to create an event'],
  ['/app/chat', '💬 Sign up/login to chat'],
  ['/app/chat/c1', '💬 Sign up/login to chat'],
  ['/app/event/e1/guests', '👥 Sign up/login to view guests'],
  ['/app/user/edit', '✏️ Sign up/login to edit your profile'],
  ['/app/user/settings', '⚙️ Sign up/login to view your settings'],
  ['/app/user/settings/delete', '⚙️ Sign up/login to view your settings'],
  ['/app/user/receipts', '🧾 Sign up/login to view your receipts'],
  ['/app/user/campus', '🎓 Sign up/login to view your campus'],
  ['/app/dispute/d1', '⚖️ Sign up/login to view this dispute'],
  ['/app/activity', '🔔 Sign up/login to view your activity'],
  ['/app/org/o1', '🏛️ Sign up/login to view this organization'],
  ['/app/org/o1/members', '🏛️ Sign up/login to view this organization'],
  ['/app/organization/o1', '🏛️ Sign up/login to view this organization'],
  ['/app/user', '🔒 Sign up/login to continue'],
  ['/app/user/u1', '🔒 Sign up/login to continue'],
  ['/app/org/create', '🔒 Sign up/login to continue'],
  ['/app/org/o1/edit', '🔒 Sign up/login to continue'],
  ['/app/org/o1/dashboard', '🔒 Sign up/login to continue'],
  ['/app/event/e1/scan', '🔒 Sign up/login to continue'],
  ['/app/host/wallet', '🔒 Sign up/login to continue'],
  ['/app/host/stripe-connect', '🔒 Sign up/login to continue'],
  ['/app/host/e1/dashboard', '🔒 Sign up/login to continue'],
  ['/app/host/e1/analytics', '🔒 Sign up/login to continue'],
  ['/app/pass', '🎟️ Sign up/login to view your pass'],
  ['/app/pass/p1', '🎟️ Sign up/login to view your pass'],
];

async function expectGated(page: Page, list: typeof PROTECTED) {
  for (const [path, prompt] of list) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page, `${path} should send a visitor to sign in`).toHaveURL(/\/auth\/phone$/);
      await expect(page.getByTestId('login-prompt')).toHaveText(prompt);
      const saved = await page.evaluate(() => sessionStorage.getItem('flow:redirectPath'));
      expect(saved, `${path} should be remembered`).toBe(path.split('?')[0]);
    });
  }
}

test('each protected route shows its own prompt at /auth/phone to a visitor', async ({ page }) => {
  test.setTimeout(120_000);
  await expectGated(page, PROTECTED);
});

test('public routes stay open to a visitor', async ({ page }) => {
  for (const path of ['/app', '/app/event/e-none', '/']) {
    await page.goto(path);
    await expect(page).not.toHaveURL(/\/auth\//);
  }
});

test('/app/organization/:id sends a signed-in person on to /app/org/:id, query kept', async ({
  page,
}) => {
  await page.goto('/app/organization/o42?tab=events');
  await expect(page.getByTestId('login-prompt')).toHaveText(
    '🏛️ Sign up/login to view this organization',
  );
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Orla Gate' });
  await expect(page).toHaveURL(/\/app\/org\/o42\?tab=events$/);
  // mf-social's organization page answers for that id (there is no organization o42).
  await expect(page.getByText("This organization doesn't exist")).toBeVisible();
});
