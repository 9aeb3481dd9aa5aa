import { expect, test } from '@playwright/test';
import { latestCodeFor, uniquePhoneNumber } from '../support/auth-emulator';

/** mf-events on its own dev server, as its team runs it: no shell, no other remote. */
const standaloneUrl = process.env.STANDALONE_EVENTS_URL;
if (!standaloneUrl)
  throw new Error('STANDALONE_EVENTS_URL is not set: run the e2e suite through `npm test`.');

test('a remote runs alone: its feed, a deep link, and a gated page after the dev sign-in', async ({
  page,
}) => {
  await page.goto(`${standaloneUrl}/app`);
  await expect(page.getByText('mf-events running alone')).toBeVisible();
  const firstCard = page.locator('.event-card a').first();
  await expect(firstCard).toBeVisible();
  const href = await firstCard.getAttribute('href');

  // A deep link loads the bundles from the root, not relative to the nested path.
  await page.goto(`${standaloneUrl}${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const phone = uniquePhoneNumber();
  await page.goto(`${standaloneUrl}/app/create`);
  // Under load the dev page can still re-render the sign-in form after it first shows: let it
  // settle, and make sure the number typed is the one the code gets sent to.
  await page.waitForLoadState('networkidle');
  const phoneField = page.getByLabel('Phone number');
  await phoneField.fill(phone);
  await expect(phoneField).toHaveValue(phone);
  await page.getByRole('button', { name: 'send code' }).click();
  // The code step shows once the emulator has issued the code; only then is there one to read.
  // A development build under load can take a while to get there.
  // Exact: the create form behind the panel has a 'Zip code' field.
  const codeField = page.getByLabel('Code', { exact: true });
  await expect(codeField).toBeVisible({ timeout: 30_000 });
  await codeField.fill(await latestCodeFor(phone));
  await page.getByRole('button', { name: 'sign in' }).click();
  await expect(page.getByText(`Hosting as Dev ${phone.slice(-4)}`)).toBeVisible();
});
