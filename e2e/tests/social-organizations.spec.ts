import { expect, test, type Browser, type Page } from '@playwright/test';
import { createApiUser, type ApiUser } from '../support/api-user';
import { PHONE, screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

/** A browser context of its own for `who`, signed in from the login prompt of `path`. */
async function openAs(browser: Browser, who: ApiUser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(path);
  await signInWithPhone(page, who.phoneNumber);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
  return page;
}

test('an owner creates an organization from their profile; B asks and is accepted from the dashboard, made admin, invites C, who accepts from their profile; the owner cannot leave; search finds it', async ({
  browser,
}) => {
  // Three people in three browsers through an organization's whole life.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-4);
  const olive = await createApiUser(`Olive ${stamp}`);
  const ben = await createApiUser(`Ben ${stamp}`);
  const cara = await createApiUser(`Cara ${stamp}`);
  const name = `Chess ${stamp}`;

  // The owner starts from "Your organizations" on their profile and creates it there: joining
  // asks, and an admin accepts.
  const owner = await openAs(browser, olive, '/app/user');
  const ownerOrgs = owner.getByRole('region', { name: 'Your organizations' });
  await expect(ownerOrgs.getByText(/You're not in any organization yet/)).toBeVisible();
  await ownerOrgs.getByRole('link', { name: 'Create an organization' }).click();
  await expect(owner).toHaveURL(/\/app\/org\/create$/);
  await expect(owner.getByLabel('Name')).toBeVisible();
  await screensAtBothSizes(owner, 'org-create');
  await owner.getByLabel('Name').fill(name);
  await owner.getByLabel('Description').fill('Thursday evenings, all levels.');
  await owner.getByLabel('Who can join').selectOption('request');
  await owner.getByRole('button', { name: 'Create organization' }).click();
  await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible();
  const orgPath = new URL(owner.url()).pathname;
  expect(orgPath).toMatch(/^\/app\/org\/[0-9a-f-]+$/);
  await expect(
    owner.getByRole('button', { name: `Owner of ${name}; press to see how to leave` }),
  ).toHaveText('Owner');
  await screensAtBothSizes(owner, 'org-page-owner');

  // B asks to join (access is by request): Requested.
  const bPage = await openAs(browser, ben, orgPath);
  const requestToJoin = bPage.getByRole('button', { name: `Request to join ${name}`, exact: true });
  await expect(requestToJoin).toHaveText('Request to join');
  await screensAtBothSizes(bPage, 'org-page-visitor');
  await requestToJoin.click();
  await expect(bPage.getByRole('button', { name: /Requested; press to cancel/ })).toHaveText(
    'Requested',
  );

  // The owner accepts from the dashboard.
  await owner.getByRole('link', { name: 'Dashboard' }).click();
  await expect(owner).toHaveURL(`${orgPath}/dashboard`);
  await expect(owner.getByRole('heading', { name: 'Requests to join' })).toBeVisible();
  await screensAtBothSizes(owner, 'org-dashboard-request');
  await owner.getByRole('button', { name: `Accept ${ben.user.displayName}` }).click();
  await expect(owner.getByText('No requests waiting.')).toBeVisible();

  // B sees Member.
  await bPage.reload();
  await expect(bPage.getByRole('button', { name: `Member of ${name}; press to leave` })).toHaveText(
    'Member',
  );

  // The owner makes B an admin.
  await owner.getByRole('button', { name: `Make ${ben.user.displayName} an admin` }).click();
  await expect(
    owner.getByRole('button', { name: `Remove ${ben.user.displayName} as an admin` }),
  ).toBeVisible();
  await screensAtBothSizes(owner, 'org-dashboard-members');

  // The owner closes it: from now on members come by invitation only.
  await owner.goto(`${orgPath}/edit`);
  await owner.getByLabel('Who can join').selectOption('closed');
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner).toHaveURL(orgPath);

  // C sees Closed, and cannot ask.
  const cPage = await openAs(browser, cara, orgPath);
  const closed = cPage.getByRole('button', {
    name: `${name} is closed: members join by invitation`,
  });
  await expect(closed).toHaveText('Closed');
  await expect(closed).toBeDisabled();
  await screensAtBothSizes(cPage, 'org-page-closed');

  // B, now an admin, invites C from the dashboard.
  await bPage.goto(`${orgPath}/dashboard`);
  await bPage.getByLabel('Invite someone').fill(cara.user.displayName);
  await bPage.getByRole('button', { name: `Invite ${cara.user.displayName}`, exact: true }).click();
  await expect(
    bPage.getByRole('button', { name: `Cancel the invitation to ${cara.user.displayName}` }),
  ).toBeVisible();
  await screensAtBothSizes(bPage, 'org-dashboard-invited');

  // C is told on the activity page, finds the invitation under "Your organizations" on their
  // profile, and accepts it there.
  await cPage.goto('/app/activity');
  await expect(
    cPage.getByRole('link', { name: `${ben.user.displayName} invited you to join ${name}` }),
  ).toBeVisible();
  await cPage.goto('/app/user');
  const invitations = cPage.getByRole('list', { name: 'Invitations' });
  await expect(invitations.getByRole('link', { name })).toBeVisible();
  await expect(
    invitations.getByRole('button', { name: `Decline the invitation to join ${name}` }),
  ).toBeVisible();
  await screensAtBothSizes(cPage, 'org-mine-invited');
  // Declining asks first (only the organization can invite again); C thinks better of it.
  await invitations.getByRole('button', { name: `Decline the invitation to join ${name}` }).click();
  const question = invitations.getByRole('group', {
    name: `Decline the invitation to join ${name}?`,
  });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await screensAtBothSizes(cPage, 'org-mine-decline-question');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await invitations.getByRole('button', { name: `Accept invitation to join ${name}` }).click();
  const memberOf = cPage.getByRole('list', { name: 'Member of' });
  await expect(
    memberOf.getByRole('button', { name: `Member of ${name}; press to leave` }),
  ).toHaveText('Member');
  await expect(invitations).toHaveCount(0);
  await screensAtBothSizes(cPage, 'org-mine-member');
  await memberOf.getByRole('link', { name }).click();
  await expect(cPage).toHaveURL(orgPath);
  await expect(cPage.getByRole('button', { name: `Member of ${name}; press to leave` })).toHaveText(
    'Member',
  );
  await screensAtBothSizes(cPage, 'org-page-member');

  // The owner cannot leave: their level button is not offered Leave, it says at once how to hand
  // the organization over (no call to the API), pointing at the dashboard.
  await owner.goto(orgPath);
  const ownerButton = owner.getByRole('button', {
    name: `Owner of ${name}; press to see how to leave`,
  });
  await ownerButton.click();
  await expect(ownerButton).toHaveAttribute('aria-expanded', 'true');
  await expect(
    owner.getByText(/Owners cannot leave: hand the organization over first/),
  ).toBeVisible();
  await expect(owner.getByRole('link', { name: 'the dashboard', exact: true })).toHaveAttribute(
    'href',
    `${orgPath}/dashboard`,
  );
  await expect(owner.getByRole('group', { name: `Leave ${name}?` })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'Leave', exact: true })).toHaveCount(0);
  await screensAtBothSizes(owner, 'org-owner-leave-refused');

  // Search finds it.
  await owner.goto(`/app/search?query=${encodeURIComponent(name)}`);
  const results = owner.getByRole('region', { name: 'Organizations' });
  await expect(results.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await screensAtBothSizes(owner, 'org-search');
});
