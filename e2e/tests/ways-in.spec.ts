/**
 * Issue 28, item 1: every host and member page has a way in. A host who also holds passes, has a
 * friend, a sent friend request, a campus and an organization starts at `/app` (the one
 * `page.goto`) and reaches each page they use only by clicking what the app shows: links, the nav
 * bars, and on a phone the back bar where SPEC hides the bottom bar. Each arrival is checked by
 * its URL and a heading. Once on a 375 px phone and once on a 1440 px desktop, with a screenshot of
 * every screen this item changed at that width (test-results/screens/ways-*.png).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiUrl, createApiEvent, createApiUser, type ApiUser } from '../support/api-user';
import { EMAIL_OUTBOX, codeEmailedTo } from '../support/email-outbox';
import { DESKTOP, PHONE, screen } from '../support/screens';
import { enterPhoneAndCode } from '../support/sign-in';

async function call<T = Record<string, unknown>>(
  who: ApiUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(apiUrl(path), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json.data;
}

let keys = 0;
async function say(who: ApiUser, chatId: string, text: string) {
  await call(who, 'POST', `/chats/${chatId}/messages`, {
    text,
    clientKey: `ways-in-${Date.now()}-${++keys}`,
  });
}

/** `who` proves a school address of the campus by the emailed code, then joins it. */
async function joinCampus(who: ApiUser, campusId: string, email: string) {
  await call(who, 'POST', '/users/emails/send', { campusId, email });
  await call(who, 'POST', '/users/emails/verify', { email, code: await codeEmailedTo(email) });
  await call(who, 'POST', '/campuses/join', { campusId });
}

/** Everything the host's pages show, made over the API before the browser opens. */
async function buildWorld(label: string) {
  const stamp = `${label}${Date.now().toString(36).slice(-5)}`;
  const [host, friend, asked, other] = await Promise.all([
    // Short names: lists cut a name at 15 characters (SPEC §5), and the checks read them whole.
    createApiUser(`Wendy ${stamp}`),
    createApiUser(`Fred ${stamp}`),
    createApiUser(`Sam ${stamp}`),
    createApiUser(`Otto ${stamp}`),
  ]);
  await call(host, 'POST', '/friends/requests', { receiverUserId: friend.user.id });
  await call(friend, 'PATCH', '/friends/requests/accept', { senderUserId: host.user.id });
  // A request the host sent that still waits (Activity lists it, to cancel).
  await call(host, 'POST', '/friends/requests', { receiverUserId: asked.user.id });

  const { organization } = await call<{ organization: { id: string; name: string } }>(
    host,
    'POST',
    '/organizations/',
    { name: `Ways Club ${stamp}` },
  );
  const hosted = await createApiEvent(host, { name: `Ways Night ${stamp}`, type: 'simpleRsvp' });
  // The host's passes: to the friend's party (whose chat the friend opened) and to another
  // person's event (whose chat nobody opened yet).
  const party = await createApiEvent(friend, { name: `Fred Party ${stamp}`, type: 'simpleRsvp' });
  const quiet = await createApiEvent(other, { name: `Otto Quiet ${stamp}`, type: 'simpleRsvp' });
  for (const event of [party, quiet]) {
    await call(host, 'POST', '/checkout/initiate', {
      eventId: event.id,
      items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }],
    });
  }
  const { chat: partyChat } = await call<{ chat: { id: string } }>(
    friend,
    'POST',
    '/events/host-chats/',
    { eventId: party.id },
  );
  await say(friend, partyChat.id, 'Doors at eight, see you there!');
  const { chat: direct } = await call<{ chat: { id: string } }>(friend, 'POST', '/chats/direct', {
    userId: host.user.id,
  });
  await say(friend, direct.id, 'Hey Wendy, coming tonight?');

  // A campus nobody else in the journeys joins; the host and the friend are there.
  const campus = await fetch(
    apiUrl('/campuses/?query=Massachusetts%20Institute%20of%20Technology&limit=1'),
  ).then(async (res) => ((await res.json()) as { data: { campuses: { id: string }[] } }).data);
  const campusId = campus.campuses[0]!.id;
  await joinCampus(host, campusId, `wendy.${stamp}@mit.edu`);
  await joinCampus(friend, campusId, `fred.${stamp}@mit.edu`);

  return { host, friend, asked, organization, hosted, party, quiet };
}

type World = Awaited<ReturnType<typeof buildWorld>>;

