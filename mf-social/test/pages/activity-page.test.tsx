import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import type { Notification, PublicUser } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import ActivityPage from '../../src/pages/activity-page';
import { me, other } from './fixtures';

afterEach(() => configureApi());

const at = { path: '/app/activity', at: '/app/activity', user: me };
const person = (id: string, name: string): PublicUser => ({
  ...other,
  id,
  name,
  displayName: name,
  username: name.toLowerCase(),
});
const ivy = person('u3', 'Ivy');
const now = Math.floor(Date.now() / 1000);
const note = (id: number, kind: Notification['kind'], actor: PublicUser): Notification => ({
  id: String(id),
  kind,
  createdAt: now - 3 * 3600,
  actor,
  event: null,
});
const empty = { continuationToken: null, hasMoreItems: false };

describe('ActivityPage', () => {
  it('shows incoming requests with Accept and Dismiss, notifications and friends', async () => {
    fakeApi({
      'GET /friends/requests/in': { data: { users: [ivy] } },
      'GET /friends/requests/out': { data: { users: [] } },
      'GET /friends/status': { data: { status: 'received' } },
      'GET /users/notifications': {
        data: {
          notifications: [note(2, 'friend_request', ivy), note(1, 'friend_accepted', other)],
          pagination: empty,
        },
      },
      'GET /users/friends': { data: { friends: [other] } },
    });
    renderPage(<ActivityPage />, at);
    expect(await screen.findByRole('heading', { name: 'Friend requests (1)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: "Accept Ivy's friend request" })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Dismiss Ivy's friend request" })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const link = within(list).getByRole('link', { name: 'Ivy sent you a friend request' });
    expect(link.getAttribute('href')).toBe('/app/user/u3');
    expect(within(list).getByText('Hana Host accepted your friend request')).toBeTruthy();
    expect(within(list).getAllByText('3h')).toHaveLength(2);
    const friends = await screen.findByRole('list', { name: 'Friends' });
    expect(within(friends).getByRole('link', { name: 'Hana Host' })).toBeTruthy();
  });

  it('loads older notifications with Load more, passing the token back', async () => {
    const calls = fakeApi({
      'GET /friends/requests/in': { data: { users: [] } },
      'GET /friends/requests/out': { data: { users: [] } },
      'GET /users/friends': { data: { friends: [] } },
      'GET /users/notifications': (call) =>
        call.url.includes('continuationToken=c2')
          ? {
              data: {
                notifications: [note(1, 'friend_accepted', other)],
                pagination: empty,
              },
            }
          : {
              data: {
                notifications: [note(2, 'friend_request', ivy)],
                pagination: { continuationToken: 'c2', hasMoreItems: true },
              },
            },
    });
    renderPage(<ActivityPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Hana Host accepted your friend request')).toBeTruthy();
    expect(screen.getByText('Ivy sent you a friend request')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(calls.some((c) => c.url === '/v2/users/notifications?continuationToken=c2')).toBe(true);
    // No requests to answer: the section is left out.
    expect(screen.queryByRole('heading', { name: /Friend requests/ })).toBeNull();
  });

  it('marks the shown notifications read on the server, up to the newest shown; the unread say New', async () => {
    const calls = fakeApi({
      'GET /friends/requests/in': { data: { users: [] } },
      'GET /friends/requests/out': { data: { users: [] } },
      'GET /users/friends': { data: { friends: [] } },
      'GET /users/notifications': {
        data: {
          notifications: [
            { ...note(9, 'friend_request', ivy), read: false },
            { ...note(4, 'friend_accepted', other), read: true },
          ],
          pagination: empty,
        },
      },
      'POST /users/notifications/read': { data: { unreadCount: 0 } },
    });
    renderPage(<ActivityPage />, at);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('New')).toBeTruthy();
    expect(within(items[1]!).queryByText('New')).toBeNull();
    const marks = () => calls.filter((c) => c.url === '/v2/users/notifications/read');
    await waitFor(() => expect(marks()).toHaveLength(1));
    expect(marks()[0]).toMatchObject({ method: 'POST', body: { upToId: '9' } });
  });

  it('marks nothing when there is nothing to show', async () => {
    const calls = fakeApi({
      'GET /friends/requests/in': { data: { users: [] } },
      'GET /friends/requests/out': { data: { users: [] } },
      'GET /users/friends': { data: { friends: [] } },
      'GET /users/notifications': { data: { notifications: [], pagination: empty } },
    });
    renderPage(<ActivityPage />, at);
    expect(await screen.findByRole('heading', { name: 'Nothing new yet' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says when there is nothing yet', async () => {
    fakeApi({
      'GET /friends/requests/in': { data: { users: [] } },
      'GET /friends/requests/out': { data: { users: [] } },
      'GET /users/friends': { data: { friends: [] } },
      'GET /users/notifications': { data: { notifications: [], pagination: empty } },
    });
    renderPage(<ActivityPage />, at);
    expect(await screen.findByRole('heading', { name: 'Nothing new yet' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No friends yet' })).toBeTruthy();
    expect(await screen.findByText(/No requests waiting/)).toBeTruthy();
  });

  it('lists the requests one sent, and cancels one after asking', async () => {
    const zed = person('u4', 'Zed');
    let out = [ivy, zed];
    const calls = fakeApi({
      'GET /friends/requests/in': { data: { users: [] } },
      'GET /friends/requests/out': () => ({ data: { users: out } }),
      'GET /users/friends': { data: { friends: [] } },
      'GET /users/notifications': { data: { notifications: [], pagination: empty } },
      'DELETE /friends/requests/cancel': () => {
        out = out.filter((u) => u.id !== 'u3');
        return { data: { status: 'none' } };
      },
    });
    renderPage(<ActivityPage />, at);
    const sent = await screen.findByRole('list', { name: 'Requests you sent' });
    expect(screen.getByRole('heading', { name: 'Requests you sent (2)' })).toBeTruthy();
    expect(within(sent).getByRole('link', { name: 'Zed' }).getAttribute('href')).toBe(
      '/app/user/u4',
    );
    // Asked first: keeping it sends nothing.
    fireEvent.click(
      within(sent).getByRole('button', { name: 'Cancel your friend request to Ivy' }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Cancel your request to Ivy?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    // Confirmed: withdrawn, and the list is read again without Ivy.
    fireEvent.click(
      within(sent).getByRole('button', { name: 'Cancel your friend request to Ivy' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Cancel your request to Ivy?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ivy' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Requests you sent (1)' })).toBeTruthy();
    const cancel = calls.find((c) => c.method === 'DELETE');
    expect(cancel?.url).toBe('/v2/friends/requests/cancel?receiverUserId=u3');
  });

  it('explains a failure in words and offers to retry', async () => {
    fakeApi({
      'GET /friends/requests/in': { data: { users: [] } },
      'GET /friends/requests/out': { data: { users: [] } },
      'GET /users/friends': { data: { friends: [] } },
      'GET /users/notifications': { status: 403, error: { code: 'forbidden', message: 'no' } },
    });
    renderPage(<ActivityPage />, at);
    expect(
      await screen.findByRole('heading', { name: "We couldn't load your notifications" }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });

  it('answers a co-host invitation from its notification, and says when it was withdrawn', async () => {
    const invite = (id: number, eventId: string): Notification => ({
      ...note(id, 'cohost_invitation', ivy),
      event: { id: eventId, name: `Party ${eventId}` },
    });
    const calls = fakeApi({
      'GET /friends/requests/in': { data: { users: [] } },
      'GET /friends/requests/out': { data: { users: [] } },
      'GET /users/notifications': {
        data: { notifications: [invite(2, 'e2'), invite(1, 'e1')], pagination: empty },
      },
      'GET /users/friends': { data: { friends: [] } },
      'GET /events/invitations/mine': (call) =>
        call.url.includes('eventId=e2')
          ? {
              data: {
                invitation: {
                  eventId: 'e2',
                  userId: me.id,
                  status: 'pending',
                  privilege: 'viewer',
                },
              },
            }
          : { data: { invitation: null } },
      'PATCH /events/invitations/accept': {
        data: {
          invitation: { eventId: 'e2', userId: me.id, status: 'accepted', privilege: 'viewer' },
        },
      },
    });
    renderPage(<ActivityPage />, at);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(await within(list).findByText('This invitation was withdrawn.')).toBeTruthy();
    const accept = await within(list).findByRole('button', {
      name: 'Accept the invitation to co-host Party e2',
    });
    expect(within(list).getByText('As a viewer')).toBeTruthy();
    fireEvent.click(accept);
    expect(await within(list).findByText(/You're on the team as a viewer/)).toBeTruthy();
    expect(
      within(list).getByRole('link', { name: 'Open the dashboard' }).getAttribute('href'),
    ).toBe('/app/host/e2/dashboard');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ eventId: 'e2' });
  });
});
