// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticSessionProvider, configureApi, createStaticSession, friendKeys } from 'shared-api';
import { createFakeFetch, errorReply, okReply, sampleUser } from 'shared-api/testing';
import { markNotificationsRead, useMarkShownNotificationsRead } from './mark-read';

afterEach(() => configureApi());

describe('markNotificationsRead', () => {
  it('posts the newest id shown, with the token, and answers what still waits', async () => {
    const fetch = createFakeFetch(okReply({ unreadCount: 1 }));
    configureApi({ fetch });
    await expect(markNotificationsRead('tok', '42')).resolves.toBe(1);
    expect(fetch.calls[0]).toMatchObject({
      url: '/v2/users/notifications/read',
      method: 'POST',
      body: { upToId: '42' },
    });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('is null against an older API without the endpoint', async () => {
    configureApi({ fetch: createFakeFetch(errorReply(404, 'not_found', 'Not found')) });
    await expect(markNotificationsRead('tok', '42')).resolves.toBeNull();
  });
});

function setup(badge: number | null) {
  const session = createStaticSession({ token: 'tok', user: sampleUser() });
  const key = friendKeys.unreadCount(session.viewer?.uid ?? null);
  const client = new QueryClient();
  client.setQueryData(key, badge);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
    </QueryClientProvider>
  );
  return { client, key, wrapper };
}

const posts = (fetch: ReturnType<typeof createFakeFetch>) =>
  fetch.calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('useMarkShownNotificationsRead', () => {
  it("marks read up to the newest shown, once per newest id, and writes the server's count into the badge", async () => {
    const fetch = createFakeFetch(okReply({ unreadCount: 0 }));
    configureApi({ fetch });
    const { client, key, wrapper } = setup(5);
    const { rerender } = renderHook(({ id }) => useMarkShownNotificationsRead(id), {
      wrapper,
      initialProps: { id: '7' as string | null },
    });
    await waitFor(() => expect(client.getQueryData(key)).toBe(0));
    expect(posts(fetch)).toEqual([{ upToId: '7' }]);
    rerender({ id: '7' });
    rerender({ id: '9' });
    await waitFor(() => expect(posts(fetch)).toEqual([{ upToId: '7' }, { upToId: '9' }]));
  });

  it('asks nothing while nothing is shown', async () => {
    const fetch = createFakeFetch(okReply({ unreadCount: 0 }));
    configureApi({ fetch });
    const { client, key, wrapper } = setup(3);
    renderHook(() => useMarkShownNotificationsRead(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch.calls).toHaveLength(0);
    expect(client.getQueryData(key)).toBe(3);
  });

  it('leaves the badge alone when the API has no such endpoint', async () => {
    const fetch = createFakeFetch(errorReply(404, 'not_found', 'Not found'));
    configureApi({ fetch });
    const { client, key, wrapper } = setup(null);
    renderHook(() => useMarkShownNotificationsRead('7'), { wrapper });
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.getQueryData(key)).toBeNull();
  });
});
