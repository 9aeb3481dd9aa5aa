import { expect, test } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { createApiEvent, createApiUser } from '../support/api-user';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

test('a visitor scrolls the feed, more events load, and opens one', async ({ page }) => {
  await page.goto('/app');
  const cards = page.locator('.event-card');
  await expect(cards.first()).toBeVisible();
  const firstPage = await cards.count();
  // Every card shows when (in the event's zone, named), where, and the going line.
  await expect(cards.first().locator('time')).toHaveText(/\d{1,2}:\d{2} [AP]M \S+/);
  await expect(cards.first().locator('.event-card__going')).toHaveText(/going/);
  await screensAtBothSizes(page, 'events-feed');

  // Scrolling to the end brings the next page (the demo data has more than one page).
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  const names = await cards.locator('h2').allTextContents();
  expect(new Set(names).size, 'no event twice').toBe(names.length);

  const name = (await cards.nth(1).locator('h2').textContent())!;
  await cards.nth(1).click();
  await expect(page).toHaveURL(/\/app\/event\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await screensAtBothSizes(page, 'events-event-page');
});

test('a visitor signs in to like an event, and comes back to it', async ({ page }) => {
  const host = await createApiUser('Hana Host');
  const event = await createApiEvent(host, { name: `Like me ${Date.now()}` });

  await page.goto(`/app/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await page.getByRole('button', { name: 'Like this event' }).click();

  await expect(page).toHaveURL(/\/auth\/phone$/);
  await expect(page.getByTestId('login-prompt')).toHaveText('❤️ Sign up/login to like this event');
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Lee Liker' });

  await expect(page).toHaveURL(new RegExp(`/app/event/${event.id}$`));
  const like = page.getByRole('button', { name: 'Like this event' });
  await expect(like).toHaveText('0');
  await like.click();
  const unlike = page.getByRole('button', { name: 'Unlike this event' });
  await expect(unlike).toHaveAttribute('aria-pressed', 'true');
  await expect(unlike).toHaveText('1');
  // The server kept it: a reload still shows it liked.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unlike this event' })).toHaveText('1');
});

test('share and going dialogs open by URL, close with Esc, and the link is copyable', async ({
  page,
}) => {
  const host = await createApiUser('Sam Sharer');
  const event = await createApiEvent(host, { name: `Share me ${Date.now()}` });
  await page.goto(`/app/event/${event.id}/share`);
  const dialog = page.getByRole('dialog', { name: 'Share this event' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Link to this event')).toHaveValue(
    new RegExp(`/app/event/${event.id}$`),
  );
  await screensAtBothSizes(page, 'events-share-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/app/event/${event.id}$`));

  await page.getByRole('link', { name: 'No one is going yet!' }).click();
  await expect(page.getByRole('dialog', { name: "Who's going" })).toBeVisible();
});
