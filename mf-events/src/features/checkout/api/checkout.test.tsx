// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  configureApi,
  createStaticSession,
  eventKeys,
  StaticSessionProvider,
  userEventKeys,
} from 'shared-api';
import { createFakeFetch, errorReply, okReply, sampleEvent, sampleUser } from 'shared-api/testing';
import { passKeys } from '../../../api/passes';
import {
  confirmCheckout,
  initiateCheckout,
  leaveEvent,
  useConfirmCheckout,
  useInitiateCheckout,
  useLeaveEvent,
} from './checkout';

afterEach(() => configureApi());

const two = { eventId: 'e1', items: [{ ticketTypeId: 'tt1', quantity: 2 }] };

describe('checkout', () => {
  it('initiate posts the items and returns where to pay', async () => {
    const session = {
      status: 'pending',
      order: { id: 'o1' },
      transactionId: 't1',
      checkoutUrl: '/v2/payments/sandbox/checkout/t1',
      expiresAt: 1_800_000_600,
    };
    const fetch = createFakeFetch(okReply(session, 201));
    configureApi({ fetch });
    await expect(initiateCheckout(two, 'checkout-k1', 'tok')).resolves.toEqual(session);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      url: '/v2/checkout/initiate',
      body: two,
    });
    expect(fetch.calls[0]?.headers['Idempotency-Key']).toBe('checkout-k1');
  });

  it('initiate rejects over the limit with the server sentence', async () => {
    configureApi({
      fetch: createFakeFetch(errorReply(409, 'conflict', 'Only 1 ticket is left')),
    });
    await expect(initiateCheckout(two, 'checkout-k2', 'tok')).rejects.toMatchObject({
      status: 409,
      message: 'Only 1 ticket is left',
    });
  });

  it('confirm sends the transaction with its Idempotency-Key', async () => {
    const fetch = createFakeFetch(
      okReply({ status: 'completed', message: 'Paid', order: { id: 'o1' }, passes: [] }),
    );
    configureApi({ fetch });
    await confirmCheckout('t1', 'key-1', 'tok');
    expect(fetch.calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/v2/checkout/confirm',
      body: { transactionId: 't1' },
    });
    expect(fetch.calls[0]?.headers['Idempotency-Key']).toBe('key-1');
  });

  it('leave deletes by event id and reports what was cancelled', async () => {
    const fetch = createFakeFetch(okReply({ left: true, cancelledPasses: 1 }));
    configureApi({ fetch });
    await expect(leaveEvent('e1', 'tok')).resolves.toEqual({ left: true, cancelledPasses: 1 });
    expect(fetch.calls[0]).toMatchObject({ method: 'DELETE', url: '/v2/events/leave?eventId=e1' });
  });
});

/** A client holding what an order can make stale, and a way to ask which of it went stale. */
function setup() {
  const client = new QueryClient();
  const keys = {
    passes: passKeys.list('ada'),
    event: eventKeys.detail('e1', 'ada'),
    other: eventKeys.detail('e2', 'ada'),
    going: userEventKeys.list('upcoming', 'ada', null),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, sampleEvent('x'));
  const session = createStaticSession({ token: 'tok', user: sampleUser() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
    </QueryClientProvider>
  );
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { wrapper, stale };
}

describe('what an order refreshes', () => {
  it('a free order completed at once: passes, that event, and the own lists', async () => {
    configureApi({ fetch: createFakeFetch(okReply({ status: 'completed', passes: [] }, 201)) });
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useInitiateCheckout(), { wrapper });
    await result.current.mutateAsync(two);
    expect(stale()).toEqual(['passes', 'event', 'going']);
  });

  it('a pending paid order refreshes nothing yet', async () => {
    configureApi({ fetch: createFakeFetch(okReply({ status: 'pending', transactionId: 't1' })) });
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useInitiateCheckout(), { wrapper });
    await result.current.mutateAsync(two);
    expect(stale()).toEqual([]);
  });

  it('a confirmed payment: passes, every event, and the own lists', async () => {
    configureApi({ fetch: createFakeFetch(okReply({ status: 'completed', passes: [] })) });
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useConfirmCheckout(), { wrapper });
    await result.current.mutateAsync({ transactionId: 't1', idempotencyKey: 'k' });
    expect(stale()).toEqual(['passes', 'event', 'other', 'going']);
  });

  it('leaving: passes, that event, and the own lists', async () => {
    configureApi({ fetch: createFakeFetch(okReply({ left: true, cancelledPasses: 1 })) });
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useLeaveEvent('e1'), { wrapper });
    await result.current.mutateAsync();
    expect(stale()).toEqual(['passes', 'event', 'going']);
  });
});
