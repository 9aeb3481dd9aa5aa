// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createStaticSession, StaticSessionProvider } from 'shared-api';
import { createFakeFetch, okReply, sampleUser } from 'shared-api/testing';
import { createCheckoutAttempts } from './checkout-attempt';
import { useInitiateCheckout } from './checkout';

afterEach(() => configureApi());

const two = { eventId: 'e1', items: [{ ticketTypeId: 'tt1', quantity: 2 }] };
const three = { eventId: 'e1', items: [{ ticketTypeId: 'tt1', quantity: 3 }] };

describe('createCheckoutAttempts', () => {
  it('keeps one key while the same tickets are asked for, a new one for others or after settle', () => {
    let n = 0;
    const attempts = createCheckoutAttempts(() => `k${++n}`);
    expect(attempts.keyFor(two)).toBe('checkout-k1');
    expect(attempts.keyFor({ ...two })).toBe('checkout-k1');
    expect(attempts.keyFor(three)).toBe('checkout-k2');
    expect(attempts.keyFor(two)).toBe('checkout-k3');
    attempts.settle();
    expect(attempts.keyFor(two)).toBe('checkout-k4');
  });
});

describe('useInitiateCheckout', () => {
  it('sends the same Idempotency-Key when a failed attempt is retried, a new one after an order', async () => {
    const session = { status: 'pending', order: { id: 'o1' }, transactionId: 't1' };
    const fetch = createFakeFetch(
      { networkError: true },
      okReply(session, 201),
      okReply(session, 201),
    );
    configureApi({ fetch });
    const signedIn = createStaticSession({ user: sampleUser(), token: 'tok' });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <StaticSessionProvider session={signedIn}>{children}</StaticSessionProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useInitiateCheckout(), { wrapper });

    await expect(result.current.mutateAsync(two)).rejects.toBeTruthy();
    await result.current.mutateAsync(two);
    await result.current.mutateAsync(two);
    const keys = fetch.calls.map((call) => call.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^checkout-/);
    // The press after the network failure is the same attempt; the one after the order is not.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
