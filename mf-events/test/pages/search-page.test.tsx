import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import SearchPage from '../../src/pages/search-page';
import { fakeApi, renderPage, type Reply } from 'platform/testing';
import { event, host } from './fixtures';

afterEach(() => configureApi());

const at = (path: string) => ({ path: '/app/search/:searchType?', at: path });

describe('SearchPage', () => {
  it('searches the type of its tab and loads more pages', async () => {
    const calls = fakeApi({
      'GET /search': (call): Reply => {
        const token = new URL(call.url, 'http://x').searchParams.get('continuationToken');
        return token
          ? {
              data: {
                events: [event({ id: 'e2', name: 'Jazz brunch' })],
                users: [],
                organizations: [],
                pagination: { continuationToken: null, hasMoreItems: false },
              },
            }
          : {
              data: {
                events: [event({ id: 'e1', name: 'Jazz night' })],
                users: [],
                organizations: [],
                pagination: { continuationToken: 'c2', hasMoreItems: true },
              },
            };
      },
    });
    renderPage(<SearchPage />, at('/app/search/events?query=jazz'));
    expect(await screen.findByRole('heading', { name: 'Jazz night' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    expect(calls[0]?.url).toBe('/v2/search?query=jazz&type=event');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Jazz brunch' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('lists people and says when nothing matches', async () => {
    fakeApi({
      'GET /search': {
        data: {
          events: [],
          users: [host],
          organizations: [],
          pagination: { continuationToken: null, hasMoreItems: false },
        },
      },
    });
    renderPage(<SearchPage />, at('/app/search?query=hana'));
    expect(await screen.findByText('Hana Host')).toBeTruthy();

    fakeApi({
      'GET /search': {
        data: {
          events: [],
          users: [],
          organizations: [],
          pagination: { continuationToken: null, hasMoreItems: false },
        },
      },
    });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeTruthy();
  });

  it('asks for nothing without a query', () => {
    const calls = fakeApi({});
    renderPage(<SearchPage />, at('/app/search'));
    expect(screen.getByRole('heading', { name: 'Search for something' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
