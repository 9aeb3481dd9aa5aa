import { expect, test } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { createApiEvent, createApiUser } from '../support/api-user';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

/** A 1×1 PNG: enough for the API to decode, resize and store as a flyer. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** `YYYY-MM-DDTHH:mm` some days from now, for a datetime-local input. */
function localInDays(days: number, time: string): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  return `${date.toISOString().slice(0, 10)}T${time}`;
}

test('a host creates an event, sees it in the feed, edits it, and search finds it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const word = `Zephyr${Date.now().toString(36)}`;
  const name = `${word} Rooftop Social`;

  await page.goto('/app/create?type=simpleRsvp');
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Holly Host' });
  await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();

  // Saving the empty form names what is missing, in words.
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByLabel('Event name')).toHaveAccessibleDescription(/Give your event a name/);
  await expect(page.getByLabel('City')).toHaveAccessibleDescription(/Enter the city/);
  // The summary at the top names each of them too.
  const summary = page.getByRole('alert').filter({ hasText: 'need fixing before saving' });
  await expect(summary.getByRole('listitem')).toContainText([
    'Give your event a name',
    'Choose when the event starts',
    'Enter the street address',
    'Enter the city',
    'Enter the state or region',
  ]);
  await screensAtBothSizes(page, 'events-create-errors');

  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Description').fill('Music, snacks and a view.');
  // A file that is not an image is refused with the reason; an image uploads and shows.
  await page.getByLabel('Flyer').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Only JPEG, PNG, WebP or GIF images are accepted')).toBeVisible();
  await page
    .getByLabel('Flyer')
    .setInputFiles({ name: 'flyer.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Flyer preview' })).toBeVisible();
  await page.getByLabel('Starts', { exact: true }).fill(localInDays(1, '23:30'));
  await page.getByLabel('Time zone').selectOption('America/Chicago');
  await page.getByLabel('Place name').fill('Top Floor');
  await page.getByLabel('Address line 1').fill('5 Lake St');
  await page.getByLabel('City').fill('Chicago');
  await page.getByLabel('State').fill('IL');
  await page.getByRole('button', { name: 'Create event' }).click();

  await expect(page).toHaveURL(/\/app\/create\/confirmation\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Your event is live' })).toBeVisible();
  await screensAtBothSizes(page, 'events-create-confirmation');
  const eventUrl = await page.getByRole('link', { name: 'View event' }).getAttribute('href');

  // In the feed (scrolling until it shows), with its city and state.
  await page.goto('/app');
  const card = page.locator('.event-card', { hasText: name });
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(card).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(card).toContainText('Chicago, IL');
  await expect(card).toContainText('CST');
  await expect(card.getByRole('img', { name: `Flyer for ${name}` })).toHaveAttribute(
    'src',
    /\/v2\/images\/files\/.+-small\.webp$/,
  );

  // Edit: the organizer changes the name.
  await page.goto(`${eventUrl}/edit`);
  await expect(page.getByLabel('Event name')).toHaveValue(name);
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await screensAtBothSizes(page, 'events-edit');
  await page.getByLabel('Event name').fill(`${name} (moved upstairs)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${eventUrl}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `${name} (moved upstairs)` }),
  ).toBeVisible();

  // Search finds it by a word of its name.
  await page.goto(`/app/search?query=${word.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: `${name} (moved upstairs)` })).toBeVisible();
  await page.getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(/\/app\/search\/user\?query=/);
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await page.goto(`/app/search/events?query=${word.toLowerCase()}`);
  await screensAtBothSizes(page, 'events-search');
});

test('someone who does not organize an event is told they cannot edit it', async ({ page }) => {
  const host = await createApiUser('Olive Owner');
  const event = await createApiEvent(host, { name: `Not yours ${Date.now()}` });
  await page.goto(`/app/event/${event.id}/edit`);
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Nosy Neighbor' });
  await expect(
    page.getByRole('heading', { name: "Only the event's organizers can edit it" }),
  ).toBeVisible();
});

test('the host deletes an event after confirming, and its page then says it is gone', async ({
  page,
}) => {
  const host = await createApiUser('Dora Delete');
  const event = await createApiEvent(host, { name: `Delete me ${Date.now()}` });
  await page.goto(`/app/event/${event.id}/edit`);
  await signInWithPhone(page, host.phoneNumber);
  await page.getByRole('button', { name: 'Delete event' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this event?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'Delete event' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto(`/app/event/${event.id}`);
  await expect(page.getByRole('heading', { name: "This event doesn't exist" })).toBeVisible();
});

test('a host chooses a ticketed event and sells a ticket type with a limit and a closing time', async ({
  page,
}) => {
  await page.goto('/app/create/type');
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Tess Tickets' });
  await page.getByRole('link', { name: /Ticketed/ }).click();
  await expect(page).toHaveURL(/\/app\/create\?type=ticketed$/);

  const name = `Ticketed ${Date.now()}`;
  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Starts', { exact: true }).fill(localInDays(3, '20:00'));
  await page.getByLabel('Time zone').selectOption('America/Denver');
  await page.getByLabel('Address line 1').fill('1 Main St');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State').fill('CO');
  await page.getByLabel('Ticket 1 name').fill('Early bird');
  await page.getByLabel('Ticket 1 price').fill('12.50');
  await page.getByLabel('Ticket 1 quantity').fill('20');
  await page.getByLabel('Ticket 1 limit per order').fill('4');
  await page.getByLabel('Ticket 1 sales close').fill(localInDays(2, '12:00'));
  await page.getByRole('button', { name: 'Create event' }).click();

  await expect(page.getByRole('heading', { name: 'Your event is live' })).toBeVisible();
  await page.getByRole('link', { name: 'View event' }).click();
  await expect(page.getByText('From $12.50')).toBeVisible();
  await page.getByRole('button', { name: 'Get tickets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tickets' });
  await expect(dialog.getByText(/^Closes \w{3} \d{1,2}, 12:00 PM$/)).toBeVisible();
  await expect(dialog.getByText('20 left · up to 4 per order')).toBeVisible();
});
