import { expect, test } from '@playwright/test';
import { apiUrl, createApiEvent, createApiUser, type ApiUser } from '../support/api-user';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

async function apiGet<T>(who: ApiUser, path: string): Promise<T> {
  const res = await fetch(apiUrl(path), { headers: { Authorization: `Bearer ${who.token}` } });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

interface Analytics {
  days: { day: string; views: number; ticketsSold: number; salesCents: number }[];
  totals: { views: number; salesCents: number; ticketsSold: number };
  funnel: { views: number; checkoutStarts: number; purchases: number };
  affiliates: { code: string; orders: number; tickets: number; salesCents: number }[];
}

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('a purchase through an affiliate link is attributed, and the analytics page shows the API’s numbers', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const host = await createApiUser('Ana Analytics');
  const event = await createApiEvent(host, {
    name: `Numbers night ${Date.now()}`,
    type: 'ticketed',
    ticketTypes: [{ name: 'General', priceCents: 2000, capacity: 50, maxPerOrder: 4 }],
  });

  // The host opens analytics (empty) and creates a link with a code.
  await page.goto(`/app/host/${event.id}/analytics`);
  await signInWithPhone(page, host.phoneNumber);
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(page.getByText(/No affiliate links yet/)).toBeVisible();
  await page.getByLabel('Code').fill('DJSAM');
  await page.getByLabel('Who it is for (optional)').fill('DJ Sam');
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = page.getByTestId('affiliate-DJSAM');
  await expect(link).toContainText('0 orders · 0 tickets · $0.00');

  // A buyer arrives through the link, signs in on the way and pays on the sandbox.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/app/event/${event.id}?ref=DJSAM`);
  await buyer.getByRole('button', { name: 'Get tickets' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Tickets' });
  await dialog.getByRole('button', { name: 'One more General' }).click();
  await dialog.getByRole('button', { name: 'Checkout' }).click();
  await signInWithPhone(buyer, uniquePhoneNumber(), { newUserName: 'Rafa Referred' });
  await expect(buyer).toHaveURL(new RegExp(`/app/event/${event.id}/tickets$`));
  const again = buyer.getByRole('dialog', { name: 'Tickets' });
  await again.getByRole('button', { name: 'One more General' }).click();
  await again.getByRole('button', { name: 'One more General' }).click();
  await again.getByRole('button', { name: 'Checkout' }).click();
  await expect(buyer.getByRole('heading', { name: event.name })).toBeVisible();
  await buyer.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer.getByRole('heading', { name: /You're in!/ })).toBeVisible();
  await buyerContext.close();

  // The API attributes the order to the link; the page says the same.
  const links = await apiGet<{
    links: { code: string; sales: { orders: number; tickets: number; salesCents: number } }[];
  }>(host, `/events/affiliate/all?eventId=${event.id}`);
  const sold = links.links.find((l) => l.code === 'DJSAM')!.sales;
  expect(sold).toMatchObject({ orders: 1, tickets: 2 });
  await page.reload();
  await expect(page.getByTestId('affiliate-DJSAM')).toContainText(
    `1 order · 2 tickets · ${money(sold.salesCents)}`,
  );

  // Every number on the page equals the API's.
  const api = await apiGet<Analytics>(host, `/events/hosts/analytics?eventId=${event.id}`);
  expect(api.funnel.purchases).toBe(1);
  expect(api.totals.views).toBeGreaterThanOrEqual(1);
  const funnel = page.getByRole('list', { name: 'Funnel' });
  await expect(funnel.getByTestId('funnel-0')).toContainText(`${api.funnel.views}Viewed`);
  await expect(funnel.getByTestId('funnel-1')).toContainText(`${api.funnel.checkoutStarts}Began`);
  await expect(funnel.getByTestId('funnel-2')).toContainText(`${api.funnel.purchases}Bought`);
  const perLink = page.getByRole('table', { name: 'Sales per affiliate link' });
  await expect(perLink.getByRole('row', { name: /DJSAM/ })).toContainText(
    `12${money(sold.salesCents)}`,
  );

  // The chart: an SVG with one bar per day, its axes printing the API's days. Every bar of three
  // measures carries the API's value for its day (data-day / data-value on the SVG rect).
  const chart = page.getByTestId('analytics-chart');
  const lastDay = api.days[api.days.length - 1]!;
  // The axis prints days in words ('Nov 27'), UTC days as the API counts them.
  const lastDayOnAxis = new Date(`${lastDay.day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const measures = [
    { tab: /^Views/, label: 'Views', key: 'views' },
    { tab: /^Tickets sold/, label: 'Tickets sold', key: 'ticketsSold' },
    { tab: /^Sales/, label: 'Sales', key: 'salesCents' },
  ] as const;
  for (const { tab, label, key } of measures) {
    await page.getByRole('tab', { name: tab }).click();
    const svg = chart.locator(`svg[aria-label="${label} per day"]`);
    await expect(svg).toBeVisible();
    await expect(svg.locator('text', { hasText: lastDayOnAxis }).first()).toBeVisible();
    const bars = svg.locator('rect[data-day]');
    await expect(bars).toHaveCount(api.days.length);
    const drawn = await bars.evaluateAll((rects) =>
      rects.map((r) => [r.getAttribute('data-day'), Number(r.getAttribute('data-value'))]),
    );
    expect(drawn, label).toEqual(api.days.map((d) => [d.day, d[key]]));
    // Not a chart of zeros: the sale and the views are in it.
    expect(
      drawn.some(([, value]) => (value as number) > 0),
      label,
    ).toBe(true);
  }
  await expect(page.getByRole('tab', { name: /^Sales/ })).toContainText(
    money(api.totals.salesCents),
  );
  // The table of days holds the same numbers as the API, day by day.
  await page.getByText('Every day as a table').click();
  const days = page.getByRole('table', { name: 'Per day' });
  for (const d of api.days.filter((x) => x.views > 0 || x.salesCents > 0)) {
    const row = days.locator(`tr[data-day="${d.day}"]`);
    await expect(row.locator('td[data-key="views"]')).toHaveText(String(d.views));
    await expect(row.locator('td[data-key="ticketsSold"]')).toHaveText(String(d.ticketsSold));
    await expect(row.locator('td[data-key="salesCents"]')).toHaveText(money(d.salesCents));
  }
  await screensAtBothSizes(page, 'host-analytics');

  // The dashboard's revenue card says what GET /events/hosts/revenue says.
  const revenue = await apiGet<{ totals: { grossCents: number; netCents: number } }>(
    host,
    `/events/hosts/revenue?eventId=${event.id}`,
  );
  expect(revenue.totals.netCents).toBe(2 * 2000);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  const card = page.getByRole('list', { name: 'Revenue' });
  await expect(card.locator('.host-stat', { hasText: 'Net revenue' })).toContainText(
    money(revenue.totals.netCents),
  );
  await expect(card.locator('.host-stat', { hasText: 'Gross sales' })).toContainText(
    money(revenue.totals.grossCents),
  );
  await screensAtBothSizes(page, 'host-dashboard-revenue');
});
