// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StaticSessionProvider, createStaticSession, organizationKeys } from 'shared-api';
import { sampleUser } from 'shared-api/testing';
import { useOrganizationChange, useOrganizationQuery } from './organization-calls';

function setup(signedIn: boolean) {
  const session = createStaticSession(signedIn ? { token: 'tok', user: sampleUser() } : {});
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
    </QueryClientProvider>
  );
  return { client, wrapper, uid: session.viewer?.uid ?? '' };
}

describe('useOrganizationQuery', () => {
  it('asks with the token under a key from the uid, and does not retry a failure', async () => {
    const { client, wrapper, uid } = setup(true);
    const tokens: string[] = [];
    const { result } = renderHook(
      () =>
        useOrganizationQuery(
          (viewerUid) => organizationKeys.mine(viewerUid),
          (token) => {
            tokens.push(token);
            return Promise.reject(new Error('refused'));
          },
        ),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(tokens).toEqual(['tok']);
    expect(client.getQueryState(organizationKeys.mine(uid))?.status).toBe('error');
  });

  it('stays idle while signed out, and when not enabled', () => {
    const fetch = () => Promise.resolve('never');
    const signedOut = setup(false);
    const idle = renderHook(() => useOrganizationQuery(organizationKeys.mine, fetch), {
      wrapper: signedOut.wrapper,
    });
    expect(idle.result.current.fetchStatus).toBe('idle');
    const off = renderHook(
      () => useOrganizationQuery(organizationKeys.mine, fetch, { enabled: false }),
      { wrapper: setup(true).wrapper },
    );
    expect(off.result.current.fetchStatus).toBe('idle');
  });
});

describe('useOrganizationChange', () => {
  it('changes with the token, hands over the answer, then refetches every organization view', async () => {
    const { client, wrapper } = setup(true);
    const order: string[] = [];
    client.setQueryData(organizationKeys.mine('someone'), []);
    const { result } = renderHook(
      () =>
        useOrganizationChange(
          (name: string, token: string) => Promise.resolve(`${name} with ${token}`),
          (answer) => {
            order.push(answer);
            order.push(
              `stale: ${client.getQueryState(organizationKeys.mine('someone'))?.isInvalidated}`,
            );
          },
        ),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('rename'));
    expect(order).toEqual(['rename with tok', 'stale: false']);
    expect(client.getQueryState(organizationKeys.mine('someone'))?.isInvalidated).toBe(true);
  });

  it('fails in words while signed out, without calling', async () => {
    const { wrapper } = setup(false);
    let called = false;
    const { result } = renderHook(
      () =>
        useOrganizationChange(() => {
          called = true;
          return Promise.resolve();
        }),
      { wrapper },
    );
    await expect(act(() => result.current.mutateAsync(undefined))).rejects.toMatchObject({
      status: 401,
    });
    expect(called).toBe(false);
  });
});
