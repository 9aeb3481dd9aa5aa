// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticSessionProvider, configureApi, createStaticSession } from 'shared-api';
import { createFakeFetch, okReply, sampleUser } from 'shared-api/testing';
import { userKeys } from '../../../api/users';
import { updateUser, useUpdateMe } from './update-me';

afterEach(() => configureApi());

describe('updateUser', () => {
  it('patches with the token', async () => {
    const fetch = createFakeFetch(okReply({ user: sampleUser({ bio: 'Hi' }) }));
    configureApi({ fetch });
    await expect(updateUser('tok', { bio: 'Hi' })).resolves.toMatchObject({ bio: 'Hi' });
    expect(fetch.calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/v2/users/',
      body: { bio: 'Hi' },
    });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });
});

describe('useUpdateMe', () => {
  it("refreshes the profile's cached views and the session's record", async () => {
    const user = sampleUser({ bio: 'Hi' });
    configureApi({ fetch: createFakeFetch(okReply({ user })) });
    const refreshUser = vi.fn(() => Promise.resolve(user));
    const session = createStaticSession({ token: 'tok', user: sampleUser(), refreshUser });
    const client = new QueryClient();
    const own = userKeys.detail(user.id, 'f1');
    const other = userKeys.detail('someone-else', null);
    client.setQueryData(own, user);
    client.setQueryData(other, user);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateMe(), { wrapper });
    await act(() => result.current.mutateAsync({ bio: 'Hi' }));
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(own)?.isInvalidated).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
