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
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}`));
  return page;
}

async function postAs<T>(who: ApiUser, path: string, body: unknown): Promise<T> {
  const res = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  expect(res.ok, JSON.stringify(json)).toBe(true);
  return json.data;
}

test("a plain member asks to list their event in an organization; its owner, told once, accepts from the organization's dashboard reached by links; the event is in the organization", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-4);
  const olive = await createApiUser(`Olive ${stamp}`);
  const mia = await createApiUser(`Mia ${stamp}`);
  const orgName = `Poets ${stamp}`;
  const eventName = `Slam ${stamp}`;
  // Set up through the API: Olive owns an open organization, Mia joined it as a plain member
  // and hosts an event.
  const { organization } = await postAs<{ organization: { id: string } }>(
    olive,
    '/organizations/',
    { name: orgName, settings: { access: 'open' } },
  );
  await postAs(mia, '/organizations/requests/in', { organizationId: organization.id });
  const event = await createApiEvent(mia, { name: eventName, type: 'simpleRsvp' });

  // Mia, on her event's dashboard, finds the organization: as a plain member she may only ask.
  const host = await openAs(browser, mia, `/app/host/${event.id}/dashboard`);
  await host.getByRole('link', { name: 'Invite an organization' }).click();
  const dialog = host.getByRole('dialog', { name: 'Invite an organization' });
  await dialog.getByLabel('Search organizations').fill(orgName);
  await dialog.getByRole('button', { name: `Ask ${orgName} to list this event` }).click();
  await expect(dialog.getByText(/Ask the admins of/)).toBeVisible();
  await screensAtBothSizes(host, 'org-listing-ask-confirm');
  await dialog.getByRole('button', { name: `Ask ${orgName}`, exact: true }).click();
  await expect(
    dialog.getByText(`You asked ${orgName} to list this event. Its admins will answer.`),
  ).toBeVisible();
  const states = dialog.getByRole('list', { name: 'This event in organizations' });
  await expect(states.getByText('Waiting for an admin')).toBeVisible();
  await screensAtBothSizes(host, 'org-listing-asked');

  // Olive is told once, on Activity.
  const owner = await openAs(browser, olive, '/app/activity');
  await expect(
    owner.getByRole('link', {
      name: `${mia.user.displayName} asked to list ${eventName} in ${orgName}`,
    }),
  ).toHaveCount(1);
  // She goes to the organization from her profile, then to its dashboard, by links.
  await owner.goto('/app/user');
  await owner
    .getByRole('region', { name: 'Your organizations' })
    .getByRole('link', { name: orgName })
    .click();
  await expect(owner).toHaveURL(`/app/org/${organization.id}`);
  await owner.getByRole('link', { name: 'Dashboard' }).click();
  await expect(owner).toHaveURL(`/app/org/${organization.id}/dashboard`);
  const asked = owner.getByRole('list', { name: 'Events asked to be listed' });
  await expect(asked.getByRole('link', { name: eventName })).toHaveAttribute(
    'href',
    `/app/event/${event.id}`,
  );
  await expect(asked.getByText(`asked by ${mia.user.displayName}`)).toBeVisible();
  await screensAtBothSizes(owner, 'org-dashboard-listing-request');
  await asked.getByRole('button', { name: `List ${eventName}` }).click();
  await expect(owner.getByText('No events waiting to be listed.')).toBeVisible();

  // The event is in the organization's events.
  const events = owner.getByRole('region', { name: 'Events', exact: true });
  await expect(events.getByRole('link', { name: eventName })).toBeVisible();
  await screensAtBothSizes(owner, 'org-dashboard-listed');

  // Mia sees it listed.
  await host.reload();
  await expect(
    host
      .getByRole('list', { name: 'This event in organizations' })
      .getByText('Listed', { exact: true }),
  ).toBeVisible();
  await screensAtBothSizes(host, 'org-listing-listed');
});
