import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiUrl, createApiEvent, createApiUser, type ApiUser } from '../support/api-user';
import { PHONE, screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

/** A browser context of its own for `who`, signed in from the login prompt of `path`. */
async function openAs(browser: Browser, who: ApiUser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(path);
  await signInWithPhone(page, who.phoneNumber);
  // Signing in from a page's prompt comes back to it.
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
  return page;
}

/** Straight through the API: `from` asks `to`, and `to` accepts. */
async function befriend(from: ApiUser, to: ApiUser) {
  const call = async (path: string, method: string, token: string, body: unknown) => {
    const res = await fetch(apiUrl(path), {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBe(200);
  };
  await call('/friends/requests', 'POST', from.token, { receiverUserId: to.user.id });
  await call('/friends/requests/accept', 'PATCH', to.token, { senderUserId: from.user.id });
}

test('one person asks from the other’s profile; the other sees the badge, accepts; both are friends, see each other going in the feed, and one removes the other', async ({
  browser,
}) => {
  // Two people in two browsers through a whole friendship: longer than one page's journey.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-4);
  const ann = await createApiUser(`Ann ${stamp}`);
  const bob = await createApiUser(`Bob ${stamp}`);
  const cy = await createApiUser(`Cy ${stamp}`);
  const host = await createApiUser(`Hal ${stamp}`);
  // Cy is a friend of both: Ann will see Cy as a mutual friend on Bob's profile.
  await befriend(cy, ann);
  await befriend(cy, bob);
  // Starts in half an hour, so it is near the top of the feed (soonest first).
  const event = await createApiEvent(host, {
    name: `Friends picnic ${stamp}`,
    startTime: Math.floor(Date.now() / 1000) + 1800,
  });

  // Ann opens Bob's profile, sees their friend in common and Bob's friends, and asks.
  const annPage = await openAs(browser, ann, `/app/user/${bob.user.id}`);
  await expect(
    annPage.getByRole('heading', { level: 1, name: bob.user.displayName }),
  ).toBeVisible();
  await expect(annPage.getByRole('link', { name: '1 friend', exact: true })).toBeVisible();
  const mutual = annPage.getByRole('link', {
    name: `1 mutual friend: ${cy.user.displayName}`,
  });
  await expect(mutual).toBeVisible();
  await screensAtBothSizes(annPage, 'social-profile-other');
  await mutual.click();
  await expect(annPage).toHaveURL(new RegExp(`/app/user/${bob.user.id}/friends\\?mutual=1$`));
  const dialog = annPage.getByRole('dialog', { name: 'Mutual friends' });
  await expect(dialog.getByRole('link', { name: cy.user.displayName })).toBeVisible();
  await screensAtBothSizes(annPage, 'social-friends-dialog');
  await annPage.keyboard.press('Escape');
  await expect(annPage).toHaveURL(new RegExp(`/app/user/${bob.user.id}$`));
  await expect(dialog).toHaveCount(0);

  await annPage.getByRole('button', { name: `Add ${bob.user.displayName} as a friend` }).click();
  await expect(
    annPage.getByRole('button', { name: `Cancel your friend request to ${bob.user.displayName}` }),
  ).toHaveText('Requested');

  // Bob signs in (on Cy's profile, not Activity, which would read them) and lands on the feed:
  // the Activity tab carries the unread badge (Cy's request and Ann's).
  const bobPage = await openAs(browser, bob, `/app/user/${cy.user.id}`);
  await bobPage.goto('/app');
  const nav = bobPage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('2 unread notifications')).toBeAttached();
  const markedRead = bobPage.waitForResponse(
    (r) => r.url().endsWith('/users/notifications/read') && r.request().method() === 'POST',
  );
  await nav.getByRole('link', { name: /Activity/ }).click();
  await expect(bobPage).toHaveURL(/\/app\/activity$/);
  await expect(nav.getByText(/unread notifications/)).toHaveCount(0);

  // The request and its notification are on the activity page.
  await expect(bobPage.getByRole('heading', { name: 'Friend requests (1)' })).toBeVisible();
  const request = bobPage.getByRole('link', {
    name: `${ann.user.displayName} sent you a friend request`,
  });
  await expect(request).toBeVisible();
  // Both were unread when the list was loaded.
  const notes = bobPage.getByRole('list', { name: 'Notifications' });
  await expect(notes.getByText('New', { exact: true })).toHaveCount(2);
  await screensAtBothSizes(bobPage, 'social-activity-request');

  // Showing them marked them read on the server: on a fresh load of the feed the badge stays away.
  expect((await markedRead).status()).toBe(200);
  const counted = bobPage.waitForResponse((r) => r.url().endsWith('/users/notifications/unread'));
  await bobPage.goto('/app');
  expect(await (await counted).json()).toEqual({ data: { unreadCount: 0 } });
  await expect(nav.getByRole('link', { name: /Activity/ })).toBeVisible();
  await expect(nav.getByText(/unread notifications/)).toHaveCount(0);
  await nav.getByRole('link', { name: /Activity/ }).click();
  await expect(bobPage).toHaveURL(/\/app\/activity$/);
  await expect(request).toBeVisible();
  await expect(notes.getByText('New', { exact: true })).toHaveCount(0);

  await bobPage
    .getByRole('button', { name: `Accept ${ann.user.displayName}'s friend request` })
    .click();
  await expect(bobPage.getByRole('heading', { name: /Friend requests/ })).toHaveCount(0);
  await expect(
    bobPage
      .getByRole('list', { name: 'Friends' })
      .getByRole('link', { name: ann.user.displayName }),
  ).toBeVisible();
  await screensAtBothSizes(bobPage, 'social-activity-friends');

  // Both see "Friends".
  await bobPage.goto(`/app/user/${ann.user.id}`);
  await expect(
    bobPage.getByRole('button', { name: `Friends with ${ann.user.displayName}; press to remove` }),
  ).toHaveText('Friends ✓');
  await annPage.reload();
  await expect(
    annPage.getByRole('button', { name: `Friends with ${bob.user.displayName}; press to remove` }),
  ).toHaveText('Friends ✓');

  // Ann is told, on her activity page.
  await annPage.goto('/app/activity');
  await expect(
    annPage.getByRole('link', { name: `${bob.user.displayName} accepted your friend request` }),
  ).toBeVisible();
  await screensAtBothSizes(annPage, 'social-activity-accepted');

  // Ann RSVPs; in Bob's browser the feed says Ann is going.
  await annPage.goto(`/app/event/${event.id}`);
  await annPage.getByRole('button', { name: 'RSVP', exact: true }).click();
  await expect(annPage).toHaveURL(/\/app\/pass\/[^/]+$/);
  await bobPage.goto('/app');
  const card = bobPage.locator('.event-card', { hasText: event.name });
  for (let i = 0; i < 10 && !(await card.isVisible()); i += 1) {
    await bobPage.mouse.wheel(0, 5_000);
    await bobPage.waitForTimeout(300);
  }
  await expect(card.locator('.event-card__going')).toHaveText(`Ann is going`);

  // Ann removes Bob, after confirming.
  await annPage.goto(`/app/user/${bob.user.id}`);
  await annPage
    .getByRole('button', { name: `Friends with ${bob.user.displayName}; press to remove` })
    .click();
  const confirm = annPage.getByRole('group', {
    name: `Remove ${bob.user.displayName} as a friend?`,
  });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(
    annPage.getByRole('button', { name: `Add ${bob.user.displayName} as a friend` }),
  ).toHaveText('+Friend');
  await bobPage.goto(`/app/user/${ann.user.id}`);
  await expect(
    bobPage.getByRole('button', { name: `Add ${ann.user.displayName} as a friend` }),
  ).toBeVisible();
});
