// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createStaticSession } from '../session/session-value';
import { StaticSessionProvider } from '../session/static-session-provider';
import { createFakeFetch, okReply } from '../testing/fake-fetch';
import { sampleUser } from '../testing/fixtures';
import { useGuests, useScanPass } from './hosts-queries';

afterEach(() => configureApi());

const counts = {
  all: 1,
  going: 1,
  checked_in: 0,
  cancelled: 0,
  refunded: 0,
  pending: 0,
  denied: 0,
  removed: 0,
};
const page = (token: string | null) => ({
  guests: [],
  counts,
  pagination: { continuationToken: token, hasMoreItems: token !== null },
});

function wrapperWith(session = createStaticSession({ token: 'tok', user: sampleUser() })) {
  const client = new QueryClient();
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
      </QueryClientProvider>
    );
  };
}

describe('useGuests', () => {
  it('pages with the continuation token the server gave', async () => {
    const fetch = createFakeFetch(okReply(page('c2')), okReply(page(null)));
    configureApi({ fetch });
    const { result } = renderHook(() => useGuests('e1', { status: 'going', search: 'ann' }), {
      wrapper: wrapperWith(),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    expect(fetch.calls.map((c) => c.url)).toEqual([
      '/v2/events/guests?eventId=e1&status=going&search=ann',
      '/v2/events/guests?eventId=e1&status=going&search=ann&continuationToken=c2',
    ]);
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(result.current.data?.pages).toHaveLength(2);
  });

  it('stays idle while signed out', () => {
    const fetch = createFakeFetch(okReply(page(null)));
    configureApi({ fetch });
    const { result } = renderHook(() => useGuests('e1', { status: null, search: '' }), {
      wrapper: wrapperWith(createStaticSession()),
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('useScanPass', () => {
  it('sends a fresh nonce per scan and refreshes the guest list afterwards', async () => {
    const outcome = { result: 'admitted', reason: null, guest: null, checkedInAt: 1, scannedAt: 1 };
    const fetch = createFakeFetch(okReply(page(null)), okReply(outcome), okReply(page(null)));
    configureApi({ fetch });
    const wrapper = wrapperWith();
    const { result } = renderHook(
      () => ({ guests: useGuests('e1', { status: null, search: '' }), scan: useScanPass('e1') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.guests.isSuccess).toBe(true));
    await act(() => result.current.scan.mutateAsync({ qrToken: 'qr1' }));
    await act(() => result.current.scan.mutateAsync({ qrToken: 'qr1' }).catch(() => undefined));
    const scans = fetch.calls.filter((c) => c.url === '/v2/events/hosts/scan');
    expect(scans).toHaveLength(2);
    const [first, second] = scans.map((c) => (c.body as { nonce: string }).nonce);
    expect(first).not.toBe(second);
    await waitFor(() =>
      expect(fetch.calls.filter((c) => c.url.startsWith('/v2/events/guests')).length).toBe(3),
    );
  });
});
