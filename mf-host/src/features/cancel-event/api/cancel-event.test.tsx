// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createStaticSession, useEvent } from 'shared-api';
import { createFakeFetch, okReply, sampleEvent, sampleUser } from 'shared-api/testing';
import { providersWith } from 'platform/testing';
import { cancelEvent, useCancelEvent } from './cancel-event';

afterEach(() => configureApi());

const cancellation = {
  eventId: 'e1',
  cancelledAt: 1_800_000_000,
  message: 'Storm',
  orders: 3,
  settledOrders: 0,
  refundedCents: 0,
};

describe('cancelling an event', () => {
  it('posts the event and the message and answers the progress', async () => {
    const fetch = createFakeFetch(okReply(cancellation));
    configureApi({ fetch });
    await expect(cancelEvent({ eventId: 'e1', message: 'Storm' }, 'tok')).resolves.toEqual(
      cancellation,
    );
    expect(fetch.calls[0]?.method).toBe('POST');
    expect(fetch.calls[0]?.url).toBe('/v2/events/hosts/cancel');
    expect(fetch.calls[0]?.body).toEqual({ eventId: 'e1', message: 'Storm' });
  });

  it('refreshes the cached event, which mf-events shows cancelled', async () => {
    const event = okReply({ event: sampleEvent('e1') });
    const fetch = createFakeFetch(event, okReply(cancellation), event);
    configureApi({ fetch });
    const wrapper = providersWith(createStaticSession({ token: 'tok', user: sampleUser() }));
    const { result } = renderHook(() => ({ event: useEvent('e1'), cancel: useCancelEvent('e1') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.event.isFetched).toBe(true));
    await act(() => result.current.cancel.mutateAsync('Storm'));
    await waitFor(() =>
      expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
        'GET /v2/events/?eventId=e1',
        'POST /v2/events/hosts/cancel',
        'GET /v2/events/?eventId=e1',
      ]),
    );
  });
});
