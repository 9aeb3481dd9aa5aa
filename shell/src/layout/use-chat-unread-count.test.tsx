// @vitest-environment jsdom
import { useQueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from 'platform/react';
import { chatKeys, configureApi, createStaticSession } from 'shared-api';
import type { ChatSummary, User } from 'contract';
import { createFakeFetch, errorReply, okReply } from 'shared-api/testing';
import { unreadMessagesOf, useChatUnreadCount } from './use-chat-unread-count';

afterEach(() => configureApi());

const chat = (id: string, unreadCount: number) => ({ id, unreadCount }) as ChatSummary;

function wrapperFor(signedIn: boolean) {
  const session = signedIn
    ? createStaticSession({ token: 'tok', user: { id: 'u1' } as User })
    : createStaticSession();
  return ({ children }: { children: ReactNode }) => (
    <AppProviders shell={{ shellVersion: 'test' }} session={session}>
      {children}
    </AppProviders>
  );
}

describe('unreadMessagesOf', () => {
  it('adds up the unread counts of every chat', () => {
    expect(unreadMessagesOf([chat('a', 2), chat('b', 0), chat('c', 5)])).toBe(7);
    expect(unreadMessagesOf([])).toBe(0);
  });
});

describe('useChatUnreadCount', () => {
  it("is the sum over GET /chats/, asked with the viewer's token", async () => {
    const fetch = createFakeFetch(okReply({ chats: [chat('a', 3), chat('b', 1)] }));
    configureApi({ fetch });
    const { result } = renderHook(() => useChatUnreadCount(), { wrapper: wrapperFor(true) });
    await waitFor(() => expect(result.current).toBe(4));
    expect(fetch.calls[0]?.url).toBe('/v2/chats/');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it("moves when mf-social's chat list (the same cache entry) is read again", async () => {
    const fetch = createFakeFetch(
      okReply({ chats: [chat('a', 3)] }),
      okReply({ chats: [chat('a', 0)] }),
    );
    configureApi({ fetch });
    const { result } = renderHook(
      () => ({ count: useChatUnreadCount(), client: useQueryClient() }),
      { wrapper: wrapperFor(true) },
    );
    await waitFor(() => expect(result.current.count).toBe(3));
    // As mf-social does after marking a chat read (its key comes from shared-api too).
    await act(() => result.current.client.invalidateQueries({ queryKey: chatKeys.all }));
    await waitFor(() => expect(result.current.count).toBe(0));
  });

  it('asks nothing for a visitor, and shows no count when the list fails', async () => {
    const fetch = createFakeFetch(okReply({ chats: [] }));
    configureApi({ fetch });
    const visitor = renderHook(() => useChatUnreadCount(), { wrapper: wrapperFor(false) });
    expect(visitor.result.current).toBeNull();
    expect(fetch.calls).toHaveLength(0);

    const failing = createFakeFetch(errorReply(404, 'not_found', 'Not found'));
    configureApi({ fetch: failing });
    const failed = renderHook(() => ({ count: useChatUnreadCount(), client: useQueryClient() }), {
      wrapper: wrapperFor(true),
    });
    // Asked, answered with an error, and still no number.
    await waitFor(() =>
      expect(failed.result.current.client.getQueryState(chatKeys.list('u1'))?.status).toBe('error'),
    );
    expect(failed.result.current.count).toBeNull();
    expect(failing.calls).toHaveLength(1);
  });
});
