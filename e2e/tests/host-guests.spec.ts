import { expect, test } from '@playwright/test';
import { apiUrl, createApiEvent, createApiUser, type ApiUser } from '../support/api-user';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

async function call(
  method: string,
  path: string,
  who: ApiUser,
  body: unknown,
): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await fetch(apiUrl(path), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Record<string, unknown> };
  return { status: res.status, data: json.data };
}

/** The guest asks for a place (as the event page's RSVP or tickets button does). */
async function request(guest: ApiUser, eventId: string, ticketTypeId: string) {
  const started = await call('POST', '/checkout/initiate', guest, {
    eventId,
    items: [{ ticketTypeId, quantity: 1 }],
  });
  expect(started.status).toBe(201);
  return started.data as { transactionId: string | null; checkoutUrl: string | null };
}

/** Buys one ticket: the sandbox checkout page's Pay button, then the payment-return confirm. */
async function buy(guest: ApiUser, eventId: string, ticketTypeId: string) {
  const { transactionId, checkoutUrl } = await request(guest, eventId, ticketTypeId);
  const paid = await fetch(new URL(`${checkoutUrl}/pay`, apiUrl('/')), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const confirmed = await call('PATCH', '/checkout/confirm', guest, { transactionId });
  expect(confirmed.data.status).toBe('completed');
}

test('the host approves one pending guest and denies another', async ({ page }) => {
  test.setTimeout(120_000);
  const host = await createApiUser('Avery Approver');
  const event = await createApiEvent(host, {
    name: `Members night ${Date.now()}`,
    type: 'simpleRsvp',
    requiresApproval: true,
  });
  const [penny, dan] = await Promise.all([
    createApiUser('Penny Pending'),
    createApiUser('Dan Declined'),
  ]);
  for (const guest of [penny, dan]) await request(guest, event.id, event.ticketTypes[0]!.id);

  await page.goto(`/app/event/${event.id}/guests`);
  await signInWithPhone(page, host.phoneNumber);
  await expect(page.getByRole('tab', { name: 'Pending approval (2)' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Guest list' });
  await expect(list.getByText('Pending approval')).toHaveCount(2);
  await screensAtBothSizes(page, 'host-guests-pending');

  await page.getByRole('button', { name: 'Approve Penny Pending' }).click();
  await expect(page.getByText('Penny Pending is approved and can come in')).toBeVisible();
  await page.getByRole('button', { name: 'Deny Dan Declined' }).click();
  await expect(page.getByText(/Dan Declined was denied/)).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Going (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Denied (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending approval (0)' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Check in Penny Pending' })).toBeVisible();
  await screensAtBothSizes(page, 'host-guests-decided');
});

test('the host removes a paid guest and the guest sees the refund on their receipts', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await createApiUser('Remy Remover');
  const event = await createApiEvent(host, {
    name: `Paid party ${Date.now()}`,
    type: 'ticketed',
    ticketTypes: [{ name: 'General', priceCents: 2500, capacity: 50, maxPerOrder: 4 }],
  });
  const rita = await createApiUser('Rita Refund');
  await buy(rita, event.id, event.ticketTypes[0]!.id);

  await page.goto(`/app/event/${event.id}/guests`);
  await signInWithPhone(page, host.phoneNumber);
  await page.getByRole('button', { name: 'Remove Rita Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Rita Refund?' });
  await expect(dialog).toContainText('$26.25 will be refunded to them in full.');
  await screensAtBothSizes(page, 'host-guests-remove-dialog');
  await dialog.getByRole('button', { name: 'Remove and refund $26.25' }).click();
  await expect(page.getByText('Rita Refund was removed and $26.25 was refunded')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Removed (1)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Guest list' }).getByText('Removed')).toBeVisible();
  await screensAtBothSizes(page, 'host-guests-removed');

  const guestPage = await (await browser.newContext()).newPage();
  await guestPage.goto('/app/user/receipts');
  await signInWithPhone(guestPage, rita.phoneNumber);
  const receipt = guestPage.getByRole('listitem', { name: `Receipt for ${event.name}` });
  await expect(receipt).toContainText('Refunded');
  await expect(receipt).toContainText('−$26.25');
  await expect(receipt).toContainText(/removed you from this event and refunded \$26\.25/);
  await screensAtBothSizes(guestPage, 'host-guests-receipt-refunded');
});
