// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createStaticSession } from 'shared-api';
import { createFakeFetch, okReply, sampleUser } from 'shared-api/testing';
import { providersWith } from 'platform/testing';
import { getMyRefundRequest, useAskForRefund, useMyRefundRequest } from './refund-request';

afterEach(() => configureApi());

const standing = {
  refundPolicy: 'request',
  refundsUntil: null,
  request: null,
  refundableCents: 2110,
  canAsk: true,
  cannotAskReason: null,
};
const request = { id: 'r1', status: 'pending', amountCents: 2110 };

describe('refund request calls', () => {
  it('reads the standing for one event with the token', async () => {
    const fetch = createFakeFetch(okReply(standing));
    configureApi({ fetch });
    await expect(getMyRefundRequest('e1', 'tok')).resolves.toEqual(standing);
    expect(fetch.calls[0]?.url).toBe('/v2/events/refund-request?eventId=e1');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('asks with the reason trimmed (none when blank) and refreshes the standing', async () => {
    const fetch = createFakeFetch(
      okReply(standing),
      okReply({ request, created: true }),
      okReply(standing),
      okReply({ request, created: false }),
      okReply(standing),
    );
    configureApi({ fetch });
    const wrapper = providersWith(createStaticSession({ token: 'tok', user: sampleUser() }));
    const { result } = renderHook(
      () => ({ mine: useMyRefundRequest('e1'), ask: useAskForRefund('e1') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.mine.isFetched).toBe(true));
    await act(() => result.current.ask.mutateAsync('  Ill  '));
    await act(() => result.current.ask.mutateAsync('   '));
    await waitFor(() => expect(fetch.calls).toHaveLength(5));
    expect(fetch.calls[1]?.body).toEqual({ eventId: 'e1', reason: 'Ill' });
    expect(fetch.calls[3]?.body).toEqual({ eventId: 'e1', reason: null });
    expect(fetch.calls.map((c) => c.method)).toEqual(['GET', 'POST', 'GET', 'POST', 'GET']);
  });
});
