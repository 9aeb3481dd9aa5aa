// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StaticSessionProvider, createStaticSession, friendKeys } from 'shared-api';
import { sampleUser } from 'shared-api/testing';
import { useClearUnreadCountWhileShown } from './unread-count';

function setup(count: number | null) {
  const session = createStaticSession({ token: 'tok', user: sampleUser() });
  const key = friendKeys.unreadCount(session.viewer?.uid ?? null);
  const client = new QueryClient();
  client.setQueryData(key, count);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
    </QueryClientProvider>
  );
  return { client, key, wrapper };
}

describe('useClearUnreadCountWhileShown', () => {
  it("sets the shell's badge count to 0 while shown, also when it arrives later", async () => {
    const { client, key, wrapper } = setup(3);
    renderHook(() => useClearUnreadCountWhileShown(), { wrapper });
    await waitFor(() => expect(client.getQueryData(key)).toBe(0));
    client.setQueryData(key, 5);
    await waitFor(() => expect(client.getQueryData(key)).toBe(0));
  });

  it('leaves an unknown count (no badge) alone', async () => {
    const { client, key, wrapper } = setup(null);
    renderHook(() => useClearUnreadCountWhileShown(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.getQueryData(key)).toBeNull();
  });
});
