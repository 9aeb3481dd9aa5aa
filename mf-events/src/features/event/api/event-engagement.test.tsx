// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  configureApi,
  createStaticSession,
  eventKeys,
  StaticSessionProvider,
  userEventKeys,
} from 'shared-api';
import { createFakeFetch, errorReply, okReply, sampleEvent, sampleUser } from 'shared-api/testing';
import {
  likeEvent,
  recordEventShare,
  recordEventView,
  unlikeEvent,
  useLikeEvent,
} from './event-engagement';

afterEach(() => configureApi());

describe('likes and metrics', () => {
  it('like posts, unlike deletes, both return the new counts', async () => {
    const fetch = createFakeFetch(
      okReply({ isLiked: true, numLikes: 3 }),
      okReply({ isLiked: false, numLikes: 2 }),
    );
    configureApi({ fetch });
    await expect(likeEvent('e1', 'tok')).resolves.toEqual({ isLiked: true, numLikes: 3 });
    await expect(unlikeEvent('e1', 'tok')).resolves.toEqual({ isLiked: false, numLikes: 2 });
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /v2/events/like',
      'DELETE /v2/events/like?eventId=e1',
    ]);
    expect(fetch.calls[0]?.body).toEqual({ eventId: 'e1' });
  });

  it('a view is counted anonymously, a share with the token when signed in', async () => {
    const fetch = createFakeFetch(okReply({}));
    configureApi({ fetch });
    await recordEventView('e1');
    await recordEventShare('e1', 'tok');
    expect(fetch.calls[0]).toMatchObject({
      url: '/v2/events/metrics/view',
      body: { eventId: 'e1' },
    });
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Authorization');
    expect(fetch.calls[1]).toMatchObject({
      url: '/v2/events/metrics/share',
      body: { eventId: 'e1' },
    });
  });
});

function setup() {
  const client = new QueryClient();
  client.setQueryData(eventKeys.detail('e1', 'ada'), sampleEvent('e1', { numLikes: 2 }));
  const liked = userEventKeys.list('liked', 'ada', null);
  client.setQueryData(liked, { pages: [], pageParams: [] });
  const session = createStaticSession({ token: 'tok', user: sampleUser() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
    </QueryClientProvider>
  );
  const cached = () => client.getQueryData(eventKeys.detail('e1', 'ada'));
  return { client, wrapper, cached, liked };
}

describe('useLikeEvent', () => {
  it("turns the heart at once, takes the server's counts, and refreshes the liked list", async () => {
    let answer = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const reply = createFakeFetch(okReply({ isLiked: true, numLikes: 7 }));
    configureApi({ fetch: async (input, init) => (await gate, reply(input, init)) });
    const { client, wrapper, cached, liked } = setup();
    const { result } = renderHook(() => useLikeEvent('e1'), { wrapper });

    const done = result.current.mutateAsync(true);
    await waitFor(() => expect(cached()).toMatchObject({ isLiked: true, numLikes: 3 }));
    answer();
    await done;
    expect(cached()).toMatchObject({ isLiked: true, numLikes: 7 });
    expect(client.getQueryState(liked)?.isInvalidated).toBe(true);
  });

  it('turns the heart back when the server refuses', async () => {
    configureApi({ fetch: createFakeFetch(errorReply(404, 'not_found', 'Event not found')) });
    const { client, wrapper, cached, liked } = setup();
    const { result } = renderHook(() => useLikeEvent('e1'), { wrapper });
    await expect(result.current.mutateAsync(true)).rejects.toMatchObject({ status: 404 });
    expect(cached()).toMatchObject({ isLiked: false, numLikes: 2 });
    expect(client.getQueryState(liked)?.isInvalidated).toBe(false);
  });
});
