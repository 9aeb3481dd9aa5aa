import { expect, test, type Page } from '@playwright/test';
import { idTokenFor, uniquePhoneNumber } from '../support/auth-emulator';
import { apiUrl, createApiEvent, createApiUser } from '../support/api-user';
import { solidPng } from '../support/png';
import { PHONE, screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

// The sandbox's money clock is one per API server, and the first journey moves it days ahead:
// run this file's journeys one after another, or that jump expires an onboarding link another
// journey holds open (its "Leave early" then lands on a fresh link, as Stripe would send it).
test.describe.configure({ mode: 'default' });

/** The sandbox's own control (never in production): let days pass, deliver what that causes. */
async function control(path: string, body: unknown = {}) {
  const res = await fetch(apiUrl(`/payments/sandbox/control${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Record<string, string> };
  expect(res.status, `control ${path}`).toBeLessThan(300);
  return json.data;
}

/** A buyer pays through the sandbox's checkout (its Pay form), straight over HTTP. */
async function buy(eventId: string, ticketTypeId: string, quantity: number): Promise<string> {
  const buyer = await createApiUser('Wally Wallet-Buyer');
  const res = await fetch(apiUrl('/checkout/initiate'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
    body: JSON.stringify({ eventId, items: [{ ticketTypeId, quantity }] }),
  });
  const { data } = (await res.json()) as {
    data: { checkoutUrl: string; order: { id: string } };
  };
  const paid = await fetch(new URL(`${data.checkoutUrl}/pay`, apiUrl('/')).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return data.order.id;
}

/** Nothing sticks out sideways at 375 px (the dispute page once did by 4 px). */
async function fitsThePhone(page: Page) {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  if (before) await page.setViewportSize(before);
}

const balance = (page: Page, label: 'Available' | 'Pending') =>
  page.getByLabel(label, { exact: true });

test('a new host onboards, sells, is paid out, and wins a dispute', async ({ page }) => {
  test.setTimeout(120_000);
  const phone = uniquePhoneNumber();

  // Onboarding: the host leaves the provider's page early, so something is still due.
  await page.goto('/app/host/stripe-connect');
  await signInWithPhone(page, phone, { newUserName: 'Mona Money' });
  await expect(page).toHaveURL(/\/app\/host\/stripe-connect$/);
  await expect(page.getByText('Set up payouts to sell tickets and get paid.')).toBeVisible();
  await screensAtBothSizes(page, 'money-connect-start');
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await screensAtBothSizes(page, 'money-sandbox-onboarding');
  await page.getByRole('button', { name: /Leave early/ }).click();

  await expect(page).toHaveURL(/\/app\/host\/stripe-connect\/complete$/);
  await expect(page.getByText('You started setting up payouts but didn’t finish.')).toBeVisible();
  await expect(page.getByText('a bank account for payouts')).toBeVisible();
  await screensAtBothSizes(page, 'money-connect-left-early');

  // Resuming mints a fresh link; finishing enables the account.
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
  // On the provider's page, not the one just left (whose 'Finish onboarding' also starts 'Finish').
  await expect(page).toHaveURL(/\/payments\/sandbox\/onboarding\//);
  await page.getByRole('button', { name: /^Finish/ }).click();
  await expect(page).toHaveURL(/\/app\/host\/stripe-connect\/complete$/);
  await expect(
    page.getByText('Payouts are set up: ticket money comes to this wallet.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open your wallet' }).click();
  await expect(page).toHaveURL(/\/app\/host\/wallet$/);
  await expect(page.getByText('No payouts yet')).toBeVisible();

  // Sales: pending first, available once the sandbox's clock moves two days.
  const host = {
    token: await idTokenFor(phone),
    phoneNumber: phone,
    user: { id: '', displayName: '' },
  };
  const event = await createApiEvent(host, {
    name: `Wallet night ${Date.now()}`,
    type: 'ticketed',
    ticketTypes: [{ name: 'General', priceCents: 2000, capacity: 50, maxPerOrder: 4 }],
  });
  await buy(event.id, event.ticketTypes[0]!.id, 2);
  const disputedOrder = await buy(event.id, event.ticketTypes[0]!.id, 1);
  await page.reload();
  await expect(balance(page, 'Pending')).toHaveText('$60.00');
  await expect(balance(page, 'Available')).toHaveText('$0.00');
  await control('/advance', { days: 2 });
  await page.reload();
  await expect(balance(page, 'Available')).toHaveText('$60.00');
  await expect(balance(page, 'Pending')).toHaveText('$0.00');
  await screensAtBothSizes(page, 'money-wallet-available');

  // Pay out, with a confirmation; then the payout moves on to paid.
  await page.getByRole('button', { name: 'Pay out $60.00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Pay out to your bank?' });
  await screensAtBothSizes(page, 'money-payout-confirm');
  await confirm.getByRole('button', { name: 'Pay out $60.00' }).click();
  await expect(confirm).toBeHidden();
  const history = page.getByRole('list', { name: 'Payout history' });
  await expect(history.getByText('Pending')).toBeVisible();
  await expect(balance(page, 'Available')).toHaveText('$0.00');
  await control('/advance', { days: 3 });
  await page.reload();
  await expect(history.getByText('Paid')).toBeVisible();
  await screensAtBothSizes(page, 'money-wallet-paid');

  // A dispute arrives; the host answers it once and wins.
  const { disputeId } = await control('/disputes', {
    orderId: disputedOrder,
    reason: 'fraudulent',
  });
  await page.reload();
  await page.getByRole('link', { name: /disputed/ }).click();
  await expect(page).toHaveURL(new RegExp(`/app/dispute/${disputeId}$`));
  await expect(page.getByText('Needs your response')).toBeVisible();
  await expect(page.getByText('Wally Wallet-Buyer', { exact: true })).toBeVisible();
  await expect(page.getByLabel('What happened')).toHaveValue(/bought 1 × General/);
  await fitsThePhone(page);
  // Photos upload as they are picked (POST /images/); a PDF is refused in words.
  const photos = page.getByLabel('Add photos or screenshots');
  await photos.setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByText(/Not uploaded: Only JPEG, PNG, WebP or GIF/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit evidence' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove receipt.pdf' }).click();
  await photos.setInputFiles({
    name: 'door-photo-with-a-rather-long-unbroken-name-from-a-phone-camera-20261123.png',
    mimeType: 'image/png',
    buffer: solidPng(),
  });
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  await fitsThePhone(page);
  await screensAtBothSizes(page, 'money-dispute-open');
  await page.getByRole('button', { name: 'Submit evidence' }).click();
  const send = page.getByRole('dialog', { name: 'Send this evidence?' });
  await expect(send.getByText(/1 photo goes with it/)).toBeVisible();
  await send.getByRole('button', { name: 'Send evidence' }).click();
  await expect(page.getByText(/Under review/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Evidence sent/ })).toBeVisible();
  const sent = page.getByRole('list', { name: 'Photos sent' }).getByRole('img');
  await expect(sent).toHaveAttribute('alt', /^door-photo-with/);
  await expect
    .poll(() => sent.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await control(`/disputes/${disputeId}/resolve`, { outcome: 'won' });
  await page.reload();
  await expect(page.getByText('Won: the money stays with you')).toBeVisible();
  await fitsThePhone(page);
  await screensAtBothSizes(page, 'money-dispute-won');
});

test('the wallet’s own "Finish onboarding", and a link left to expire, lead to a fresh link that finishes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A new host starts from the wallet: no account yet, so the wallet offers to set one up.
  await page.goto('/app/host/wallet');
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Lina Link' });
  const payoutAccount = page.getByRole('region', { name: 'Payout account' });
  await payoutAccount.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await page.getByRole('button', { name: /Leave early/ }).click();
  await expect(page).toHaveURL(/\/app\/host\/stripe-connect\/complete$/);

  // Back on the wallet, something is still due: its own button resumes onboarding.
  await page.goto('/app/host/wallet');
  await expect(payoutAccount.getByText('a bank account for payouts')).toBeVisible();
  await screensAtBothSizes(page, 'money-wallet-onboarding-due');
  await payoutAccount.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  const expiringLink = page.url();

  // The link runs out: the provider sends the browser to the refresh URL, which mints a fresh
  // link and goes straight on to it.
  await page.getByRole('button', { name: 'Let the link expire' }).click();
  await expect(page).toHaveURL(/\/v2\/payments\/sandbox\/onboarding\//);
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  const freshLink = page.url();
  expect(freshLink).not.toBe(expiringLink);
  // The expired link stays dead: opening it again goes the refresh way too, to yet another link.
  await page.goto(expiringLink);
  await expect(page).toHaveURL(/\/v2\/payments\/sandbox\/onboarding\//);
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  expect(page.url()).not.toBe(expiringLink);

  await page.getByRole('button', { name: /^Finish/ }).click();
  await expect(page).toHaveURL(/\/app\/host\/stripe-connect\/complete$/);
  await expect(
    page.getByText('Payouts are set up: ticket money comes to this wallet.'),
  ).toBeVisible();
  await page.goto('/app/host/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
  await expect(page.getByLabel('Available', { exact: true })).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: 'Finish onboarding' })).toHaveCount(0);
});
