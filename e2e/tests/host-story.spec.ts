/**
 * Issue 28's whole story, as people live it: every person starts at `/` (their one `page.goto`)
 * and after that only clicks and types. A host signs up and creates a paid event, is sent to
 * payout set-up and completes it in the sandbox, and invites a co-host, who accepts from Activity.
 * A guest finds the event by search, buys a ticket and writes in the event chat; the host sees the
 * guest's details and the message's notification, and admits the guest at the door with the code
 * the guest's pass shows. A second guest asks for a refund and gets it; then the host cancels the
 * event and the last guest is refunded too. Screenshots of each step at 375 px and 1440 px in
 * `test-results/screens/story-*.png`.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

const DESKTOP = { width: 1280, height: 800 };

// The story is long (seven minutes in all is allowed), but no single press waits longer than this.
test.use({ actionTimeout: 30_000 });

/** `YYYY-MM-DDTHH:mm` some days from now, for a datetime-local input. */
function localInDays(days: number, time: string): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  return `${date.toISOString().slice(0, 10)}T${time}`;
}

/** Letters only, so a name is one search word nobody else has. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = '';
  for (let i = 0; i < 8; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word[0]!.toUpperCase() + word.slice(1);
}

/**
 * A new person on a device of their own: `/`, Sign In, every sign-up step, and back on the
 * landing page (nothing was asked for before signing in).
 */
async function newPerson(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click();
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: name });
  await expect(page).toHaveURL(/\/$/);
  return page;
}

/** A new person who goes on from the landing page into the app. */
async function newPersonInTheApp(browser: Browser, name: string): Promise<Page> {
  const page = await newPerson(browser, name);
  await page.getByRole('link', { name: 'Explore events' }).click();
  await expect(page).toHaveURL(/\/app$/);
  return page;
}

/** The app's own navigation bar (an event card's name may hold the same words as a nav link). */
const nav = (page: Page) => page.getByRole('banner', { name: 'Main' });

