import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiUrl, createApiEvent, createApiUser, type ApiUser } from '../support/api-user';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

/** Where the API under test writes texts (`npm test` passes it; the API's local outbox). */
const OUTBOX = process.env.SMS_OUTBOX_FILE;

async function rsvp(guest: ApiUser, eventId: string, ticketTypeId: string): Promise<void> {
  const res = await fetch(apiUrl('/checkout/initiate'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${guest.token}` },
    body: JSON.stringify({ eventId, items: [{ ticketTypeId, quantity: 1 }] }),
  });
  expect(res.status).toBe(201);
}

/** The guest replies to a text, as the SMS provider's inbound webhook delivers it. */
async function textBack(from: string, body: string): Promise<void> {
  const res = await fetch(apiUrl('/sms/inbound'), {
    method: 'POST',
    body: new URLSearchParams({ From: from, Body: body }),
  });
  expect(res.status).toBe(200);
}

async function outboxTo(body: string): Promise<string[]> {
  const text = await readFile(OUTBOX!, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; body: string })
    .filter((t) => t.body === body)
    .map((t) => t.to);
}

/** A time zone where it is now daytime, so the texts go out at once rather than at 8 a.m. */
function daytimeZone(): string {
  const zones = [
    'America/New_York',
    'America/Los_Angeles',
    'Pacific/Honolulu',
    'Europe/London',
    'Asia/Kolkata',
    'Asia/Tokyo',
    'Pacific/Auckland',
  ];
  const hourIn = (zone: string) =>
    Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(new Date()),
    );
  return zones.find((zone) => hourIn(zone) >= 9 && hourIn(zone) < 20) ?? zones[0]!;
}

test('a host sends a text blast that reaches the outbox, but not the number that sent STOP', async ({
  page,
}) => {
  test.skip(!OUTBOX, 'SMS_OUTBOX_FILE is set by `npm test -- --e2e`');
  test.setTimeout(120_000);
  const hostName = 'Bea Blaster';
  const host = await createApiUser(hostName);
  const event = await createApiEvent(host, {
    name: `Blast night ${Date.now()}`,
    type: 'simpleRsvp',
    timeZone: daytimeZone(),
  });
  const [ava, otto] = await Promise.all([
    createApiUser('Ava Attending'),
    createApiUser('Otto Optout'),
  ]);
  for (const guest of [ava, otto]) await rsvp(guest, event.id, event.ticketTypes[0]!.id);
  await textBack(otto.phoneNumber, 'STOP');

  await page.goto(`/app/host/${event.id}/dashboard`);
  await signInWithPhone(page, host.phoneNumber);
  await page.getByRole('link', { name: 'Text blast' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/host/${event.id}/dashboard/text-blast$`));
  const dialog = page.getByRole('dialog', { name: 'Text blast' });
  const message = `Doors open at 8 (${Date.now()})`;
  await dialog.getByLabel('Message').fill(message);
  await expect(dialog.getByText(`${message.length} / 320 characters`)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Going/ })).toBeChecked();
  await expect(dialog.getByText('2 people')).toBeVisible();
  await screensAtBothSizes(page, 'host-blast-write');

  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Send this text to 2 people (Going)?')).toBeVisible();
  await screensAtBothSizes(page, 'host-blast-confirm');
  await dialog.getByRole('button', { name: 'Send text blast' }).click();
  await expect(dialog.getByText('Text blast sent: 1 sent · 1 opted out.')).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Sent text blasts' }).getByText(message),
  ).toBeVisible();
  await screensAtBothSizes(page, 'host-blast-sent');

  // What arrives names the event and its host and ends with the opt-out words.
  const received = `${event.name} (from ${hostName}): ${message}\n\nReply STOP to opt out`;
  expect(await outboxTo(received)).toEqual([ava.phoneNumber]);

  // The co-hosts modal opens by URL too: the host makes a co-host door staff.
  const helper = await createApiUser('Hugo Helper');
  await call('POST', '/events/invitations/', host, { eventId: event.id, userId: helper.user.id });
  await call('PATCH', '/events/invitations/accept', helper, { eventId: event.id });
  await page.goto(`/app/host/${event.id}/dashboard/cohosts`);
  const cohosts = page.getByRole('dialog', { name: 'Co-hosts' });
  const level = cohosts.getByLabel('Level for Hugo Helper');
  await expect(level).toHaveValue('cohost');
  await level.selectOption('door');
  await expect(cohosts.getByText('Hugo Helper is now door staff.')).toBeVisible();
  await screensAtBothSizes(page, 'host-cohosts');
});

async function call(method: string, path: string, who: ApiUser, body: unknown): Promise<void> {
  const res = await fetch(apiUrl(path), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
}
