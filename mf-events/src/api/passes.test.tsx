import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createStaticSession } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { AppProviders, createQueryClient } from 'platform/react';
import {
  getMyPass,
  useMyPass,
  getMyPassEvents,
  passKeys,
  passQueryOptions,
  passesQueryOptions,
} from './passes';

afterEach(() => configureApi());

describe('passes', () => {
  it('lists the caller passes by event with the token', async () => {
    const groups = [{ event: { id: 'e1' }, passes: [{ id: 'p1' }] }];
    const fetch = createFakeFetch(okReply({ events: groups }));
    configureApi({ fetch });
    await expect(getMyPassEvents('tok')).resolves.toEqual(groups);
    expect(fetch.calls[0]?.url).toBe('/v2/users/pass/events');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('fetches one pass by id', async () => {
    const fetch = createFakeFetch(okReply({ pass: { id: 'p1' } }));
    configureApi({ fetch });
    await expect(getMyPass('p1', 'tok')).resolves.toEqual({ id: 'p1' });
    expect(fetch.calls[0]?.url).toBe('/v2/users/pass?passId=p1');
  });

  it('keys by viewer uid, never by token, all under passKeys.all', async () => {
    const fetch = createFakeFetch(okReply({ pass: { id: 'p1' } }));
    configureApi({ fetch });
    const a = passQueryOptions('p1', { uid: 'ada', token: 't1', userId: null });
    const b = passQueryOptions('p1', { uid: 'ada', token: 't2', userId: 'u1' });
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.queryKey).toEqual(['passes', 'detail', 'p1', { viewer: 'ada' }]);
    expect(passesQueryOptions({ uid: 'ada', token: 't1', userId: null }).queryKey).toEqual([
      ...passKeys.all,
      'list',
      { viewer: 'ada' },
    ]);
    await new QueryClient().fetchQuery(a);
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer t1');
    expect(a.retry).toBe(false);
  });
});

describe('useMyPass', () => {
  it("asks again on every visit, within the cache's fresh time: the host may have cancelled", async () => {
    // One cache for both visits, with the product's settings (30 s fresh).
    const queryClient = createQueryClient();
    const session = createStaticSession({ token: 'tok', user: null });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders shell={{ shellVersion: 'test' }} session={session} queryClient={queryClient}>
        {children}
      </AppProviders>
    );
    configureApi({ fetch: createFakeFetch(okReply({ pass: { id: 'p1', status: 'valid' } })) });
    const first = renderHook(() => useMyPass('p1'), { wrapper });
    await waitFor(() => expect(first.result.current.data?.status).toBe('valid'));
    first.unmount();

    configureApi({ fetch: createFakeFetch(okReply({ pass: { id: 'p1', status: 'refunded' } })) });
    const second = renderHook(() => useMyPass('p1'), { wrapper });
    // What was cached shows at once, then the answer of this visit.
    expect(second.result.current.data?.status).toBe('valid');
    await waitFor(() => expect(second.result.current.data?.status).toBe('refunded'));
  });
});
