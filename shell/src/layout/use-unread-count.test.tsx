// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from 'platform/react';
import { configureApi, createStaticSession, useResetUnreadCount } from 'shared-api';
import type { User } from 'contract';
import { createFakeFetch, errorReply, okReply } from 'shared-api/testing';
import { fetchUnreadCount, useUnreadCount } from './use-unread-count';

const viewer = { uid: 'f1', token: 'tok', userId: 'u1' };

afterEach(() => configureApi());

describe('fetchUnreadCount', () => {
  it("is the server's count of unread notifications, asked with the token", async () => {
    const fetch = createFakeFetch(okReply({ unreadCount: 100 }));
    configureApi({ fetch });
    await expect(fetchUnreadCount(viewer)).resolves.toBe(100);
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]?.url).toBe('/v2/users/notifications/unread');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('is null (no badge) while the API has no unread endpoint', async () => {
    configureApi({ fetch: createFakeFetch(errorReply(404, 'not_found', 'Not found')) });
    await expect(fetchUnreadCount(viewer)).resolves.toBeNull();
  });

  it('is null for an answer without a count', async () => {
    configureApi({ fetch: createFakeFetch(okReply({})) });
    await expect(fetchUnreadCount(viewer)).resolves.toBeNull();
  });

  it('fails on a server error (no made-up number)', async () => {
    configureApi({ fetch: createFakeFetch(errorReply(400, 'invalid_request', 'Bad')) });
    await expect(fetchUnreadCount(viewer)).rejects.toMatchObject({ status: 400 });
  });
});

describe('useUnreadCount', () => {
  it("is the server's count, and reset to 0 on demand", async () => {
    configureApi({ fetch: createFakeFetch(okReply({ unreadCount: 3 })) });
    const session = createStaticSession({ token: 'tok', user: { id: 'u1' } as User });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders shell={{ shellVersion: 'test' }} session={session}>
        {children}
      </AppProviders>
    );
    const { result } = renderHook(() => useUnreadCount(), { wrapper });
    await waitFor(() => expect(result.current.count).toBe(3));
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.count).toBe(0));
  });

  it('asks nothing for a visitor', () => {
    const fetch = createFakeFetch(okReply({}));
    configureApi({ fetch });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders shell={{ shellVersion: 'test' }} session={createStaticSession()}>
        {children}
      </AppProviders>
    );
    const { result } = renderHook(() => useUnreadCount(), { wrapper });
    expect(result.current.count).toBeNull();
    expect(fetch.calls).toHaveLength(0);
  });

  it('drops to 0 when a screen that shows the notifications is open, even if it came first', async () => {
    configureApi({ fetch: createFakeFetch(okReply({ unreadCount: 2 })) });
    const session = createStaticSession({ token: 'tok', user: { id: 'u1' } as User });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders shell={{ shellVersion: 'test' }} session={session}>
        {children}
      </AppProviders>
    );
    const seen: (number | null)[] = [];
    const { result } = renderHook(
      () => {
        // As mf-social's Activity page does while it shows the notifications.
        const reset = useResetUnreadCount();
        const unread = useUnreadCount();
        useEffect(() => {
          if (unread.count) reset();
        }, [unread.count, reset]);
        seen.push(unread.count);
        return unread;
      },
      { wrapper },
    );
    await waitFor(() => expect(seen).toContain(2));
    await waitFor(() => expect(result.current.count).toBe(0));
  });
});
