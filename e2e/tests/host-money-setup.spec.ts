/**
 * Issue 28, items 2 and 10, through the screens, each test after one `page.goto` with only clicks
 * and typing:
 * - a host creates a paid event, is told on the form and after creating that payouts are not set
 *   up, follows the link and completes set-up on the sandbox's onboarding page;
 * - a buyer buys with "Save this card" (typing a card on the sandbox's page), buys a second ticket
 *   with the saved card (no page), and removes the card in settings after a confirmation.
 * Screenshots of each new screen at 375 px and 1440 px in test-results/screens/money-setup-*.png.
 */
import { expect, test } from '@playwright/test';
import { createApiEvent, createApiUser } from '../support/api-user';
import { DESKTOP, screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

/** `YYYY-MM-DDTHH:mm` some days from now, for a datetime-local input. */
function localInDays(days: number, time: string): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  return `${date.toISOString().slice(0, 10)}T${time}`;
}

test('a host selling tickets is told payouts are not set up and sets them up', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  const host = await createApiUser('Paula Payouts');
  await page.goto('/app/create?type=ticketed');
  await signInWithPhone(page, host.phoneNumber);

  await page.getByLabel('Event name').fill(`Paid Night ${Date.now()}`);
  await page.getByLabel('Starts').fill(localInDays(6, '20:00'));
  await page.getByLabel('Time zone').selectOption('America/New_York');
  await page.getByLabel('Address line 1').fill('1 Main St');
  await page.getByLabel('City').fill('Brooklyn');
  await page.getByLabel('State').fill('NY');
  await expect(page.getByText("Payouts aren't set up yet.")).toHaveCount(0);
  await page.getByLabel('Ticket 1 price').fill('30');
  const formNotice = page.getByText("Payouts aren't set up yet.");
  await expect(formNotice).toBeVisible();
  const newTabLink = page.getByRole('link', { name: /Set up payouts/ });
  await expect(newTabLink).toHaveAttribute('href', '/app/host/stripe-connect');
  await expect(newTabLink).toHaveAttribute('target', '_blank');
  await formNotice.scrollIntoViewIfNeeded();
  await screensAtBothSizes(page, 'money-setup-form-notice');

  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/app\/create\/confirmation\/[^/]+$/);
  await expect(page.getByText("Payouts aren't set up yet.")).toBeVisible();
  await screensAtBothSizes(page, 'money-setup-confirmation');

  // The confirmation page's link goes in the same tab.
  const setUp = page.getByRole('link', { name: 'Set up payouts' });
  await expect(setUp).not.toHaveAttribute('target', '_blank');
  await setUp.click();
  await expect(page).toHaveURL(/\/app\/host\/stripe-connect$/);
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish: give every detail' }).click();
  await expect(page).toHaveURL(/\/app\/host\/stripe-connect\/complete$/);
  await expect(
    page.getByText('Payouts are set up: ticket money comes to this wallet.'),
  ).toBeVisible();
});

test('a buyer saves a card, pays with it the next time, then removes it in settings', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const host = await createApiUser('Hugo Host');
  const event = await createApiEvent(host, {
    name: `Card Night ${Date.now()}`,
    type: 'ticketed',
    ticketTypes: [{ name: 'Entry', priceCents: 2000, capacity: 50, maxPerOrder: 4 }],
  });
  const buyer = await createApiUser('Bea Buyer');

  await page.goto(`/app/event/${event.id}`);
  await page.getByRole('button', { name: 'Get tickets' }).click();
  let dialog = page.getByRole('dialog', { name: 'Tickets' });
  await dialog.getByRole('button', { name: 'One more Entry' }).click();
  await dialog.getByRole('button', { name: 'Checkout' }).click();
  await signInWithPhone(page, buyer.phoneNumber);

  // Back on the event's tickets after signing in: no saved card yet, so "Save this card".
  dialog = page.getByRole('dialog', { name: 'Tickets' });
  await dialog.getByRole('button', { name: 'One more Entry' }).click();
  const save = dialog.getByRole('checkbox', { name: /Save this card/ });
  await expect(save).toBeVisible();
  await save.check();
  await screensAtBothSizes(page, 'money-setup-checkout-save');
  await dialog.getByRole('button', { name: 'Checkout' }).click();

  // The sandbox's page: the card is typed, and the page says it will be kept.
  await expect(page.getByText('This card will be saved for your next purchase')).toBeVisible();
  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByLabel('Expiry (MM / YY)').fill('04 / 40');
  await page.getByLabel('Security code').fill('123');
  await screensAtBothSizes(page, 'money-setup-sandbox-card');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('link', { name: 'View your pass' })).toBeVisible({
    timeout: 20_000,
  });

  // The second ticket: the saved card is chosen, and pays with no page.
  await page.getByRole('link', { name: event.name }).first().click();
  // The page first offers "Get tickets", then "Get more tickets" once it knows the buyer's pass.
  await expect(page.getByText('You have 1 ticket')).toBeVisible();
  await page.getByRole('button', { name: 'Get more tickets' }).click();
  dialog = page.getByRole('dialog', { name: 'Tickets' });
  await dialog.getByRole('button', { name: 'One more Entry' }).click();
  const saved = dialog.getByRole('radio', { name: /Mastercard ending 4444/ });
  await expect(saved).toBeChecked();
  await screensAtBothSizes(page, 'money-setup-checkout-saved');
  await dialog.getByRole('button', { name: 'Pay with saved card' }).click();
  await expect(page).toHaveURL(/\/app\/pass\/[^/]+$/);
  await expect(page.getByText('Your tickets are ready')).toBeVisible();

  // Settings lists the card; removing asks first.
  await page.getByRole('link', { name: 'Your profile' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  const cards = page.getByRole('list', { name: 'Your saved cards' });
  await expect(cards).toContainText('Mastercard ending 4444');
  await expect(cards).toContainText('Expires 04/40');
  await screensAtBothSizes(page, 'money-setup-settings-cards');
  await page.getByRole('button', { name: 'Remove Mastercard ending 4444' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Mastercard ending 4444?' });
  await expect(confirm).toBeVisible();
  await screensAtBothSizes(page, 'money-setup-remove-card');
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(page.getByText('No saved cards.')).toBeVisible();
  await screensAtBothSizes(page, 'money-setup-settings-empty');
});
