/**
 * Co-hosting end to end (issue 28, item 3): the host invites a person found by search at a level,
 * withdraws the invitation after a confirmation and invites again; the invitee accepts in
 * Activity, reaches the dashboard, steps down after a confirmation, and declines a new invitation
 * on the event page. Two people, two browser contexts; after each context's first `page.goto`,
 * only clicks and typing.
 */
import { expect, test, type Page } from '@playwright/test';
import { createApiEvent, createApiUser } from '../support/api-user';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

/** Letters only, so the person's name is one search word nobody else has. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = '';
  for (let i = 0; i < 8; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word[0]!.toUpperCase() + word.slice(1);
}

async function inviteFromPanel(dialog: ReturnType<Page['getByRole']>, name: string) {
  await dialog.getByLabel('Search people').fill(name);
  const people = dialog.getByRole('list', { name: 'People' });
  await people.getByRole('button', { name: `Invite ${name} as Co-host` }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    new RegExp(`${name} is invited as a co-host`),
  );
  await expect(
    dialog.getByRole('list', { name: 'Invitations waiting for an answer' }).getByText(name),
  ).toBeVisible();
}

test('a host invites a co-host, withdraws, invites again; the co-host accepts, steps down and declines', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const word = uniqueWord();
  const host = await createApiUser('Hana Cohosting');
  const invitee = await createApiUser(`Cora ${word}`);
  const name = invitee.user.displayName;
  const event = await createApiEvent(host, { name: `Team night ${word}`, type: 'simpleRsvp' });

  // The host: dashboard → Co-hosts.
  await page.goto(`/app/host/${event.id}/dashboard`);
  await signInWithPhone(page, host.phoneNumber);
  await page.getByRole('link', { name: 'Co-hosts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Co-hosts' });
  await expect(dialog.getByText('No invitations waiting for an answer.')).toBeVisible();
  await expect(
    dialog.getByText('Type a name to find someone. Your friends come first.'),
  ).toBeVisible();
  await screensAtBothSizes(page, 'cohosts-empty');

  await inviteFromPanel(dialog, name);
  await screensAtBothSizes(page, 'cohosts-invited');

  // Withdrawing asks first; keeping it changes nothing.
  await dialog.getByRole('button', { name: `Withdraw ${name}'s invitation` }).click();
  await expect(dialog.getByText(/They can no longer accept it/)).toBeVisible();
  await screensAtBothSizes(page, 'cohosts-withdraw-confirm');
  await dialog.getByRole('button', { name: 'Keep the invitation' }).click();
  await dialog.getByRole('button', { name: `Withdraw ${name}'s invitation` }).click();
  await dialog.getByRole('button', { name: 'Withdraw invitation' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`${name}'s invitation is withdrawn.`);
  await expect(dialog.getByText('No invitations waiting for an answer.')).toBeVisible();

  await inviteFromPanel(dialog, name);

  // The invitee, on a device of their own: Activity → Accept.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await context.newPage();
  await other.goto('/app/activity');
  await signInWithPhone(other, invitee.phoneNumber);
  await expect(other).toHaveURL(/\/app\/activity$/);
  const notes = other.getByRole('list', { name: 'Notifications' });
  // The withdrawn invitation's notification went with it: one invitation, one answer.
  await expect(notes.getByText(`invited you to co-host ${event.name}`)).toHaveCount(1);
  const accept = notes.getByRole('button', {
    name: `Accept the invitation to co-host ${event.name}`,
  });
  await expect(accept).toBeVisible();
  await screensAtBothSizes(other, 'cohosts-activity-invitation');
  await accept.click();
  await expect(notes.getByText("You're on the team as a co-host.")).toBeVisible();
  await screensAtBothSizes(other, 'cohosts-activity-accepted');

  // The host, opening Co-hosts again, sees the new co-host, no longer invited.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Co-hosts' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Co-hosts' }).getByLabel(`Level for ${name}`),
  ).toHaveValue('cohost');
  await expect(dialog.getByText('No invitations waiting for an answer.')).toBeVisible();
  await screensAtBothSizes(page, 'cohosts-accepted');

  // The co-host reaches the dashboard and steps down after a confirmation.
  await notes.getByRole('link', { name: 'Open the dashboard' }).click();
  await expect(other.getByText('you are a co-host')).toBeVisible();
  await other.getByRole('link', { name: 'Co-hosts' }).click();
  const theirs = other.getByRole('dialog', { name: 'Co-hosts' });
  await theirs.getByRole('button', { name: 'Step down as co-host' }).click();
  await expect(theirs.getByText(/You lose this dashboard/)).toBeVisible();
  await screensAtBothSizes(other, 'cohosts-step-down-confirm');
  await theirs.getByRole('button', { name: 'Step down', exact: true }).click();
  await expect(other).toHaveURL(new RegExp(`/app/event/${event.id}$`));
  await expect(other.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(other.getByText('You co-host this event')).toBeHidden();

  // The host invites again; the invitee finds it through Activity and declines on the event page.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Co-hosts' }).click();
  await expect(dialog.getByText('No co-hosts yet.', { exact: false })).toBeVisible();
  await inviteFromPanel(dialog, name);

  await other.getByRole('link', { name: 'Social' }).click();
  await expect(other).toHaveURL(/\/app\/activity$/);
  await notes
    .getByRole('link', { name: new RegExp(`invited you to co-host ${event.name}`) })
    .first()
    .click();
  await expect(other).toHaveURL(new RegExp(`/app/event/${event.id}$`));
  const card = other.getByRole('region', { name: "You're invited to co-host" });
  await expect(card).toBeVisible();
  await screensAtBothSizes(other, 'cohosts-event-invitation');
  await card.getByRole('button', { name: 'Decline' }).click();
  await expect(other.getByText('You declined the invitation to co-host.')).toBeVisible();

  // The host's list no longer waits for an answer.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Co-hosts' }).click();
  await expect(dialog.getByText('No invitations waiting for an answer.')).toBeVisible();
  await context.close();
});
