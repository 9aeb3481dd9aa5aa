/**
 * Money going back to guests, through the screens: a host picks a refund rule when creating a
 * paid event; a guest asks for a refund from their pass; the host answers requests in the guest
 * list (approve one, decline another); a removed guest is let back in; and the host cancels an
 * event people paid for, which then shows as cancelled on its page, in search, in the guest's
 * passes and on the pass, while the dashboard follows the refunds to the end. Screenshots of each
 * screen at 375 px and 1440 px in `test-results/screens/refunds-*.png`.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { apiUrl, createApiEvent, createApiUser, type ApiUser } from '../support/api-user';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

async function call(method: string, path: string, who: ApiUser, body?: unknown) {
  const res = await fetch(apiUrl(path), {
    method,
    headers: {
      Authorization: `Bearer ${who.token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Record<string, unknown> };
  return { status: res.status, data: json.data };
}

/** Buys one ticket: the sandbox checkout page's Pay button, then the payment-return confirm. */
async function buy(guest: ApiUser, eventId: string, ticketTypeId: string) {
  const started = await call('POST', '/checkout/initiate', guest, {
    eventId,
    items: [{ ticketTypeId, quantity: 1 }],
  });
  expect(started.status).toBe(201);
  const { checkoutUrl, transactionId } = started.data as {
    checkoutUrl: string;
    transactionId: string;
  };
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

/** `YYYY-MM-DDTHH:mm` some days from now, for a datetime-local input. */
function localInDays(days: number, time: string): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  return `${date.toISOString().slice(0, 10)}T${time}`;
}

/** A browser of `who`'s, signed in (through a page that asks for it), then at `path`. */
async function pageAs(browser: Browser, who: ApiUser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/app/pass');
  await signInWithPhone(page, who.phoneNumber);
  await expect(page.getByRole('heading', { name: 'Your passes' })).toBeVisible();
  if (path !== '/app/pass') await page.goto(path);
  return page;
}

