import { expect, test } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { createApiEvent, createApiUser } from '../support/api-user';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

test('a visitor RSVPs to a free event and holds a pass with a QR code', async ({ page }) => {
  const host = await createApiUser('Rita Rsvp');
  const event = await createApiEvent(host, { name: `Free picnic ${Date.now()}` });

  await page.goto(`/app/event/${event.id}`);
  await page.getByRole('button', { name: 'RSVP', exact: true }).click();
  await expect(page.getByTestId('login-prompt')).toHaveText('🎟️ Sign up/login to RSVP');
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Gus Guest' });
  await expect(page).toHaveURL(new RegExp(`/app/event/${event.id}$`));

  await page.getByRole('button', { name: 'RSVP', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/pass\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Your pass' })).toBeVisible();
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code for your RSVP pass/ })).toBeVisible();
  await screensAtBothSizes(page, 'events-pass');

  // The pass list has it; the event counts them as going and says so.
  await page.goto('/app/pass');
  await expect(page.getByRole('link', { name: new RegExp(event.name) })).toBeVisible();
  await screensAtBothSizes(page, 'events-pass-list');
  await page.goto(`/app/event/${event.id}`);
  await expect(page.getByRole('link', { name: 'Gus is going' })).toBeVisible();
  await expect(page.getByText("You're going")).toBeVisible();
  await screensAtBothSizes(page, 'events-event-going');

  // They can't make it after all: after confirming, the RSVP is cancelled and offered again.
  await page.getByRole('button', { name: "Can't go" }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your RSVP?' })
    .getByRole('button', { name: 'Cancel RSVP' })
    .click();
  await expect(page.getByRole('button', { name: 'RSVP', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'No one is going yet!' })).toBeVisible();
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
  const pay = page.getByRole('button', { name: /^Pay / });
  const charged = (await pay.textContent())?.match(/\$[\d,]+\.\d{2}/)?.[0];
  expect(charged).toBeDefined();
  await pay.click();

  await expect(page).toHaveURL(/\/payment-return\?transaction_id=.+&event_id=/);
  await expect(page.getByRole('heading', { name: /You're in!/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code for your General pass/ })).toBeVisible();
  // What was charged, and where the receipt is.
  await expect(page.getByText(`You paid ${charged}. Your receipt is in Receipts.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Receipts' })).toHaveAttribute(
    'href',
    '/app/user/receipts',
  );
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

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } });

  test("small buttons, such as the tickets' steppers, are big enough for a finger", async ({
    page,
  }) => {
    const host = await createApiUser('Tara Touch');
    const event = await createApiEvent(host, {
      name: `Touch gala ${Date.now()}`,
      type: 'ticketed',
      ticketTypes: [{ name: 'General', priceCents: 1000, capacity: 10, maxPerOrder: 4 }],
    });
    await page.goto(`/app/event/${event.id}/tickets`);
    const more = page.getByRole('dialog', { name: 'Tickets' }).getByRole('button', {
      name: 'One more General',
    });
    await expect(more).toBeVisible();
    const box = await more.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });
});