/** The page is where a link led: its address and a heading on it. */
async function arrived(page: Page, url: RegExp, heading: Locator) {
  await expect(page).toHaveURL(url);
  await expect(heading).toBeVisible();
}

async function walk(page: Page, w: World, size: 'phone' | 'desktop') {
  const phone = size === 'phone';
  const width = phone ? '375' : '1440';
  /** The whole page from its top (a scrolled full-page picture draws the sticky bars mid-page). */
  const shot = async (name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screen(page, `ways-${name}-${width}`);
  };
  const h1 = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
  // The bottom bar on a phone, the top bar on a desktop.
  const nav = () =>
    phone
      ? page.getByRole('navigation', { name: 'Main' })
      : page.getByRole('banner', { name: 'Main' });
  /** On a phone where SPEC hides the bottom bar, the back bar's Back; elsewhere the nav. */
  const phoneBack = () =>
    page.getByRole('navigation', { name: 'Back' }).getByRole('button', { name: 'Back' }).click();
  const toProfile = async () => {
    await nav().getByRole('link', { name: 'Your profile' }).click();
    await arrived(page, new RegExp(`/app/user/${w.host.user.id}$`), h1(w.host.user.displayName));
  };
  const toDashboardFromProfile = async () => {
    await toProfile();
    await page.getByRole('link', { name: `Dashboard of ${w.hosted.name}` }).click();
    await arrived(page, new RegExp(`/app/host/${w.hosted.id}/dashboard$`), h1(w.hosted.name));
  };
  const dashboardPath = new RegExp(`/app/host/${w.hosted.id}/dashboard$`);
  const hostTools = () => page.getByRole('navigation', { name: 'Host tools' });

  // In: the feed, then Sign In from the nav, back on the feed.
  await page.goto('/app');
  await arrived(page, /\/app$/, h1('Upcoming events'));
  await nav().getByRole('link', { name: 'Sign In' }).click();
  await enterPhoneAndCode(page, w.host.phoneNumber);
  await arrived(page, /\/app$/, h1('Upcoming events'));

  // Chat is in the nav, with what waits unread: the friend's message and the party chat's.
  await expect(nav().getByText('2 unread messages')).toBeAttached();
  // The viewport only: a full-page picture would draw the fixed bottom bar mid-page.
  await page.screenshot({ path: `test-results/screens/ways-nav-${width}.png` });
  await nav().getByRole('link', { name: /Chat/ }).click();
  await arrived(page, /\/app\/chat$/, h1('Chats'));
  await page.getByRole('link', { name: `${w.friend.user.displayName}, 1 unread` }).click();
  await arrived(page, /\/app\/chat\/[0-9a-f-]+$/, h1(w.friend.user.displayName));
  await expect(page.getByText('Hey Wendy, coming tonight?')).toBeVisible();
  // Read: the nav's count drops to the one left (the party chat's).
  if (phone) {
    await phoneBack();
    await arrived(page, /\/app\/chat$/, h1('Chats'));
    await phoneBack();
    await arrived(page, /\/app$/, h1('Upcoming events'));
  }
  await expect(nav().getByText('1 unread messages')).toBeAttached();

  // The profile: the events one hosts, each leading to its dashboard; the wallet and payouts.
  await toProfile();
  const hosting = page.getByRole('region', { name: 'Events you host' });
  await expect(hosting.getByRole('link', { name: w.hosted.name, exact: true })).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByRole('link', { name: w.party.name, exact: true }),
  ).toBeVisible();
  await shot('profile');
  await hosting.getByRole('link', { name: 'Payout set-up' }).click();
  await arrived(page, /\/app\/host\/stripe-connect$/, h1('Payouts'));
  if (phone) await phoneBack();
  else await toProfile();
  await page
    .getByRole('region', { name: 'Events you host' })
    .getByRole('link', { name: 'Wallet' })
    .click();
  await arrived(page, /\/app\/host\/wallet$/, h1('Wallet'));
  if (phone) await phoneBack();
  else await toProfile();

  // The event page leads its host to the dashboard; the dashboard to each of its tools.
  await page
    .getByRole('region', { name: 'Events you host' })
    .getByRole('link', { name: w.hosted.name, exact: true })
    .click();
  await arrived(page, new RegExp(`/app/event/${w.hosted.id}$`), h1(w.hosted.name));
  const tools = page.getByRole('navigation', { name: 'You host this event' });
  await expect(tools.getByRole('link', { name: 'Edit event' })).toHaveAttribute(
    'href',
    `/app/event/${w.hosted.id}/edit`,
  );
  await shot('event-organizer');
  await tools.getByRole('link', { name: 'Host dashboard' }).click();
  await arrived(page, dashboardPath, h1(w.hosted.name));
  await shot('dashboard');

  await hostTools().getByRole('link', { name: 'Guests' }).click();
  await arrived(page, new RegExp(`/app/event/${w.hosted.id}/guests$`), h1('Guests'));
  await hostTools().getByRole('link', { name: 'Scan' }).click();
  await arrived(page, new RegExp(`/app/event/${w.hosted.id}/scan$`), h1('Scan passes'));
  await hostTools().getByRole('link', { name: 'Dashboard' }).click();
  await arrived(page, dashboardPath, h1(w.hosted.name));

  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await arrived(page, new RegExp(`/app/host/${w.hosted.id}/analytics$`), h1(w.hosted.name));
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await arrived(page, dashboardPath, h1(w.hosted.name));

  await page.getByRole('link', { name: 'Affiliate links' }).click();
  const affiliates = page.getByRole('heading', { level: 2, name: 'Affiliate links' });
  await arrived(
    page,
    new RegExp(`/app/host/${w.hosted.id}/analytics#affiliate-links$`),
    affiliates,
  );
  await expect(affiliates).toBeInViewport();
  // What the link shows: the viewport where it landed.
  await page.screenshot({ path: `test-results/screens/ways-affiliate-links-${width}.png` });
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await arrived(page, dashboardPath, h1(w.hosted.name));

  for (const [link, title, modal] of [
    ['Text blast', 'Text blast', 'text-blast'],
    ['Co-hosts', 'Co-hosts', 'cohosts'],
  ] as const) {
    await page.getByRole('link', { name: link, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await arrived(
      page,
      new RegExp(`/app/host/${w.hosted.id}/dashboard/${modal}$`),
      // The dialog's own title (h2): the co-hosts panel also heads its list "Co-hosts".
      dialog.getByRole('heading', { name: title, level: 2 }),
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await arrived(page, dashboardPath, h1(w.hosted.name));
  }

  const money = page.getByRole('region', { name: 'Sales and money' });
  await money.getByRole('link', { name: 'Wallet' }).click();
  await arrived(page, /\/app\/host\/wallet$/, h1('Wallet'));
  if (phone) await phoneBack();
  else await toDashboardFromProfile();
  await page
    .getByRole('region', { name: 'Sales and money' })
    .getByRole('link', { name: 'Payout set-up' })
    .click();
  await arrived(page, /\/app\/host\/stripe-connect$/, h1('Payouts'));
  if (phone) await phoneBack();
  else await toDashboardFromProfile();

  // The event chat: opened on first use, then its room (the event's name is its title).
  await page.getByRole('link', { name: 'Open event chat' }).click();
  await arrived(page, /\/app\/chat\/[0-9a-f-]+$/, h1(w.hosted.name));
  await expect(page.getByLabel('Message', { exact: true })).toBeVisible();
  await shot('event-chat');
  // The finding page replaced itself: Back is the dashboard again.
  if (phone) {
    await phoneBack();
    await arrived(page, dashboardPath, h1(w.hosted.name));
  }

  // The passes: each leads to its event's chat, and the event to its host.
  await nav().getByRole('link', { name: 'Pass', exact: true }).click();
  await arrived(page, /\/app\/pass$/, h1('Your passes'));
  await page.getByRole('link', { name: new RegExp(w.party.name) }).click();
  await arrived(page, /\/app\/pass\/[0-9a-f-]+$/, h1('Your pass'));
  await shot('pass');
  await page.getByRole('link', { name: 'Event chat' }).click();
  await arrived(page, /\/app\/chat\/[0-9a-f-]+$/, h1(w.party.name));
  await expect(page.getByText('Doors at eight, see you there!')).toBeVisible();
  if (phone) await phoneBack();
  else {
    await nav().getByRole('link', { name: 'Pass', exact: true }).click();
    await page.getByRole('link', { name: new RegExp(w.party.name) }).click();
  }
  await arrived(page, /\/app\/pass\/[0-9a-f-]+$/, h1('Your pass'));
  await page.getByRole('heading', { name: w.party.name }).getByRole('link').click();
  await arrived(page, new RegExp(`/app/event/${w.party.id}$`), h1(w.party.name));
  await expect(page.getByRole('link', { name: 'Event chat' })).toHaveAttribute(
    'href',
    `/app/chat/event/${w.party.id}`,
  );
  await shot('event-guest');
  await page.getByText('Hosted by').getByRole('link', { name: w.friend.user.displayName }).click();
  await arrived(page, new RegExp(`/app/user/${w.friend.user.id}$`), h1(w.friend.user.displayName));

  // A pass to an event whose hosts have not opened the chat: told so, with the way back.
  await nav().getByRole('link', { name: 'Pass', exact: true }).click();
  await page.getByRole('link', { name: new RegExp(w.quiet.name) }).click();
  await arrived(page, /\/app\/pass\/[0-9a-f-]+$/, h1('Your pass'));
  await page.getByRole('link', { name: 'Event chat' }).click();
  await arrived(
    page,
    new RegExp(`/app/chat/event/${w.quiet.id}$`),
    page.getByRole('heading', { name: "This event's chat isn't open to you yet" }),
  );
  await shot('event-chat-not-open');
  await page.getByRole('link', { name: 'View the event' }).click();
  await arrived(page, new RegExp(`/app/event/${w.quiet.id}$`), h1(w.quiet.name));

  // Activity: received and sent requests; a sent one is cancelled after a confirmation.
  await nav()
    .getByRole('link', { name: phone ? /Activity/ : 'Social' })
    .click();
  await arrived(page, /\/app\/activity$/, h1('Activity'));
  const sent = page.getByRole('list', { name: 'Requests you sent' });
  await expect(sent.getByRole('link', { name: w.asked.user.displayName })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Friends' })
      .getByRole('link', { name: w.friend.user.displayName }),
  ).toBeVisible();
  await shot('activity');
  await sent
    .getByRole('button', { name: `Cancel your friend request to ${w.asked.user.displayName}` })
    .click();
  const ask = page.getByRole('dialog', { name: /^Cancel your request to/ });
  await expect(ask).toBeVisible();
  await shot('activity-cancel');
  await ask.getByRole('button', { name: 'Cancel request' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(/No requests waiting/)).toBeVisible();

  // Settings: the wallet and payout set-up again, and the campus with its people, friends first.
  await toProfile();
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await arrived(page, /\/app\/user\/settings$/, h1('Settings'));
  await shot('settings');
  const hostingLinks = page.getByRole('navigation', { name: 'Hosting' });
  await hostingLinks.getByRole('link', { name: 'Wallet' }).click();
  await arrived(page, /\/app\/host\/wallet$/, h1('Wallet'));
  if (phone) await phoneBack();
  else {
    await toProfile();
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
  }
  await arrived(page, /\/app\/user\/settings$/, h1('Settings'));
  await page
    .getByRole('navigation', { name: 'Hosting' })
    .getByRole('link', { name: 'Payout set-up' })
    .click();
  await arrived(page, /\/app\/host\/stripe-connect$/, h1('Payouts'));
  if (phone) await phoneBack();
  else {
    await toProfile();
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
  }
  await arrived(page, /\/app\/user\/settings$/, h1('Settings'));
  await page.getByRole('link', { name: 'Campus' }).click();
  await arrived(page, /\/app\/user\/campus$/, h1('Campus'));
  const people = page.getByRole('list', { name: /^People at / });
  const first = people.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: w.friend.user.displayName })).toBeVisible();
  await expect(first.getByText('Friend', { exact: true })).toBeVisible();
  await shot('campus');

  // The organization the host owns, and its dashboard.
  await toProfile();
  await page.getByRole('link', { name: w.organization.name }).click();
  await arrived(page, new RegExp(`/app/org/${w.organization.id}$`), h1(w.organization.name));
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await arrived(
    page,
    new RegExp(`/app/org/${w.organization.id}/dashboard$`),
    h1(`${w.organization.name}: dashboard`),
  );
}

test.describe('every host and member page is reached by its links from /app', () => {
  test.skip(!EMAIL_OUTBOX, 'EMAIL_OUTBOX_FILE is set by `npm test -- --e2e`');

  test('on a 375 px phone', async ({ page }) => {
    test.setTimeout(180_000);
    const world = await buildWorld('p');
    await page.setViewportSize(PHONE);
    await walk(page, world, 'phone');
  });

  test('on a 1440 px desktop', async ({ page }) => {
    test.setTimeout(180_000);
    const world = await buildWorld('d');
    await page.setViewportSize(DESKTOP);
    await walk(page, world, 'desktop');
  });
});
