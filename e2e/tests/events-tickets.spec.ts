import { expect, test } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { createApiEvent, createApiUser } from '../support/api-user';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

test('a visitor RSVPs to a free event and holds a pass with a QR code', async ({ page }) => {
  const host = await createApiUser('Rita Rsvp');
  const event = await createApiEvent(host, { name: `Free picnic ${Date.now()}` });

  await page.goto(`/app/event/${event.id}`);
  await page.getByRole('button', { name: 'RSVP' }).click();
  await expect(page.getByTestId('login-prompt')).toHaveText('🎟️ Sign up/login to RSVP');
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Gus Guest' });
  await expect(page).toHaveURL(new RegExp(`/app/event/${event.id}$`));

  await page.getByRole('button', { name: 'RSVP' }).click();
  await expect(page).toHaveURL(/\/app\/pass\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Your pass' })).toBeVisible();
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code for your RSVP pass/ })).toBeVisible();
  await screensAtBothSizes(page, 'events-pass');

  // The event now counts them as going, and the pass list has it.
  await page.goto(`/app/event/${event.id}`);
  await expect(page.getByRole('link', { name: 'Gus is going' })).toBeVisible();
  await page.goto('/app/pass');
  await expect(page.getByRole('link', { name: new RegExp(event.name) })).toBeVisible();
  await screensAtBothSizes(page, 'events-pass-list');
});

test('a buyer picks tickets, pays on the sandbox checkout and lands on the pass', async ({
  page,
}) => {
  const host = await createApiUser('Paula Paid');
  const event = await createApiEvent(host, {
    name: `Paid gala ${Date.now()}`,
    type: 'ticketed',
    ticketTypes: [
      { name: 'General', priceCents: 2500, capacity: 50, maxPerOrder: 2 },
      { name: 'VIP', priceCents: 9900, capacity: 1, maxPerOrder: 1 },
    ],
  });

  await page.goto('/app');
  await page.goto(`/app/event/${event.id}`);
  await expect(page.getByText('From $25.00')).toBeVisible();
  await page.getByRole('button', { name: 'Get tickets' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/event/${event.id}/tickets$`));
  const dialog = page.getByRole('dialog', { name: 'Tickets' });
  const more = dialog.getByRole('button', { name: 'One more General' });
  await more.click();
  await more.click();
  // The per-order limit is 2: the third press is not offered.
  await expect(more).toBeDisabled();
  await expect(dialog.getByText('2 tickets · $50.00')).toBeVisible();
  await screensAtBothSizes(page, 'events-tickets-dialog');

  await dialog.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByTestId('login-prompt')).toHaveText('🎟️ Sign up/login to get tickets');
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Bea Buyer' });
  await expect(page).toHaveURL(new RegExp(`/app/event/${event.id}/tickets$`));

  await dialog.getByRole('button', { name: 'One more General' }).click();
  await dialog.getByRole('button', { name: 'Checkout' }).click();

  // The sandbox's hosted checkout page, served by the API.
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/payment-return\?transaction_id=.+&event_id=/);
  await expect(page.getByRole('heading', { name: /You're in!/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code for your General pass/ })).toBeVisible();
  await screensAtBothSizes(page, 'events-payment-return');

  await page.getByRole('link', { name: 'View your pass' }).click();
  await expect(page).toHaveURL(/\/app\/pass\/[^/]+$/);
  await expect(page.getByRole('img', { name: /QR code for your General pass/ })).toBeVisible();
});

test('a cancelled payment says so and offers to try again', async ({ page }) => {
  const host = await createApiUser('Carl Cancel');
  const event = await createApiEvent(host, {
    name: `Cancelled gala ${Date.now()}`,
    type: 'ticketed',
    ticketTypes: [{ name: 'General', priceCents: 1500, capacity: 10, maxPerOrder: 4 }],
  });
  await page.goto(`/app/event/${event.id}/tickets`);
  await page.getByRole('button', { name: 'One more General' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Cy Cancel' });
  await page.getByRole('button', { name: 'One more General' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: "Your payment didn't go through" })).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Tickets' })).toBeVisible();
});
