/**
 * Guest details (issue 28, item 7): a guest's row in the guest list opens their context (passes,
 * check-in, how many of this host's events they came to), never their phone number. After the
 * one `page.goto`, only clicks.
 */
import { expect, test } from '@playwright/test';
import { apiUrl, createApiEvent, createApiUser } from '../support/api-user';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

test("a host opens a guest's details from the guest list", async ({ page }) => {
  test.setTimeout(120_000);
  const host = await createApiUser('Hal Details');
  const guest = await createApiUser('Gemma Details');
  const event = await createApiEvent(host, {
    name: `Details night ${Date.now()}`,
    type: 'simpleRsvp',
  });
  const rsvp = await fetch(apiUrl('/checkout/initiate'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${guest.token}` },
    body: JSON.stringify({
      eventId: event.id,
      items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }],
    }),
  });
  expect(rsvp.status).toBe(201);

  await page.goto(`/app/event/${event.id}/guests`);
  await signInWithPhone(page, host.phoneNumber);
  await page.getByRole('button', { name: 'Details for Gemma Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gemma Details' });
  await expect(dialog.getByText("Hasn't come to any of your events yet")).toBeVisible();
  await expect(dialog.getByText('Not checked in yet')).toBeVisible();
  await expect(dialog.getByRole('list', { name: "Gemma Details's passes" })).toContainText('Going');
  await expect(dialog).not.toContainText(guest.phoneNumber.slice(-4));
  await screensAtBothSizes(page, 'guest-details');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  // Closing gives focus back to the row's button, so the list goes on working by keyboard.
  const open = page.getByRole('button', { name: 'Details for Gemma Details' });
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
});
