// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from 'platform/react';
import {
  configureApi,
  createStaticSession,
  memoryAnalyticsSink,
  recentSearches,
  type FetchLike,
} from 'shared-api';
import { SearchBox } from './search-box';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

const asked: string[] = [];
const fetch: FetchLike = async (input) => {
  const url = new URL(input, 'http://test');
  const q = url.searchParams.get('query') ?? '';
  asked.push(q);
  const n = q === 'zzz' ? 0 : 8;
  const data = {
    events: Array.from({ length: n }, (_, i) => ({
      id: `e${i}`,
      name: `Jazz night ${i}`,
      location: null,
    })),
    users: Array.from({ length: n }, (_, i) => ({
      id: `u${i}`,
      displayName: `Jazz fan number ${i}`,
      username: `fan${i}`,
    })),
    organizations: Array.from({ length: q === 'chess' ? 4 : 0 }, (_, i) => ({
      id: `o${i}`,
      name: `Chess club ${i}`,
      image: null,
      isVerified: i === 0,
      numFriends: null,
    })),
    pagination: { continuationToken: null, hasMoreItems: false },
  };
  return new Response(JSON.stringify({ data }), { status: 200 });
};

function renderBox() {
  render(
    <AppProviders shell={{ shellVersion: 'test' }} session={createStaticSession()}>
      <MemoryRouter initialEntries={['/app']}>
        <SearchBox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByRole('combobox', { name: 'Search' });
}

beforeEach(() => {
  localStorage.clear();
  asked.length = 0;
  memoryAnalyticsSink.clear();
  configureApi({ fetch });
});
afterEach(() => {
  cleanup();
  configureApi();
});

describe('SearchBox', () => {
  it('offers recent searches when empty; choosing one saves it on top and opens the search page', () => {
    recentSearches.save('salsa');
    recentSearches.save('jazz');
    const input = renderBox();
    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['jazz', 'salsa']);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(screen.getByTestId('where').textContent).toBe('/app/search?query=salsa');
    expect(recentSearches.read()).toEqual(['salsa', 'jazz']);
    expect(memoryAnalyticsSink.events).toContainEqual({
      name: 'search',
      params: { search_term: 'salsa' },
    });
    expect(asked).toEqual([]);
  });

  it('shows Loading..., then at most 3 events and 5 people, names cut at 15', async () => {
    const input = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'jazz' } });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    const events = await screen.findByRole('group', { name: 'Events' });
    expect(events.querySelectorAll('[role="option"]')).toHaveLength(3);
    const people = screen.getByRole('group', { name: 'People' });
    expect(people.querySelectorAll('[role="option"]')).toHaveLength(5);
    expect(people.textContent).toContain('Jazz fan number...');
    expect(asked).toEqual(['jazz']);
  });

  it('says No results found, and Enter saves the search and opens the search page', async () => {
    const input = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '  zzz ' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results found'));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/app/search?query=zzz');
    expect(recentSearches.read()).toEqual(['zzz']);
  });

  it('neither requests nor saves anything for blank text', async () => {
    const input = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await new Promise((r) => setTimeout(r, 400));
    expect(asked).toEqual([]);
    expect(recentSearches.read()).toEqual([]);
    expect(screen.getByTestId('where').textContent).toBe('/app');
  });

  it('shows at most 3 of 4 organizations, each going to its page', async () => {
    const input = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'chess' } });
    const organizations = await screen.findByRole('group', { name: 'Organizations' });
    const options = [...organizations.querySelectorAll('[role="option"]')];
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Chess club 0'),
      expect.stringContaining('Chess club 1'),
      expect.stringContaining('Chess club 2'),
    ]);
    expect(options[0]?.textContent).toContain('Verified');
    fireEvent.mouseDown(options[2]!);
    expect(screen.getByTestId('where').textContent).toBe('/app/org/o2');
  });

  it('goes to an event when its option is chosen', async () => {
    const input = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'jazz' } });
    const option = await screen.findByRole('option', { name: 'Jazz night 1' });
    fireEvent.mouseDown(option);
    expect(screen.getByTestId('where').textContent).toBe('/app/event/e1');
  });
});
