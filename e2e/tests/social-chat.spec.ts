import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiUrl, createApiEvent, createApiUser, type ApiUser } from '../support/api-user';
import { PHONE, screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

async function call(path: string, who: ApiUser, method: string, body: unknown) {
  const res = await fetch(apiUrl(path), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.json();
}

async function befriend(a: ApiUser, b: ApiUser) {
  await call('/friends/requests', a, 'POST', { receiverUserId: b.user.id });
  await call('/friends/requests/accept', b, 'PATCH', { senderUserId: a.user.id });
}

/** A browser context of its own for `who`, signed in, at `path`. */
async function openAs(browser: Browser, who: ApiUser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(path);
  await signInWithPhone(page, who.phoneNumber);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  return page;
}

const texts = (page: Page) => page.locator('.chat-message__text').allTextContents();

test('two friends chat live; messages sent while one is offline arrive once, in order', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-4);
  const ann = await createApiUser(`Ann ${stamp}`);
  const bob = await createApiUser(`Bob ${stamp}`);
  await befriend(ann, bob);

  // Ann opens the chat from Bob's profile.
  const annPage = await openAs(browser, ann, `/app/user/${bob.user.id}`);
  await annPage.getByRole('button', { name: `Message ${bob.user.displayName}` }).click();
  await expect(annPage).toHaveURL(/\/app\/chat\/[0-9a-f-]+$/);
  await expect(annPage.getByText('No messages yet. Say hello!')).toBeVisible();
  const chatPath = new URL(annPage.url()).pathname;

  // Bob has it in his list (empty state first would need a chat-less person: see the event test).
  const bobPage = await openAs(browser, bob, '/app/chat');
  await bobPage.getByRole('link', { name: new RegExp(ann.user.displayName) }).click();
  await expect(bobPage).toHaveURL(new RegExp(`${chatPath}$`));
  // The bar is hidden on chat pages on a phone.
  await expect(bobPage.getByRole('navigation', { name: 'Main' })).toBeHidden();

  // Messages appear on the other side without a reload; text is shown as text.
  const annBox = annPage.getByLabel('Message', { exact: true });
  await annBox.fill('Hi Bob <b>bold?</b>');
  await annBox.press('Enter');
  await expect(bobPage.getByText('Hi Bob <b>bold?</b>')).toBeVisible();
  const bobBox = bobPage.getByLabel('Message', { exact: true });
  await bobBox.fill('Hey Ann!');
  await bobPage.getByRole('button', { name: 'Send' }).click();
  await expect(annPage.getByText('Hey Ann!')).toBeVisible();
  await screensAtBothSizes(annPage, 'social-chat-room');

  // Bob goes offline; Ann sends three; Bob writes one while offline (it waits for a connection).
  await bobPage.context().setOffline(true);
  await expect(bobPage.getByText(/You're offline/)).toBeVisible();
  for (const text of ['one', 'two', 'three']) {
    await annBox.fill(text);
    await annBox.press('Enter');
  }
  await expect(annPage.locator('.chat-message--sending')).toHaveCount(0);
  await bobBox.fill('written offline');
  await bobBox.press('Enter');
  await expect(bobPage.locator('.chat-message--sending')).toContainText(
    'Waiting for a connection…',
  );
  await screensAtBothSizes(bobPage, 'social-chat-offline');

  // Back online: the three arrive once, in order, and Bob's queued message is sent once.
  await bobPage.context().setOffline(false);
  await expect(bobPage.getByText('three', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(annPage.getByText('written offline')).toBeVisible({ timeout: 20_000 });
  const expected = ['Hi Bob <b>bold?</b>', 'Hey Ann!', 'one', 'two', 'three', 'written offline'];
  await expect.poll(() => texts(bobPage)).toEqual(expected);
  await expect.poll(() => texts(annPage)).toEqual(expected);

  // A reload shows the same history: nothing twice, nothing lost.
  await bobPage.reload();
  await expect.poll(() => texts(bobPage)).toEqual(expected);
});

test('the host opens the event chat and a guest sees it with an unread count', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-4);
  const host = await createApiUser(`Hana Host ${stamp}`);
  const guest = await createApiUser(`Gil Guest ${stamp}`);
  const event = await createApiEvent(host, { name: `Chat Night ${stamp}`, type: 'simpleRsvp' });

  // Before anything: the guest has no chats.
  const guestPage = await openAs(browser, guest, '/app/chat');
  await expect(guestPage.getByRole('heading', { name: 'No chats yet' })).toBeVisible();
  await screensAtBothSizes(guestPage, 'social-chat-empty');

  await call('/checkout/initiate', guest, 'POST', {
    eventId: event.id,
    items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }],
  });

  const hostPage = await openAs(browser, host, `/app/host/${event.id}/dashboard`);
  await hostPage.getByRole('link', { name: 'Open event chat' }).click();
  await expect(hostPage).toHaveURL(/\/app\/chat\/[0-9a-f-]+$/);
  const box = hostPage.getByLabel('Message', { exact: true });
  await box.fill('Welcome, everyone! Doors at 8.');
  await box.press('Enter');
  await expect(hostPage.locator('.chat-message--sending')).toHaveCount(0);

  await guestPage.reload();
  const row = guestPage.getByRole('link', { name: `${event.name}, 1 unread` });
  await expect(row).toBeVisible();
  await screensAtBothSizes(guestPage, 'social-chat-list');
  await row.click();
  await expect(guestPage.getByText('Welcome, everyone! Doors at 8.')).toBeVisible();
  await screensAtBothSizes(guestPage, 'social-chat-event-room');
  await guestPage.getByRole('link', { name: /Chats/ }).click();
  await expect(guestPage.getByRole('link', { name: event.name, exact: true })).toBeVisible();
});
