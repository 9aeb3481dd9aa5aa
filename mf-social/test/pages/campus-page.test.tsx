import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import type { PublicUser, User } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import CampusPage from '../../src/pages/campus-page';
import { me, other } from './fixtures';

afterEach(() => configureApi());

const student: User = { ...me, campus: { id: 'c1', name: 'Stanford University' } };
const at = { path: '/app/user/campus', at: '/app/user/campus', user: student };
const person = (id: string, name: string): PublicUser => ({
  ...other,
  id,
  name,
  displayName: name,
  username: name.toLowerCase(),
});
const last = { continuationToken: null, hasMoreItems: false };

describe('CampusPage', () => {
  it("lists the people of one's campus, friends first and marked, with more on demand", async () => {
    const calls = fakeApi({
      'GET /campuses/members': (call) =>
        call.url.includes('continuationToken=p2')
          ? { data: { people: [{ user: person('u5', 'Cy'), isFriend: false }], pagination: last } }
          : {
              data: {
                people: [
                  { user: person('u3', 'Ivy'), isFriend: true },
                  { user: person('u4', 'Al'), isFriend: false },
                ],
                pagination: { continuationToken: 'p2', hasMoreItems: true },
              },
            },
    });
    renderPage(<CampusPage />, at);
    expect(screen.getByText('🎓 Stanford University')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'People at Stanford University' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Ivy', 'Al']);
    expect(within(rows[0]!).getByText('Friend')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Friend')).toBeNull();
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/app/user/u3');
    fireEvent.click(screen.getByRole('button', { name: 'Show more people' }));
    expect(await within(list).findByRole('link', { name: 'Cy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more people' })).toBeNull();
    expect(calls[0]?.url).toBe('/v2/campuses/members?campusId=c1');
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('says when no one else is there yet, and explains a failure with a retry', async () => {
    fakeApi({ 'GET /campuses/members': { data: { people: [], pagination: last } } });
    const view = renderPage(<CampusPage />, at);
    expect(await screen.findByRole('heading', { name: 'No one else here yet' })).toBeTruthy();
    view.unmount();
    fakeApi({
      'GET /campuses/members': { status: 403, error: { code: 'forbidden', message: 'Not yours' } },
    });
    renderPage(<CampusPage />, at);
    expect(
      await screen.findByRole('heading', { name: "We couldn't load the people of your campus" }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('asks for no people before one has joined a campus', () => {
    const calls = fakeApi({});
    renderPage(<CampusPage />, { ...at, user: me });
    expect(screen.getByLabelText('School name')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/v2/campuses/members'))).toEqual([]);
  });
});
