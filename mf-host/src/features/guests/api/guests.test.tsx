// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createStaticSession } from 'shared-api';
import { createFakeFetch, okReply, sampleUser } from 'shared-api/testing';
import { providersWith } from 'platform/testing';
import { hostKeys } from '../../../api/host-keys';
import { actOnGuest, getGuests, useGuestAction, useGuests } from './guests';

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
const signedIn = () => providersWith(createStaticSession({ token: 'tok', user: sampleUser() }));

describe('guest list calls', () => {
  it('asks for the guest list with its filters and the token, leaving blanks out', async () => {
    const fetch = createFakeFetch(okReply(page(null)), okReply(page(null)));
    configureApi({ fetch });
    await expect(
      getGuests(
        { eventId: 'e1', status: 'checked_in', search: ' ann ', continuationToken: 'c2' },
        'tok',
      ),
    ).resolves.toEqual(page(null));
    expect(fetch.calls[0]?.url).toBe(
      '/v2/events/guests?eventId=e1&status=checked_in&search=ann&continuationToken=c2',
    );
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
    await getGuests({ eventId: 'e1', status: null, search: '  ' }, 'tok');
    expect(fetch.calls[1]?.url).toBe('/v2/events/guests?eventId=e1');
  });

  it('asks for waiting refund requests only when told to', async () => {
    const fetch = createFakeFetch(okReply(page(null)), okReply(page(null)));
    configureApi({ fetch });
    await getGuests({ eventId: 'e1', refundRequested: true }, 'tok');
    await getGuests({ eventId: 'e1', refundRequested: false }, 'tok');
    expect(fetch.calls.map((c) => c.url)).toEqual([
      '/v2/events/guests?eventId=e1&refundRequested=true',
      '/v2/events/guests?eventId=e1',
    ]);
  });

  it('posts approve, deny, readmit and remove for one guest to their own paths', async () => {
    const done = { status: 'going', changedPasses: 1, refundedCents: 0, message: 'Approved' };
    const fetch = createFakeFetch(okReply(done), okReply(done), okReply(done), okReply(done));
    configureApi({ fetch });
    for (const action of ['approve', 'deny', 'readmit', 'remove'] as const) {
      await actOnGuest(action, { eventId: 'e1', userId: 'u1' }, 'tok');
    }
    expect(fetch.calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', '/v2/events/hosts/approve'],
      ['POST', '/v2/events/hosts/deny'],
      ['POST', '/v2/events/hosts/readmit'],
      ['POST', '/v2/events/hosts/remove'],
    ]);
    expect(fetch.calls[3]?.body).toEqual({ eventId: 'e1', userId: 'u1' });
    expect(fetch.calls[2]?.headers.Authorization).toBe('Bearer tok');
  });
});

describe('useGuests', () => {
  it('pages with the continuation token the server gave', async () => {
    const fetch = createFakeFetch(okReply(page('c2')), okReply(page(null)));
    configureApi({ fetch });
    const { result } = renderHook(() => useGuests('e1', { status: 'going', search: 'ann' }), {
      wrapper: signedIn(),
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
      wrapper: providersWith(createStaticSession()),
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('useGuestAction', () => {
  it("refreshes every host query of the event, and not another event's", async () => {
    const done = { status: 'denied', changedPasses: 1, refundedCents: 0, message: 'Denied' };
    configureApi({ fetch: createFakeFetch(okReply(done)) });
    const reads: string[] = [];
    const useProbe = (eventId: string) =>
      useQuery({
        queryKey: [...hostKeys.event(eventId), 'probe'],
        queryFn: () => (reads.push(eventId), reads.length),
      });
    const { result } = renderHook(
      () => ({ e1: useProbe('e1'), e2: useProbe('e2'), act: useGuestAction('e1') }),
      { wrapper: signedIn() },
    );
    await waitFor(() => expect(reads.sort()).toEqual(['e1', 'e2']));
    await act(() => result.current.act.mutateAsync({ action: 'deny', userId: 'u2' }));
    await waitFor(() => expect(reads.filter((e) => e === 'e1')).toHaveLength(2));
    expect(reads.filter((e) => e === 'e2')).toHaveLength(1);
  });
});
