// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaticSession, useSession } from 'shared-api';
import type { User } from 'contract';
import { useShellContext, useToast } from 'shared-ui';
import { AppProviders } from './app-providers';
import { createQueryClient } from './create-query-client';

afterEach(cleanup);

const ada = { id: 'u1', displayName: 'Ada' } as User;

/** Reads every context the stack provides, so a missing provider throws or shows here. */
function Probe() {
  const session = useSession();
  const client = useQueryClient();
  const toast = useToast();
  const shell = useShellContext();
  return (
    <>
      <output data-testid="user">{session.user?.displayName ?? 'nobody'}</output>
      <output data-testid="shell">{shell?.shellVersion ?? 'none'}</output>
      <output data-testid="stale">{String(client.getDefaultOptions().queries?.staleTime)}</output>
      <button type="button" onClick={() => toast.show('Saved')}>
        toast
      </button>
    </>
  );
}

describe('AppProviders', () => {
  it('provides the session, the query client, the toasts and the shell context', async () => {
    render(
      <AppProviders
        shell={{ shellVersion: '9.9.9' }}
        session={createStaticSession({ token: 't', user: ada })}
      >
        <Probe />
      </AppProviders>,
    );
    expect(screen.getByTestId('user').textContent).toBe('Ada');
    expect(screen.getByTestId('shell').textContent).toBe('9.9.9');
    // Without a client given, the stack makes one with the product's settings.
    expect(screen.getByTestId('stale').textContent).toBe('30000');
    await act(async () => screen.getByRole('button', { name: 'toast' }).click());
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('uses the query client it is given', () => {
    const client = createQueryClient({ queries: { staleTime: 0 } });
    render(
      <AppProviders
        shell={{ shellVersion: 't' }}
        queryClient={client}
        session={createStaticSession()}
      >
        <Probe />
      </AppProviders>,
    );
    expect(screen.getByTestId('stale').textContent).toBe('0');
    expect(screen.getByTestId('user').textContent).toBe('nobody');
  });
});

describe('createQueryClient', () => {
  it("has the product's settings, and a test may override some", () => {
    const product = createQueryClient().getDefaultOptions();
    expect(product.queries).toMatchObject({ retry: false, staleTime: 30_000 });
    expect(product.mutations).toMatchObject({ retry: false });
    const test = createQueryClient({ queries: { gcTime: Infinity } }).getDefaultOptions();
    expect(test.queries).toMatchObject({ retry: false, staleTime: 30_000, gcTime: Infinity });
  });
});
