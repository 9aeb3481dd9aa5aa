import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTHORIZATION_HEADER, configureApi } from 'shared-api';
import type { User } from 'contract';
import { sampleEvent } from 'shared-api/testing';
import ProfilePage from '../../src/pages/profile-page';
import { fakeApi, renderPage } from 'platform/testing';
import { me, other } from './fixtures';

afterEach(() => configureApi());

const at = (url: string, user: User | null = me) => ({
  path: '/app/user/:userId?/:modal?',
  at: url,
  user,
});
const page = (events: ReturnType<typeof sampleEvent>[], token: string | null = null) => ({
  data: { events, pagination: { continuationToken: token, hasMoreItems: token !== null } },
});

describe('ProfilePage', () => {
  it('marks a cancelled event in the lists', async () => {
    fakeApi({
      'GET /users/events': page([
        sampleEvent('e1', { name: 'Called Off', cancelledAt: 1_800_000_000 }),
        sampleEvent('e2', { name: 'Still On' }),
      ]),
      'GET /users/events/liked': page([]),
      'GET /users/events/hosted-past': page([]),
    });
    renderPage(<ProfilePage />, at('/app/user'));
    const cancelled = (await screen.findByRole('link', { name: 'Called Off' })).closest('li')!;
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    const on = screen.getByRole('link', { name: 'Still On' }).closest('li')!;
    expect(within(on).queryByText('Cancelled')).toBeNull();
  });

  it("shows one's own profile from the session, with edit and settings links", async () => {
    const calls = fakeApi({
      'GET /users/events': page([]),
      'GET /users/events/hosting': page([]),
      'GET /users/organizations': { data: { organizations: [] } },
    });
    renderPage(<ProfilePage />, at('/app/user'));
    expect(screen.getByRole('heading', { level: 1, name: 'Gus' })).toBeTruthy();
    expect(screen.getByText('@gus')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      '/app/user/edit',
    );
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/app/user/settings',
    );
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
    // One's own organizations, with the way to create one.
    expect(await screen.findByRole('heading', { name: 'Your organizations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an organization' }).getAttribute('href')).toBe(
      '/app/org/create',
    );
    // The profile itself comes from the session: only the events (going, and the ones one
    // hosts), friends and organizations are fetched.
    expect(calls.map((c) => c.url.split('?')[0]).sort()).toEqual([
      '/v2/users/events',
      '/v2/users/events/hosting',
      '/v2/users/friends',
      '/v2/users/organizations',
    ]);
    expect(calls[0]?.headers[AUTHORIZATION_HEADER]).toBe('Bearer tok');
  });

  it('shows its lists only once the events one hosts have answered, so nothing shown moves down', async () => {
    let answerHosting!: () => void;
    const hostingAsked = new Promise<void>((resolve) => (answerHosting = resolve));
    fakeApi({
      'GET /users/events': page([]),
      'GET /users/events/hosting': async () => {
        await hostingAsked;
        return page([sampleEvent('h1', { name: 'Late Hosted Night' })]);
      },
      'GET /users/organizations': { data: { organizations: [] } },
    });
    renderPage(<ProfilePage />, at('/app/user'));
    expect(await screen.findByText('Loading your events and organizations')).toBeTruthy();
    // The organizations have answered, yet they wait for the list above them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Your organizations' })).toBeNull();
    answerHosting();
    expect(await screen.findByRole('link', { name: 'Late Hosted Night' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your organizations' })).toBeTruthy();
  });

  it('lists the events one hosts or co-hosts, each leading to its dashboard, and the way to the money', async () => {
    fakeApi({
      'GET /users/events': page([]),
      'GET /users/events/hosting': page([
        sampleEvent('e1', { name: 'My Rooftop', host: { ...other, id: me.id } }),
        sampleEvent('e2', { name: 'Their Gala', host: other }),
      ]),
      'GET /users/organizations': { data: { organizations: [] } },
    });
    renderPage(<ProfilePage />, at('/app/user'));
    const hosting = await screen.findByRole('region', { name: 'Events you host' });
    const list = await within(hosting).findByRole('list', { name: 'Events you host' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'My Rooftop',
      'Their Gala',
    ]);
    expect(rows[0]!.textContent).toContain('Host ·');
    expect(rows[1]!.textContent).toContain('Co-host ·');
    const href = (name: string) => within(hosting).getByRole('link', { name }).getAttribute('href');
    expect(href('Dashboard of My Rooftop')).toBe('/app/host/e1');
    expect(href('Dashboard of Their Gala')).toBe('/app/host/e2');
    expect(href('My Rooftop')).toBe('/app/event/e1');
    expect(href('Wallet')).toBe('/app/host/wallet');
    expect(href('Payout set-up')).toBe('/app/host/stripe-connect');
  });

  it('says so in words when one hosts nothing coming up, or when the list fails', async () => {
    fakeApi({
      'GET /users/events': page([]),
      'GET /users/events/hosting': page([]),
      'GET /users/organizations': { data: { organizations: [] } },
    });
    const view = renderPage(<ProfilePage />, at('/app/user'));
    const hosting = await screen.findByRole('region', { name: 'Events you host' });
    expect(
      await within(hosting).findByRole('heading', { name: 'Nothing coming up that you host' }),
    ).toBeTruthy();
    expect(
      within(hosting).getByRole('link', { name: 'Create an event' }).getAttribute('href'),
    ).toBe('/app/create');
    view.unmount();
    fakeApi({
      'GET /users/events': page([]),
      'GET /users/events/hosting': {
        status: 400,
        error: { code: 'invalid_request', message: 'Bad' },
      },
      'GET /users/organizations': { data: { organizations: [] } },
    });
    renderPage(<ProfilePage />, at('/app/user'));
    const failed = await screen.findByRole('region', { name: 'Events you host' });
    expect(
      await within(failed).findByRole('heading', { name: "We couldn't load the events you host" }),
    ).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('lists going, liked and hosted events in tabs, with a Show more page', async () => {
    const calls = fakeApi({
      'GET /users/events': (call) =>
        call.url.includes('continuationToken=next')
          ? page([sampleEvent('e2', { name: 'Second Party' })])
          : page([sampleEvent('e1', { name: 'Rooftop Party' })], 'next'),
      'GET /users/events/liked': page([sampleEvent('e3', { name: 'Liked Gig' })]),
      'GET /users/events/hosted-past': page([]),
    });
    renderPage(<ProfilePage />, at('/app/user'));
    const link = await screen.findByRole('link', { name: 'Rooftop Party' });
    expect(link.getAttribute('href')).toBe('/app/event/e1');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Second Party' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Liked' }));
    expect(screen.getByRole('tab', { name: 'Liked' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Liked Gig' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Rooftop Party' })).toBeNull();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Liked' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Hosted' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Nothing here yet')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/v2/users/events/hosted-past'))).toBe(true);
  });

  it("loads another user's public profile by id, without edit links, with their going and hosted events", async () => {
    const calls = fakeApi({
      'GET /users/': { data: { user: other } },
      'GET /friends/status': { data: { status: 'none' } },
      'GET /users/events': page([sampleEvent('e9', { name: 'Hana Rooftop' })]),
      'GET /users/events/hosted-past': page([]),
    });
    renderPage(<ProfilePage />, at('/app/user/u1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hana Host' })).toBeTruthy();
    expect(screen.getByText('Rooftop parties in Brooklyn')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instagram: @hana.parties' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Hana Rooftop' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Going', 'Hosted']);
    fireEvent.click(screen.getByRole('tab', { name: 'Hosted' }));
    expect(await screen.findByText("Hasn't hosted any events that are over yet.")).toBeTruthy();
    // The friend button asks where the viewer stands with this person.
    expect(await screen.findByRole('button', { name: /friend/i })).toBeTruthy();
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/v2/friends/status?userId=u1',
      '/v2/users/?userId=u1',
      '/v2/users/events/hosted-past?userId=u1',
      '/v2/users/events?userId=u1',
      '/v2/users/friends?userId=u1',
      '/v2/users/friends?userId=u1&mutualOnly=true',
    ]);
    // The public view is asked for without the caller's token (SPEC §7).
    const profileCall = calls.find((c) => c.url === '/v2/users/?userId=u1');
    expect(profileCall?.headers[AUTHORIZATION_HEADER]).toBeUndefined();
  });

  it("shows a person's campus: on one's own as a link to the campus page, or an invitation to join", async () => {
    fakeApi({
      'GET /users/': {
        data: { user: { ...other, campus: { id: 'c1', name: 'Stanford University' } } },
      },
      'GET /friends/status': { data: { status: 'none' } },
      'GET /users/events': page([]),
      'GET /users/events/hosted-past': page([]),
    });
    const view = renderPage(<ProfilePage />, at('/app/user/u1'));
    expect(await screen.findByText('Stanford University')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Stanford University' })).toBeNull();
    view.unmount();

    renderPage(
      <ProfilePage />,
      at('/app/user', { ...me, campus: { id: 'c1', name: 'Stanford University' } }),
    );
    expect(screen.getByRole('link', { name: 'Stanford University' }).getAttribute('href')).toBe(
      '/app/user/campus',
    );
  });

  it('invites one to join a campus when one has none', () => {
    fakeApi({ 'GET /users/events': page([]) });
    renderPage(<ProfilePage />, at('/app/user'));
    expect(screen.getByRole('link', { name: /Join your campus/ }).getAttribute('href')).toBe(
      '/app/user/campus',
    );
  });

  it('shows a visitor the public profile too', async () => {
    fakeApi({ 'GET /users/': { data: { user: other } } });
    renderPage(<ProfilePage />, at('/app/user/u1', null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hana Host' })).toBeTruthy();
  });

  it('cuts long names and usernames at 15 characters, keeping the full name for readers', async () => {
    fakeApi({
      'GET /users/': {
        data: {
          user: {
            ...other,
            displayName: 'Bartholomew Featherstone',
            username: 'bartholomew_feather',
          },
        },
      },
    });
    renderPage(<ProfilePage />, at('/app/user/u1'));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Bartholomew Featherstone',
    });
    expect(heading.textContent).toBe('Bartholomew Fea...');
    expect(screen.getByText('@bartholomew_fea...')).toBeTruthy();
  });

  it('shows the friend count and the friends the viewer shares with someone, each opening the friends dialog', async () => {
    const ada = { ...other, id: 'f1', displayName: 'Ada Lovelace', username: 'ada' };
    const bo = { ...other, id: 'f2', displayName: 'Bo Diddley', username: 'bo' };
    fakeApi({
      'GET /users/': { data: { user: other } },
      'GET /friends/status': { data: { status: 'none' } },
      'GET /users/friends': (call) => ({
        data: { friends: call.url.includes('mutualOnly=true') ? [ada] : [ada, bo] },
      }),
    });
    renderPage(<ProfilePage />, at('/app/user/u1'));
    const count = await screen.findByRole('link', { name: '2 friends' });
    expect(count.getAttribute('href')).toBe('/app/user/u1/friends');
    const mutual = await screen.findByRole('link', { name: '1 mutual friend: Ada Lovelace' });
    expect(mutual.getAttribute('href')).toBe('/app/user/u1/friends?mutual=1');
  });

  it('opens the friends list as a dialog by URL, filters to mutual friends, and closes back to the profile', async () => {
    const ada = { ...other, id: 'f1', displayName: 'Ada Lovelace', username: 'ada' };
    const bo = { ...other, id: 'f2', displayName: 'Bo Diddley', username: 'bo' };
    fakeApi({
      'GET /users/': { data: { user: other } },
      'GET /friends/status': { data: { status: 'none' } },
      'GET /users/friends': (call) => ({
        data: { friends: call.url.includes('mutualOnly=true') ? [ada] : [ada, bo] },
      }),
    });
    renderPage(<ProfilePage />, at('/app/user/u1/friends'));
    const dialog = await screen.findByRole('dialog', { name: 'Friends' });
    const list = await within(dialog).findByRole('list', { name: 'Friends' });
    expect(within(list).getByRole('link', { name: 'Bo Diddley' }).getAttribute('href')).toBe(
      '/app/user/f2',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mutual' }));
    const mutual = await screen.findByRole('dialog', { name: 'Mutual friends' });
    await within(mutual).findByRole('link', { name: 'Ada Lovelace' });
    expect(within(mutual).queryByRole('link', { name: 'Bo Diddley' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/app/user/u1/friends?mutual=1');
    fireEvent.click(within(mutual).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location').textContent).toBe('/app/user/u1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens one's own friends list without a mutual filter, and says so when it is empty", async () => {
    fakeApi({ 'GET /users/events': page([]), 'GET /users/friends': { data: { friends: [] } } });
    renderPage(<ProfilePage />, at('/app/user/u2/friends'));
    const dialog = await screen.findByRole('dialog', { name: 'Friends' });
    expect(await within(dialog).findByRole('heading', { name: 'No friends yet' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Mutual' })).toBeNull();
    expect(screen.getByRole('link', { name: '0 friends' })).toBeTruthy();
  });

  it('says plainly when the profile does not exist', async () => {
    fakeApi({});
    renderPage(<ProfilePage />, at('/app/user/nope'));
    expect(await screen.findByRole('heading', { name: "This profile doesn't exist" })).toBeTruthy();
  });
});