test('refunds on request: a guest asks from their pass, the host approves one and declines another', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The host makes the event through the form, choosing its refund rule.
  await page.goto('/app/create?type=ticketed');
  const hostPhone = uniquePhoneNumber();
  await signInWithPhone(page, hostPhone, { newUserName: 'Rosa Rules' });
  const name = `Refundable ${Date.now()}`;
  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Starts').fill(localInDays(5, '20:00'));
  await page.getByLabel('Time zone').selectOption('America/New_York');
  await page.getByLabel('Address line 1').fill('1 Main St');
  await page.getByLabel('City').fill('Brooklyn');
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('Ticket 1 price').fill('20');
  const rules = page.getByRole('group', { name: 'Refunds' });
  await expect(rules.getByRole('radio', { name: /No refunds/ })).toBeChecked();
  await rules.getByRole('radio', { name: /Refunds until a date/ }).check();
  await page.getByLabel('Last day to ask for a refund').fill(localInDays(9, '12:00'));
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Refunds must close before the event starts').first()).toBeVisible();
  await rules.scrollIntoViewIfNeeded();
  await screensAtBothSizes(page, 'refunds-create-rule-error');
  // Arrow keys move between the rules, as radio buttons do.
  await rules.getByRole('radio', { name: /Refunds until a date/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(rules.getByRole('radio', { name: /Refunds on request/ })).toBeChecked();
  await expect(page.getByLabel('Last day to ask for a refund')).toHaveCount(0);
  await screensAtBothSizes(page, 'refunds-create-rule');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/app\/create\/confirmation\/[^/]+$/);
  const eventId = page.url().split('/').pop()!;

  const event = (await (await fetch(apiUrl(`/events/?eventId=${eventId}`))).json()) as {
    data: { event: { refundPolicy: string; ticketTypes: { id: string }[] } };
  };
  expect(event.data.event.refundPolicy).toBe('request');
  const typeId = event.data.event.ticketTypes[0]!.id;
  const [rae, dex] = await Promise.all([
    createApiUser('Rae Refund'),
    createApiUser('Dex Declined'),
  ]);
  await buy(rae, eventId, typeId);
  await buy(dex, eventId, typeId);

  // Rae asks from her pass.
  const guest = await pageAs(browser, rae, '/app/pass');
  await guest.getByRole('link', { name: new RegExp(name) }).click();
  const panel = guest.getByRole('region', { name: 'Refunds' });
  await expect(panel).toContainText('The hosts give refunds on request until the event starts.');
  await screensAtBothSizes(guest, 'refunds-pass-can-ask');
  await panel.getByRole('button', { name: 'Ask for a refund' }).click();
  const ask = guest.getByRole('dialog', { name: 'Ask for a refund?' });
  await expect(ask).toContainText('$21.10 back');
  await ask.getByLabel('Reason').fill('I am ill, sorry');
  await screensAtBothSizes(guest, 'refunds-ask-dialog');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(panel).toContainText('You asked for a refund of $21.10.');
  await screensAtBothSizes(guest, 'refunds-pass-pending');
  expect((await call('POST', '/events/refund-request', dex, { eventId })).status).toBe(201);

  // The host answers from the guest list.
  await page.goto(`/app/event/${eventId}/guests`);
  await page.getByRole('tab', { name: 'Refund requests (2)' }).click();
  const list = page.getByRole('list', { name: 'Guest list' });
  await expect(list.getByText('Asked for a refund of $21.10')).toHaveCount(2);
  await expect(list.getByText('“I am ill, sorry”')).toBeVisible();
  await screensAtBothSizes(page, 'refunds-guest-list-requests');
  await page.getByRole('button', { name: 'Refund $21.10 to Rae Refund' }).click();
  const approve = page.getByRole('dialog', { name: 'Refund Rae Refund?' });
  await expect(approve).toContainText('$21.10 goes back to Rae Refund in full');
  await screensAtBothSizes(page, 'refunds-approve-dialog');
  await approve.getByRole('button', { name: 'Refund $21.10' }).click();
  await expect(page.getByText('Rae Refund was refunded $21.10')).toBeVisible();
  await page.getByRole('button', { name: 'Decline Dex Declined’s refund request' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline Dex Declined’s refund request?' });
  await decline.getByLabel('Message to Dex Declined').fill('Tickets are final this close in.');
  await screensAtBothSizes(page, 'refunds-decline-dialog');
  await decline.getByRole('button', { name: 'Decline request' }).click();
  await expect(page.getByText('Dex Declined’s refund request was declined')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Refund requests (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Refund requests (0)' }).click();
  await expect(page.getByText('No refund requests')).toBeVisible();
  await screensAtBothSizes(page, 'refunds-guest-list-empty');
  await page.getByRole('tab', { name: /^All/ }).click();
  await expect(list.getByText('Refund approved ($21.10)')).toBeVisible();
  await expect(list.getByText('Refund declined ($21.10)')).toBeVisible();
  await screensAtBothSizes(page, 'refunds-guest-list-answered');

  // Rae's pass is refunded; her receipt says so.
  await guest.goto('/app/user/receipts');
  const receipt = guest.getByRole('listitem', { name: `Receipt for ${name}` });
  await expect(receipt).toContainText('Refunded');
  await expect(receipt).toContainText(/approved your refund request and refunded \$21\.10/);
});

test('a removed guest is let back in from the guest list, with a new pass', async ({ page }) => {
  test.setTimeout(120_000);
  const host = await createApiUser('Lena Letin');
  const event = await createApiEvent(host, {
    name: `Door mix-up ${Date.now()}`,
    type: 'simpleRsvp',
  });
  const mo = await createApiUser('Mo Mistap');
  const rsvp = await call('POST', '/checkout/initiate', mo, {
    eventId: event.id,
    items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }],
  });
  expect(rsvp.status).toBe(201);
  expect(
    (await call('POST', '/events/hosts/remove', host, { eventId: event.id, userId: mo.user.id }))
      .status,
  ).toBe(200);

  await page.goto(`/app/event/${event.id}/guests`);
  await signInWithPhone(page, host.phoneNumber);
  await page.getByRole('tab', { name: 'Removed (1)' }).click();
  const letIn = page.getByRole('button', { name: 'Let Mo Mistap back in' });
  await expect(letIn).toBeVisible();
  await screensAtBothSizes(page, 'refunds-readmit-removed');
  await letIn.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Mo Mistap was let back in with a new pass')).toBeVisible();
  await page.getByRole('tab', { name: 'Going (1)' }).click();
  await expect(page.getByRole('button', { name: 'Check in Mo Mistap' })).toBeVisible();
  await screensAtBothSizes(page, 'refunds-readmit-going');
});

test('the host cancels a paid event: everyone is refunded and it shows cancelled everywhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const host = await createApiUser('Cal Canceller');
  const name = `Called off ${Date.now()}`;
  const event = await createApiEvent(host, {
    name,
    type: 'ticketed',
    ticketTypes: [{ name: 'General', priceCents: 1500, capacity: 50, maxPerOrder: 2 }],
  });
  const [ann, ben] = await Promise.all([createApiUser('Ann Attendee'), createApiUser('Ben Buyer')]);
  await buy(ann, event.id, event.ticketTypes[0]!.id);
  await buy(ben, event.id, event.ticketTypes[0]!.id);

  await page.goto(`/app/host/${event.id}/dashboard`);
  await signInWithPhone(page, host.phoneNumber);
  await page.getByRole('link', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
  await expect(dialog).toContainText('Everyone who paid gets their money back in full');
  await dialog.getByRole('button', { name: 'Cancel and refund everyone' }).click();
  await expect(dialog.getByText('Tell your guests why the event is cancelled')).toBeVisible();
  await screensAtBothSizes(page, 'refunds-cancel-dialog-error');
  await dialog.getByLabel('Message to your guests').fill('The venue flooded. We are so sorry.');
  await screensAtBothSizes(page, 'refunds-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel and refund everyone' }).click();
  const status = page.getByRole('region', { name: 'This event is cancelled' });
  await expect(status.getByRole('status')).toHaveText(
    'Done: all 2 orders are settled, $31.90 refunded.',
  );
  await expect(page.getByRole('link', { name: 'Cancel event' })).toHaveCount(0);
  await screensAtBothSizes(page, 'refunds-cancel-dashboard');

  // Ann sees it cancelled on the event page, in search, in her passes and on her pass.
  const guest = await pageAs(browser, ann, `/app/event/${event.id}`);
  const notice = guest.getByRole('region', { name: 'This event is cancelled' });
  await expect(notice).toContainText('The venue flooded. We are so sorry.');
  await expect(guest.getByRole('button', { name: 'Get tickets' })).toHaveCount(0);
  await screensAtBothSizes(guest, 'refunds-cancelled-event-page');
  await guest.goto(`/app/search/event?query=${encodeURIComponent(name)}`);
  const card = guest.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('Cancelled')).toBeVisible();
  await screensAtBothSizes(guest, 'refunds-cancelled-search');
  await guest.goto('/app/pass');
  const entry = guest.getByRole('link', { name: new RegExp(name) });
  await expect(entry).toContainText('Cancelled');
  await screensAtBothSizes(guest, 'refunds-cancelled-pass-list');
  await entry.click();
  await expect(guest.getByRole('region', { name: 'This event is cancelled' })).toBeVisible();
  await expect(guest.getByText('This pass was refunded')).toBeVisible();
  await screensAtBothSizes(guest, 'refunds-cancelled-pass');

  // And nobody can buy in any more.
  const late = await createApiUser('Lou Late');
  const refused = await call('POST', '/checkout/initiate', late, {
    eventId: event.id,
    items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }],
  });
  expect(refused.status).toBe(409);
});
