import { expect, test } from '@playwright/test';
import { apiUrl, createApiEvent, createApiUser, type ApiUser } from '../support/api-user';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

/** The guest RSVPs through the API, as the event page's RSVP button does; returns the pass code. */
async function rsvp(guest: ApiUser, eventId: string, ticketTypeId: string): Promise<string> {
  const res = await fetch(apiUrl('/checkout/initiate'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${guest.token}` },
    body: JSON.stringify({ eventId, items: [{ ticketTypeId, quantity: 1 }] }),
  });
  const json = (await res.json()) as { data: { passes: { qrToken: string }[] } };
  expect(res.status).toBe(201);
  return json.data.passes[0]!.qrToken;
}

test('the host sees a guest on the list, checks them in at the door, and a second scan is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const host = await createApiUser('Dana Door');
  const event = await createApiEvent(host, {
    name: `Door night ${Date.now()}`,
    type: 'simpleRsvp',
  });
  const guest = await createApiUser('Gabe Guest');
  const qrToken = await rsvp(guest, event.id, event.ticketTypes[0]!.id);

  // The guest list: the guest is there, going, with their ticket type.
  await page.goto(`/app/event/${event.id}/guests`);
  await signInWithPhone(page, host.phoneNumber);
  await expect(page.getByRole('heading', { name: 'Guests' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Guest list' });
  await expect(list.getByText('Gabe Guest')).toBeVisible();
  await expect(list.getByText('Going')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Going (1)' })).toBeVisible();
  await screensAtBothSizes(page, 'host-door-guests');

  // The door: the code typed in and Enter pressed admits the guest, in green.
  await page.getByRole('link', { name: 'Scan', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/event/${event.id}/scan$`));
  const code = page.getByLabel(/Pass code/);
  await expect(code).toBeFocused();
  await code.fill(qrToken);
  await code.press('Enter');
  const result = page.getByTestId('scan-result');
  await expect(result).toContainText('Admitted');
  await expect(result).toContainText('Gabe Guest · RSVP');
  await expect(code).toBeFocused();
  await expect(page.getByText(/1 checked in of 1 going/)).toBeVisible();
  await screensAtBothSizes(page, 'host-door-scan-admitted');

  // The same pass again: refused, with the time it was let in.
  await code.fill(qrToken);
  await code.press('Enter');
  await expect(result).toContainText(/Already checked in at \d{1,2}:\d{2} [AP]M/);
  await screensAtBothSizes(page, 'host-door-scan-refused');

  // The list now says checked in; the dashboard counts it.
  await page.getByRole('link', { name: 'Guests', exact: true }).click();
  await expect(list.getByText('Checked in')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  const counts = page.getByRole('list', { name: 'Counts' });
  await expect(counts.locator('.host-stat', { hasText: 'Checked in' })).toContainText('1');
  await screensAtBothSizes(page, 'host-door-dashboard');
});

test('a guest who does not organize the event is told only its hosts can see its guests', async ({
  page,
}) => {
  const host = await createApiUser('Olga Organizer');
  const event = await createApiEvent(host, {
    name: `Private list ${Date.now()}`,
    type: 'simpleRsvp',
  });
  await page.goto(`/app/event/${event.id}/guests`);
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Curious Cat' });
  await expect(
    page.getByRole('heading', { name: 'Only the hosts of this event can see its guests' }),
  ).toBeVisible();
  await screensAtBothSizes(page, 'host-door-forbidden');
});
