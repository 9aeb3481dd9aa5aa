// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StaticSessionProvider, createStaticSession } from 'shared-api';
import { sampleUser } from 'shared-api/testing';
import { useSignedInMutation } from './signed-in-mutation';

function wrapperFor(signedIn: boolean) {
  const session = createStaticSession(signedIn ? { token: 'tok', user: sampleUser() } : {});
  const client = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
    </QueryClientProvider>
  );
}

describe('useSignedInMutation', () => {
  it('calls with the input and the session token, and keeps the other options', async () => {
    const seen: string[] = [];
    const { result } = renderHook(
      () =>
        useSignedInMutation((name: string, token) => Promise.resolve(`${name}:${token}`), {
          onSuccess: (answer) => void seen.push(`done ${answer}`),
        }),
      { wrapper: wrapperFor(true) },
    );
    await act(() => result.current.mutateAsync('like'));
    expect(seen).toEqual(['done like:tok']);
  });

  it('fails as a 401 while signed out, without calling', async () => {
    let called = false;
    const { result } = renderHook(
      () =>
        useSignedInMutation(() => {
          called = true;
          return Promise.resolve();
        }),
      { wrapper: wrapperFor(false) },
    );
    await expect(act(() => result.current.mutateAsync())).rejects.toMatchObject({ status: 401 });
    expect(called).toBe(false);
  });
});
