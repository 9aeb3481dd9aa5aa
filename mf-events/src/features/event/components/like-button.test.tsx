import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createStaticSession, redirectMemory } from 'shared-api';
import { fakeApi, renderPage } from 'platform/testing';
import { event, me } from '../../../../test/pages/fixtures';
import { LikeButton } from './like-button';

afterEach(() => {
  configureApi();
  redirectMemory.clear();
});

/** The heart on an event page whose session is still loading; the test swaps it. */
const showWhileLoading = () =>
  renderPage(<LikeButton event={event()} />, {
    path: '/app/event/:eventId',
    at: '/app/event/e1',
    session: createStaticSession({ status: 'loading' }),
  });
const likes = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith('/events/like'));

describe('the heart pressed while the session is still loading', () => {
  it('waits for the session, then likes once for a signed-in person', async () => {
    const calls = fakeApi({ 'POST /events/like': { data: { isLiked: true, numLikes: 5 } } });
    const { swapSession } = showWhileLoading();
    const heart = screen.getByRole('button', { name: 'Like this event' });
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(heart);
    expect(likes(calls)).toHaveLength(0);

    swapSession(createStaticSession({ token: 'tok', user: me }));
    await waitFor(() => expect(likes(calls)).toHaveLength(1));
    expect(screen.getByTestId('location').textContent).toBe('/app/event/e1');
    expect(redirectMemory.read()).toBeNull();
  });

  it('asks a visitor to sign in once the session says they are signed out, and likes nothing', async () => {
    const calls = fakeApi({});
    const { swapSession } = showWhileLoading();
    fireEvent.click(screen.getByRole('button', { name: 'Like this event' }));
    expect(screen.getByTestId('location').textContent).toBe('/app/event/e1');

    swapSession(createStaticSession({}));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/phone'));
    expect(redirectMemory.read()?.message).toBe('❤️ Sign up/login to like this event');
    expect(likes(calls)).toHaveLength(0);
  });
});
