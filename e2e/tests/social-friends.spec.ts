import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiUrl, createApiUser, type ApiUser } from '../support/api-user';
import { PHONE, screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

/** A browser context of its own for `who`, signed in, on the activity page. */
async function openActivityAs(browser: Browser, who: ApiUser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/app/activity');
  await signInWithPhone(page, who.phoneNumber);
  await expect(page).toHaveURL(/\/app\/activity$/);
  return page;
}

test('one person asks, the other sees the badge and the request, accepts, and both are friends', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36).slice(-4);
  const ann = await createApiUser(`Ann ${stamp}`);
  const bob = await createApiUser(`Bob ${stamp}`);

  // Ann asks Bob (Ann's side of the button lives on the profile page, built elsewhere).
  const sent = await fetch(apiUrl('/friends/requests'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ann.token}` },
    body: JSON.stringify({ receiverUserId: bob.user.id }),
  });
  expect(sent.status).toBe(200);

  // Bob lands on the feed: the Activity tab carries the unread badge.
  const bobPage = await openActivityAs(browser, bob);
  await bobPage.goto('/app');
  const nav = bobPage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('1 unread notifications')).toBeAttached();
  await nav.getByRole('link', { name: /Activity/ }).click();
  await expect(bobPage).toHaveURL(/\/app\/activity$/);
  await expect(nav.getByText('1 unread notifications')).toHaveCount(0);

  // The request and its notification are on the activity page.
  await expect(bobPage.getByRole('heading', { name: 'Friend requests (1)' })).toBeVisible();
  await expect(
    bobPage.getByRole('link', { name: `${ann.user.displayName} sent you a friend request` }),
  ).toBeVisible();
  await screensAtBothSizes(bobPage, 'social-activity-request');

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

  // Ann is told, and has Bob among her friends.
  const annPage = await openActivityAs(browser, ann);
  await expect(
    annPage.getByRole('link', { name: `${bob.user.displayName} accepted your friend request` }),
  ).toBeVisible();
  await expect(
    annPage
      .getByRole('list', { name: 'Friends' })
      .getByRole('link', { name: bob.user.displayName }),
  ).toBeVisible();
  // Reached by the address bar, not the tab: being on the page still clears the badge.
  await expect(
    annPage.getByRole('navigation', { name: 'Main' }).getByText(/unread notifications/),
  ).toHaveCount(0);
  await screensAtBothSizes(annPage, 'social-activity-accepted');
});
