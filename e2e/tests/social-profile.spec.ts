import { expect, test } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { apiUrl, createApiEvent, createApiUser } from '../support/api-user';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

test('a person edits their profile, sees it, finds their receipt and settings, then deletes the account', async ({
  page,
}) => {
  const host = await createApiUser('Holly Host');
  const event = await createApiEvent(host, { name: `Profile picnic ${Date.now()}` });
  const username = `pia_${Date.now().toString(36)}`;

  // Signing in from the edit page's prompt comes back to it.
  await page.goto('/app/user/edit');
  await expect(page.getByTestId('login-prompt')).toHaveText(
    '✏️ Sign up/login to edit your profile',
  );
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Pia Profile' });
  await page.goto('/app/user/edit');
  await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();

  // The username is checked live; a taken one is said so, a free one too.
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText(`✓ @${username} is available`)).toBeVisible();
  await page.getByLabel('Bio').fill('Picnics, rooftops and late trains.');
  await page.getByLabel('Instagram').fill('@pia.picnics');
  await screensAtBothSizes(page, 'social-edit-profile');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/app\/user$/);
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pia Profile' })).toBeVisible();
  await expect(page.getByText(`@${username}`)).toBeVisible();
  await expect(page.getByText('Picnics, rooftops and late trains.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instagram: @pia.picnics' })).toBeVisible();

  // RSVP, then the event shows under Going and the order under Receipts.
  await page.goto(`/app/event/${event.id}`);
  await page.getByRole('button', { name: 'RSVP', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/pass\/[^/]+$/);
  await page.goto('/app/user');
  await expect(page.getByRole('link', { name: event.name })).toBeVisible();
  await screensAtBothSizes(page, 'social-profile-own');

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/app\/user\/settings$/);
  // Notification topics: all on; one turned off stays off after a reload.
  const friendSwitch = page.getByRole('switch', { name: /Friend requests/ });
  await expect(friendSwitch).toBeChecked();
  await expect(page.getByRole('switch', { name: /Event updates/ })).toBeChecked();
  await screensAtBothSizes(page, 'social-settings');
  await friendSwitch.click();
  await expect(friendSwitch).not.toBeChecked();
  await expect(friendSwitch).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Friend requests/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Text messages/ })).toBeChecked();
  await page.getByRole('link', { name: 'Receipts' }).click();
  await expect(page).toHaveURL(/\/app\/user\/receipts$/);
  const receipt = page.getByRole('listitem', { name: `Receipt for ${event.name}` });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText('Free RSVP')).toBeVisible();
  await screensAtBothSizes(page, 'social-receipts');

  // Another person's profile: their public view, without edit links (SPEC §6: visitors are asked
  // to sign in for profile pages; the profile itself is fetched without the token).
  await page.goto(`/app/user/${host.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Holly Host' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await screensAtBothSizes(page, 'social-profile-public');

  // Deleting: only after typing DELETE; then signed out on the feed.
  await page.goto('/app/user/settings/delete');
  const remove = page.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await screensAtBothSizes(page, 'social-delete-account');
  await remove.click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  await page.goto('/app/user/edit');
  await expect(page.getByTestId('login-prompt')).toBeVisible();
});

test("an organization's owner is told to hand it over before deleting the account, and led there", async ({
  page,
}) => {
  const stamp = Date.now().toString(36).slice(-4);
  const owner = await createApiUser(`Olive Owner ${stamp}`);
  const member = await createApiUser(`Max Member ${stamp}`);
  const post = async (who: typeof owner, path: string, body: unknown) => {
    const res = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBeLessThan(300);
    return ((await res.json()) as { data: { organization: { id: string } } }).data;
  };
  const club = `Olive Club ${stamp}`;
  const { organization } = await post(owner, '/organizations/', {
    name: club,
    settings: { access: 'open' },
  });
  await post(member, '/organizations/requests/in', { organizationId: organization.id });

  await page.goto('/app/user/settings/delete');
  await signInWithPhone(page, owner.phoneNumber);
  await expect(page).toHaveURL(/\/app\/user\/settings\/delete$/);
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText(`You own ${club}. Make another member its owner first`);
  await screensAtBothSizes(page, 'social-delete-account-owner');

  // The link leads to the organization's dashboard, where ownership is handed over.
  await refusal.getByRole('link', { name: `Hand ${club} over on its dashboard` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/org/${organization.id}/dashboard$`));
  await expect(
    page.getByRole('button', { name: `Make ${member.user.displayName} the owner` }),
  ).toBeVisible();
});