/** An organizer's way back to an event's dashboard: their profile lists the events they host. */
async function toDashboard(page: Page, eventName: string) {
  await nav(page).getByRole('link', { name: 'Your profile' }).click();
  await page.getByRole('link', { name: `Dashboard of ${eventName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
}

/** The nav's search box, then the event's entry among the results. */
async function openEventBySearch(page: Page, eventName: string) {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(eventName);
  await page
    .getByRole('group', { name: 'Events' })
    .getByRole('option', { name: eventName })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
}

/** From the event page: one ticket, paid on the sandbox's checkout page, then the pass. */
async function buyOneTicket(page: Page, eventName: string) {
  await page.getByRole('button', { name: 'Get tickets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tickets' });
  await dialog.getByRole('button', { name: 'One more General' }).click();
  await dialog.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: eventName })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: /You're in!/ })).toBeVisible();
  await page.getByRole('link', { name: 'View your pass' }).click();
  await expect(page).toHaveURL(/\/app\/pass\/[^/]+$/);
}

test('a host runs a paid event from sign-up to cancellation, with a co-host, guests, the door and refunds', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const word = uniqueWord();
  const eventName = `Rooftop ${word}`;

  // The host signs up from the landing page and creates a ticketed event.
  const host = await newPerson(browser, `Hana ${word}`);
  await host.getByRole('link', { name: 'Host an event' }).click();
  await host.getByRole('link', { name: 'Change type' }).click();
  await host.getByRole('link', { name: /Ticketed/ }).click();
  await host.getByLabel('Event name').fill(eventName);
  await host.getByLabel('Starts').fill(localInDays(6, '21:00'));
  await host.getByLabel('Time zone').selectOption('America/New_York');
  await host.getByLabel('Address line 1').fill('5 Roof Rd');
  await host.getByLabel('City').fill('Brooklyn');
  await host.getByLabel('State').fill('NY');
  await host.getByLabel('Ticket 1 name').fill('General');
  await host.getByLabel('Ticket 1 price').fill('20');
  const rules = host.getByRole('group', { name: 'Refunds' });
  await rules.getByRole('radio', { name: /Refunds on request/ }).check();
  await screensAtBothSizes(host, 'story-create');
  await host.getByRole('button', { name: 'Create event' }).click();
  await expect(host).toHaveURL(/\/app\/create\/confirmation\/[^/]+$/);

  // The event sells paid tickets, so the confirmation sends the host to payout set-up, which
  // they complete in the sandbox's onboarding.
  await expect(host.getByText("Payouts aren't set up yet.")).toBeVisible();
  await screensAtBothSizes(host, 'story-payouts-needed');
  await host.getByRole('link', { name: 'Set up payouts' }).click();
  await host.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(host.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await host.getByRole('button', { name: 'Finish: give every detail' }).click();
  await expect(
    host.getByText('Payouts are set up: ticket money comes to this wallet.'),
  ).toBeVisible();
  await screensAtBothSizes(host, 'story-payouts-done');

  // The host invites a co-host from the dashboard; the co-host accepts from Activity.
  const cohostName = `Cole ${uniqueWord()}`;
  const cohost = await newPersonInTheApp(browser, cohostName);
  await toDashboard(host, eventName);
  await host.getByRole('link', { name: 'Co-hosts' }).click();
  const team = host.getByRole('dialog', { name: 'Co-hosts' });
  await team.getByLabel('Search people').fill(cohostName);
  await team
    .getByRole('list', { name: 'People' })
    .getByRole('button', { name: `Invite ${cohostName} as Co-host` })
    .click();
  await expect(team.getByRole('status')).toHaveText(
    new RegExp(`${cohostName} is invited as a co-host`),
  );
  await screensAtBothSizes(host, 'story-cohost-invited');
  await team.getByRole('button', { name: 'Close' }).click();

  await nav(cohost).getByRole('link', { name: 'Social' }).click();
  const cohostNotes = cohost.getByRole('list', { name: 'Notifications' });
  await cohostNotes
    .getByRole('button', { name: `Accept the invitation to co-host ${eventName}` })
    .click();
  await expect(cohostNotes.getByText("You're on the team as a co-host.")).toBeVisible();
  await screensAtBothSizes(cohost, 'story-cohost-accepted');

  // The host opens the event's chat with a welcome, then goes back to the dashboard by the
  // profile's list of hosted events (leaving the chat, so its news reaches them as notifications).
  await host.getByRole('link', { name: 'Open event chat' }).click();
  const hostBox = host.getByLabel('Message', { exact: true });
  await hostBox.fill('Welcome! Doors at nine.');
  await hostBox.press('Enter');
  await expect(host.getByText('Welcome! Doors at nine.')).toBeVisible();
  await toDashboard(host, eventName);

  // A guest finds the event, buys a ticket and writes in the event chat.
  const giaName = `Gia ${uniqueWord()}`;
  const gia = await newPersonInTheApp(browser, giaName);
  await openEventBySearch(gia, eventName);
  await buyOneTicket(gia, eventName);
  const doorCode = (await gia.getByTestId('door-code').textContent())!.trim();
  await screensAtBothSizes(gia, 'story-guest-pass');
  await gia.getByRole('link', { name: 'Event chat' }).click();
  await expect(gia.getByText('Welcome! Doors at nine.')).toBeVisible();
  const giaBox = gia.getByLabel('Message', { exact: true });
  await giaBox.fill('So excited! Is there a dress code?');
  await giaBox.press('Enter');
  await expect(gia.getByText('So excited! Is there a dress code?')).toBeVisible();
  await screensAtBothSizes(gia, 'story-guest-chat');

  // The host sees the guest in the guest list, with their details.
  await host.getByRole('link', { name: 'Guests', exact: true }).click();
  await host.getByRole('button', { name: `Details for ${giaName}` }).click();
  const details = host.getByRole('dialog', { name: giaName });
  await expect(details.getByText('Not checked in yet')).toBeVisible();
  await screensAtBothSizes(host, 'story-guest-details');
  await details.getByRole('button', { name: 'Close' }).first().click();

  // The guest's message reached the host as a notification, which leads into the chat.
  await nav(host).getByRole('link', { name: 'Social' }).click();
  const hostNotes = host.getByRole('list', { name: 'Notifications' });
  const note = hostNotes.getByRole('link', { name: `${giaName} wrote in ${eventName}'s chat` });
  await expect(note).toBeVisible();
  await screensAtBothSizes(host, 'story-message-notification');
  await note.click();
  await expect(host.getByText('So excited! Is there a dress code?')).toBeVisible();
  await hostBox.fill('Come as you are!');
  await hostBox.press('Enter');
  await expect(host.getByText('Come as you are!')).toBeVisible();
  await toDashboard(host, eventName);

  // The door: the host types the code the guest's pass shows.
  await host.getByRole('link', { name: 'Scan', exact: true }).click();
  const code = host.getByLabel(/Pass code/);
  await expect(code).toBeFocused();
  await code.fill(doorCode);
  await code.press('Enter');
  await expect(host.getByTestId('scan-result')).toContainText('Admitted');
  await screensAtBothSizes(host, 'story-door-admitted');

  // A second guest buys, asks for a refund from their pass, and the host approves it.
  const rexName = `Rex ${uniqueWord()}`;
  const rex = await newPersonInTheApp(browser, rexName);
  await openEventBySearch(rex, eventName);
  await buyOneTicket(rex, eventName);
  const panel = rex.getByRole('region', { name: 'Refunds' });
  await panel.getByRole('button', { name: 'Ask for a refund' }).click();
  const ask = rex.getByRole('dialog', { name: 'Ask for a refund?' });
  await ask.getByLabel('Reason').fill('Something came up at work.');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(panel).toContainText('You asked for a refund');

  await host.getByRole('link', { name: 'Guests', exact: true }).click();
  await host.getByRole('tab', { name: 'Refund requests (1)' }).click();
  await host.getByRole('button', { name: new RegExp(`^Refund \\$[\\d.]+ to ${rexName}$`) }).click();
  const approve = host.getByRole('dialog', { name: `Refund ${rexName}?` });
  await approve.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(host.getByText(new RegExp(`^${rexName} was refunded \\$`))).toBeVisible();
  await screensAtBothSizes(host, 'story-refund-approved');

  // A third guest buys; then the host cancels the event and everyone left is refunded.
  const ivy = await newPersonInTheApp(browser, `Ivy ${uniqueWord()}`);
  await openEventBySearch(ivy, eventName);
  await buyOneTicket(ivy, eventName);

  await host.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await host.getByRole('link', { name: 'Cancel event' }).click();
  const cancel = host.getByRole('dialog', { name: 'Cancel this event?' });
  await cancel.getByLabel('Message to your guests').fill('Storm warning, we have to call it off.');
  await cancel.getByRole('button', { name: 'Cancel and refund everyone' }).click();
  const status = host.getByRole('region', { name: 'This event is cancelled' });
  await expect(status.getByRole('status')).toHaveText(/^Done: all \d+ orders are settled/);
  await screensAtBothSizes(host, 'story-cancelled-dashboard');

  // The last guest sees it cancelled on their pass, refunded.
  await nav(ivy).getByRole('link', { name: 'Pass', exact: true }).click();
  await ivy.getByRole('link', { name: new RegExp(eventName) }).click();
  await expect(ivy.getByRole('region', { name: 'This event is cancelled' })).toBeVisible();
  await expect(ivy.getByText('This pass was refunded')).toBeVisible();
  await screensAtBothSizes(ivy, 'story-guest-refunded');
});
