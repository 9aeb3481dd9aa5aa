/**
 * The feed's "new events" count (issue 28, item 11): while the feed is open, `GET
 * /events/feed/count` is asked every minute; events that arrived since the feed loaded show as
 * "N new events", and tapping it restarts the feed from the top with them in it. A fake clock
 * jumps the minute. After the one `page.goto`, only clicks.
 */
import { expect, test } from '@playwright/test';
import { createApiEvent, createApiUser } from '../support/api-user';
import { screensAtBothSizes } from '../support/screens';

test('new events since the feed loaded show as a count that shows them', async ({ page }) => {
  test.setTimeout(120_000);
  const host = await createApiUser('Nia Newevents');
  await page.clock.install();
  // The baseline: the first count, asked once the feed is shown.
  const baseline = page.waitForResponse((r) => r.url().includes('/v2/events/feed/count'));
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming events' })).toBeVisible();
  await baseline;
  await expect(page.getByRole('button', { name: /new events?/ })).toBeHidden();

  const soon = Math.floor(Date.now() / 1000) + 3600;
  const event = await createApiEvent(host, {
    name: `Fresh arrival ${Date.now()}`,
    type: 'simpleRsvp',
    startTime: soon,
  });
  const polled = page.waitForResponse((r) => r.url().includes('/v2/events/feed/count'));
  await page.clock.fastForward('01:01');
  const answer = (await (await polled).json()) as { data: { count: number } };
  const first = (await (await baseline).json()) as { data: { count: number } };
  expect(answer.data.count).toBeGreaterThan(first.data.count);
  const pill = page.getByRole('button', { name: /new events? ?: show them/ });
  await expect(pill).toBeVisible();
  await screensAtBothSizes(page, 'feed-new-events');
  await pill.click();
  await expect(pill).toBeHidden();
  await expect(page.getByRole('link', { name: new RegExp(event.name) }).first()).toBeVisible();
});
