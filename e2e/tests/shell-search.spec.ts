import { expect, test, type Page } from '@playwright/test';

const apiUrl = process.env.API_URL!;

interface ApiSearch {
  events: { id: string; name: string }[];
  users: { id: string }[];
}

function searchRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/v2/search') seen.push(url);
  });
  return seen;
}

test.describe('the top bar search box, against the real API', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('debounces typing into one request and caps the preview', async ({ page, request }) => {
    // A query with more events than the preview shows, found through the API itself.
    let query = '';
    let api: ApiSearch = { events: [], users: [] };
    for (const candidate of ['a', 's', 'n', 'c']) {
      api = (await (await request.get(`${apiUrl}/search?query=${candidate}&limit=10`)).json()).data;
      query = candidate;
      if (api.events.length > 3) break;
    }
    expect(api.events.length, 'the demo data has more than 3 matching events').toBeGreaterThan(3);

    const asked = searchRequests(page);
    await page.goto('/app');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.pressSequentially('  ', { delay: 40 });
    await page.waitForTimeout(600);
    expect(asked, 'blank text is never searched').toEqual([]);

    await box.fill('');
    await box.pressSequentially(`${query}xyzq`, { delay: 60 });
    await expect(page.getByRole('status')).toHaveText(/Loading...|No results found/);
    await expect(page.getByRole('status')).toHaveText('No results found');
    expect(
      asked.map((u) => u.searchParams.get('query')),
      'one request, after typing stops',
    ).toEqual([`${query}xyzq`]);
    expect(asked[0]?.searchParams.has('priority')).toBe(false);

    await box.fill(query);
    const events = page.getByRole('group', { name: 'Events' }).getByRole('option');
    await expect(events).toHaveCount(3);
    await expect(events.first()).toHaveText(new RegExp(api.events[0]!.name.slice(0, 10)));
    const people = page.getByRole('group', { name: 'People' }).getByRole('option');
    await expect(people).toHaveCount(Math.min(5, api.users.length));
    await page.screenshot({ path: 'test-results/screens/search-preview-desktop.png' });

    // Keyboard: down to the first event, Enter opens it.
    await box.press('ArrowDown');
    await expect(events.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/app/event/${api.events[0]!.id}$`));
  });

  test('Enter saves a recent search and opens the search page; recents come back newest first', async ({
    page,
  }) => {
    await page.goto('/app');
    const box = page.getByRole('combobox', { name: 'Search' });
    for (const q of ['jazz', 'tacos', 'JAZZ']) {
      await box.fill(q);
      await box.press('Enter');
      await expect(page).toHaveURL(`/app/search?query=${q}`);
    }
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recentSearches')!))).toEqual([
      'JAZZ',
      'tacos',
    ]);
    await page.goto('/app');
    await page.getByRole('combobox', { name: 'Search' }).click();
    const recents = page.getByRole('group', { name: 'Recent searches' }).getByRole('option');
    await expect(recents).toHaveText(['JAZZ', 'tacos']);
    await recents.nth(1).click();
    await expect(page).toHaveURL('/app/search?query=tacos');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recentSearches')!))).toEqual([
      'tacos',
      'JAZZ',
    ]);
  });
});
