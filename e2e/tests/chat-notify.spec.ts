/**
 * Chat that tells people (issue 28, item 8): a message to someone elsewhere in the app shows in the
 * nav's Chat count and as one notification in Activity, which leads into the chat; reading it
 * clears both. And the outbox survives the page: a message written offline is sent once later.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiUrl, createApiUser, type ApiUser } from '../support/api-user';
import { DESKTOP, PHONE, screen, screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

async function call<T>(who: ApiUser, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(apiUrl(path), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

async function friendsWithChat(a: ApiUser, b: ApiUser): Promise<string> {
  await call(a, 'POST', '/friends/requests', { receiverUserId: b.user.id });
  await call(b, 'PATCH', '/friends/requests/accept', { senderUserId: a.user.id });
  const { chat } = await call<{ chat: { id: string } }>(a, 'POST', '/chats/direct', {
    userId: b.user.id,
  });
  return chat.id;
}

const say = (who: ApiUser, chatId: string, text: string) =>
  call(who, 'POST', `/chats/${chatId}/messages`, { text, clientKey: crypto.randomUUID() });

type Message = { text: string; senderId: string };
const messagesOf = async (who: ApiUser, chatId: string) =>
  (await call<{ messages: Message[] }>(who, 'GET', `/chats/${chatId}/messages`)).messages;

/** A browser context of its own for `who`, signed in, at `path`. */
async function openAs(browser: Browser, who: ApiUser, path: string, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(path);
  await signInWithPhone(page, who.phoneNumber);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  return page;
}

/** How many messages the page's chat outbox keeps in IndexedDB. */
const savedInOutbox = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    const name = names.find((n) => n.startsWith('chat-outbox:'));
    if (!name) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const count = await new Promise<number>((resolve) => {
      const request = db.transaction('items').objectStore('items').count();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return count;
  });

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('a message to someone elsewhere: the nav counts it, Activity leads into the chat, reading clears both', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-4);
  const ann = await createApiUser(`Ann Notify ${stamp}`);
  const bob = await createApiUser(`Bob Notify ${stamp}`);
  const chatId = await friendsWithChat(ann, bob);

  // Bob signs in (on a page that asks him to), then goes to the feed: not in the chat. Ann
  // writes twice.
  const page = await openAs(browser, bob, '/app/activity');
  const nav = () => page.getByRole('banner', { name: 'Main' });
  await nav().getByRole('link', { name: 'Events', exact: true }).click();
  await expect(h1(page, 'Upcoming events')).toBeVisible();
  await say(ann, chatId, 'Are you coming tonight?');
  await say(ann, chatId, 'Doors at eight');

  // The nav's counts are read when the app loads (and every minute): a reload brings them now.
  await page.reload();
  await expect(nav().getByText('2 unread messages')).toBeAttached();
  await page.screenshot({ path: 'test-results/screens/chat-notify-nav-1440.png' });

  // Activity: one notification for the chat, not one per message.
  await nav().getByRole('link', { name: 'Social' }).click();
  await expect(page).toHaveURL(/\/app\/activity$/);
  const notes = page.getByRole('list', { name: 'Notifications' });
  const note = notes.getByRole('link', { name: `${ann.user.displayName} sent you a message` });
  await expect(note).toHaveCount(1);
  await screensAtBothSizes(page, 'chat-notify-activity');

  // It leads into the chat, which is read there: the nav's count goes.
  await note.click();
  await expect(page).toHaveURL(new RegExp(`/app/chat/${chatId}$`));
  await expect(page.getByText('Doors at eight')).toBeVisible();
  await expect(nav().getByText(/unread messages/)).toHaveCount(0);

  // Back in Activity, the notification is gone (the chat was read).
  await nav().getByRole('link', { name: 'Social' }).click();
  await expect(page).toHaveURL(/\/app\/activity$/);
  await expect(h1(page, /Activity|Social/)).toBeVisible();
  await expect(
    page.getByRole('link', { name: `${ann.user.displayName} sent you a message` }),
  ).toHaveCount(0);

  // Bob looking at the chat: Ann's next message is no notification (he sees it arrive).
  await nav().getByRole('link', { name: /Chat/ }).click();
  await page
    .getByRole('list', { name: 'Your chats' })
    .getByRole('link', { name: ann.user.displayName, exact: true })
    .click();
  await expect(page.getByText('Doors at eight')).toBeVisible();
  await expect(page.getByText("You're offline")).toHaveCount(0);
  await say(ann, chatId, 'See you there');
  await expect(page.getByText('See you there')).toBeVisible();
  const activity = await call<{ notifications: { kind: string }[] }>(
    bob,
    'GET',
    '/users/notifications',
  );
  expect(activity.notifications.filter((n) => n.kind === 'chat_message')).toEqual([]);
  await page.context().close();
});

test('a message written offline survives the page and is delivered once', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-4);
  const ann = await createApiUser(`Ann Outbox ${stamp}`);
  const bob = await createApiUser(`Bob Outbox ${stamp}`);
  const chatId = await friendsWithChat(ann, bob);
  const chatPath = `/app/chat/${chatId}`;

  const page = await openAs(browser, bob, chatPath, PHONE);
  const context = page.context();
  await expect(page.getByText('No messages yet. Say hello!')).toBeVisible();

  // Offline: the message waits in the outbox, which keeps it in IndexedDB.
  await context.setOffline(true);
  await expect(page.getByText(/You're offline/)).toBeVisible();
  const box = page.getByLabel('Message', { exact: true });
  await box.fill('written offline, kept across a reload');
  await box.press('Enter');
  await expect(page.locator('.chat-message--sending')).toContainText('Waiting for a connection…');
  await screensAtBothSizes(page, 'chat-notify-outbox-offline');
  await expect.poll(() => savedInOutbox(page)).toBe(1);

  // The page goes while still offline (a browser cannot reload a page with no network), so
  // nothing of it is left in memory; back online, the chat opens again in the same browser.
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto(chatPath);
  await expect(again.getByText('written offline, kept across a reload')).toBeVisible({
    timeout: 20_000,
  });
  await expect(again.locator('.chat-message--sending')).toHaveCount(0, { timeout: 20_000 });
  await screen(again, 'chat-notify-outbox-delivered-375');

  // Delivered once: Ann has it a single time, and a further reload sends nothing again.
  await expect
    .poll(async () => (await messagesOf(ann, chatId)).map((m) => m.text))
    .toEqual(['written offline, kept across a reload']);
  await again.reload();
  await expect(again.getByText('written offline, kept across a reload')).toHaveCount(1);
  expect((await messagesOf(ann, chatId)).map((m) => m.text)).toEqual([
    'written offline, kept across a reload',
  ]);

  // A reload proper: written offline, then the page reloads back online while its sends still
  // fail (as on a network that has not come back yet), and the message goes once they pass.
  await context.setOffline(true);
  await expect(again.getByText(/You're offline/)).toBeVisible();
  const box2 = again.getByLabel('Message', { exact: true });
  await box2.fill('second, across a reload');
  await box2.press('Enter');
  await expect.poll(() => savedInOutbox(again)).toBe(1);
  const sends = '**/v2/chats/*/messages';
  await context.route(sends, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await context.setOffline(false);
  await again.reload();
  await expect(again.locator('.chat-message--sending')).toContainText('second, across a reload');
  await context.unroute(sends);
  await expect(again.locator('.chat-message--sending')).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await messagesOf(ann, chatId)).map((m) => m.text), { timeout: 20_000 })
    .toEqual(['written offline, kept across a reload', 'second, across a reload']);
  await expect.poll(() => savedInOutbox(again)).toBe(0);
  await context.close();
});
