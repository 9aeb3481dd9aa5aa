import { expect, test } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

test('a person asks to claim an event from elsewhere, sees it Received, and asking again says so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const link = `https://tickets.example.org/e/${Date.now().toString(36)}`;

  await page.goto('/app/create');
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Ivy Importer' });
  await page.getByRole('link', { name: 'Bring it here' }).click();
  await expect(page.getByRole('heading', { name: 'Bring an event here' })).toBeVisible();
  await expect(page.getByText('No requests yet')).toBeVisible();

  // A link that is not a web address is refused in the form, in words.
  await page.getByLabel('Link to the event').fill('rooftop jazz on friday');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('That is not a web link.', { exact: false })).toBeVisible();
  await screensAtBothSizes(page, 'events-import-error');

  await page.getByLabel('Link to the event').fill(link);
  await page.getByRole('radio', { name: /I organize it: let me claim it/ }).check();
  await page.getByLabel('Note for our team').fill('I run the Blue Room nights');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByText('Thanks! We got your request to claim this event.', { exact: false }),
  ).toBeVisible();
  const mine = page.getByRole('list', { name: 'Your requests' });
  await expect(mine.getByText(link)).toBeVisible();
  await expect(mine.getByText('Received')).toBeVisible();

  // The same request again answers the stored one.
  await page.getByLabel('Link to the event').fill(`${link}/#tickets`);
  await page.getByRole('radio', { name: /I organize it: let me claim it/ }).check();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('You already asked for this on', { exact: false })).toBeVisible();
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await screensAtBothSizes(page, 'events-import');
});
