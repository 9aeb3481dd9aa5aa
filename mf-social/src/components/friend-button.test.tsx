import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, createStaticSession } from 'shared-api';
import type { FriendStatus } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import { me, other } from '../../test/pages/fixtures';
import { FRIEND_PAUSE_MS, FriendButton, LOGGED_OUT_MESSAGE } from './friend-button';

afterEach(() => {
  configureApi();
  vi.useRealTimers();
});

const route = '/app/user/:userId';
const show = (user = me) =>
  renderPage(<FriendButton userId={other.id} name="Hana" />, {
    path: route,
    at: '/app/user/u1',
    user,
  });
/** The button once the status has loaded (it is busy until then). */
async function ready(name: string | RegExp) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.getAttribute('aria-busy')).not.toBe('true'));
  return button;
}
const withStatus = (status: FriendStatus, extra = {}) =>
  fakeApi({ 'GET /friends/status': { data: { status } }, ...extra });

describe('FriendButton', () => {
  it('sends a request from +Friend, then shows Requested', async () => {
    const calls = withStatus('none', {
      'POST /friends/requests': { data: { status: 'requested' } },
    });
    show();
    fireEvent.click(await ready('Add Hana as a friend'));
    expect(await ready('Cancel your friend request to Hana')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/v2/friends/requests');
    expect(post?.body).toEqual({ receiverUserId: 'u1' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('stays busy for the pause after an action, then takes presses again', async () => {
    withStatus('requested', {
      'DELETE /friends/requests/cancel': { data: { status: 'none' } },
    });
    show();
    const requested = await ready(/Cancel your friend request/);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(requested);
    const add = await screen.findByRole('button', { name: 'Add Hana as a friend' });
    expect(add.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(FRIEND_PAUSE_MS + 10);
    });
    await waitFor(() => expect(add.getAttribute('aria-busy')).not.toBe('true'));
  });

  it('accepts with Accept and rejects with the separate Dismiss', async () => {
    const calls = withStatus('received', {
      'PATCH /friends/requests/accept': { data: { status: 'friends' } },
      'DELETE /friends/requests/reject': { data: { status: 'none' } },
    });
    show();
    await ready("Accept Hana's friend request");
    fireEvent.click(screen.getByRole('button', { name: "Dismiss Hana's friend request" }));
    await screen.findByRole('button', { name: 'Add Hana as a friend' });
    expect(calls.some((c) => c.url === '/v2/friends/requests/reject?senderUserId=u1')).toBe(true);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('removes a friend only after confirming', async () => {
    const calls = withStatus('friends', { 'DELETE /friends/': { data: { status: 'none' } } });
    show();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Friends with Hana; press to remove' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Friends with Hana; press to remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('button', { name: 'Add Hana as a friend' });
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/v2/friends/?receiverUserId=u1');
  });

  it('says something went wrong when an action fails, and clears busy', async () => {
    withStatus('none', {
      'POST /friends/requests': { status: 404, error: { code: 'not_found', message: 'No user' } },
    });
    show();
    const add = await ready('Add Hana as a friend');
    fireEvent.click(add);
    expect(await screen.findByText('Sorry, something went wrong')).toBeTruthy();
    await waitFor(() => expect(add.getAttribute('aria-busy')).not.toBe('true'));
  });

  it('asks a visitor to sign in, with a Sign In action that comes back here', async () => {
    const calls = fakeApi({});
    show(null as never);
    fireEvent.click(screen.getByRole('button', { name: '+Friend' }));
    expect(await screen.findByText(LOGGED_OUT_MESSAGE)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByTestId('location').textContent).toBe('/auth/phone');
  });

  it('shows nothing on one’s own profile', () => {
    const calls = fakeApi({});
    const { container } = renderPage(<FriendButton userId={me.id} name="Gus" />, {
      path: route,
      at: '/app/user/u2',
      user: me,
    });
    expect(container.querySelector('button')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('+Friend pressed while the session is still loading', () => {
  /** The button under a loading session, pressed (twice: the second press must do nothing). */
  function pressWhileLoading() {
    const view = renderPage(<FriendButton userId={other.id} name="Hana" />, {
      path: route,
      at: '/app/user/u1',
      session: createStaticSession({ status: 'loading' }),
    });
    const add = screen.getByRole('button', { name: '+Friend' });
    fireEvent.click(add);
    expect(add.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(add);
    return view.swapSession;
  }
  const requests = (calls: { method: string; url: string }[]) =>
    calls.filter((c) => c.method === 'POST' && c.url.endsWith('/friends/requests'));

  it('waits for the session and the status, then sends one request', async () => {
    const calls = withStatus('none', {
      'POST /friends/requests': { data: { status: 'requested' } },
    });
    const swapSession = pressWhileLoading();
    expect(calls).toEqual([]);

    swapSession(createStaticSession({ token: 'tok', user: me }));
    expect(await ready('Cancel your friend request to Hana')).toBeTruthy();
    expect(requests(calls)).toHaveLength(1);
    expect(screen.queryByText(LOGGED_OUT_MESSAGE)).toBeNull();
  });

  it('sends nothing when they turn out to be friends already, and shows it', async () => {
    const calls = withStatus('friends', {
      'POST /friends/requests': { data: { status: 'requested' } },
    });
    const swapSession = pressWhileLoading();
    swapSession(createStaticSession({ token: 'tok', user: me }));
    expect(await ready('Friends with Hana; press to remove')).toBeTruthy();
    expect(requests(calls)).toHaveLength(0);
  });

  it('asks a visitor to sign in once the session says they are signed out', async () => {
    const calls = fakeApi({});
    const swapSession = pressWhileLoading();
    expect(screen.queryByText(LOGGED_OUT_MESSAGE)).toBeNull();

    swapSession(createStaticSession({}));
    expect(await screen.findByText(LOGGED_OUT_MESSAGE)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
